import { useLayoutEffect, type RefObject } from 'react';

/**
 * What `autoFocus` means, done by hand: focuses the element once, when it mounts, if `enabled` (the
 * `autofocus` attribute alone is ignored by browsers on elements added after the page loaded). A layout
 * effect, as React's autoFocus: before a child's effect moves focus on (Radix Select opened with `defaultOpen`).
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined): void {
  useLayoutEffect(() => {
    if (enabled) ref.current?.focus();
    // Once, on mount, as autoFocus: a later change of `enabled` does not move focus.
  }, []);
}
