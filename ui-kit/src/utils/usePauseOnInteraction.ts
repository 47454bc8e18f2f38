import { useState, type FocusEvent, type MouseEvent } from 'react';

type Handlers<E extends HTMLElement> = {
  onMouseEnter?: ((event: MouseEvent<E>) => void) | undefined;
  onMouseLeave?: ((event: MouseEvent<E>) => void) | undefined;
  onFocus?: ((event: FocusEvent<E>) => void) | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
};

const isRotationControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.dataset['rotationControl'] !== undefined;

/**
 * Whether the pointer is over a rotating widget or focus is inside it (WAI-ARIA
 * carousel pattern: moving content stops while the user interacts with it).
 * Focus on the rotation control itself (`data-rotation-control`) does not count,
 * or its 'Reanudar' could never resume. Composes the caller's own handlers.
 */
export function usePauseOnInteraction<E extends HTMLElement>(
  own: Handlers<E>,
): {
  interacting: boolean;
  handlers: Required<Handlers<E>>;
} {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    interacting: hovered || focused,
    handlers: {
      onMouseEnter: (event) => {
        setHovered(true);
        own.onMouseEnter?.(event);
      },
      onMouseLeave: (event) => {
        setHovered(false);
        own.onMouseLeave?.(event);
      },
      onFocus: (event) => {
        if (!isRotationControl(event.target)) setFocused(true);
        own.onFocus?.(event);
      },
      onBlur: (event) => {
        const leaving = !event.currentTarget.contains(event.relatedTarget);
        if (leaving || isRotationControl(event.relatedTarget)) setFocused(false);
        own.onBlur?.(event);
      },
    },
  };
}
