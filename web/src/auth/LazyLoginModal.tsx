import { cloneElement, isValidElement, lazy, Suspense, useState, type HTMLAttributes, type ReactElement } from 'react';
import type { LoginModalProps } from './LoginModal';

/** The login modal's chunk (its flows, the kit's AuthModal and forms): fetched on first use, once. */
const loadLoginModal = () => import('./LoginModal');
const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));

/** Starts fetching the modal's chunk early (the pointer is over its button or the button has focus). */
const preload = () => void loadLoginModal();

/**
 * The LoginModal, kept out of the storefront's first load: until it is first opened only its `trigger` is
 * rendered (opening on click, fetching the modal's chunk on hover or focus); from then on the real modal,
 * which returns focus to the trigger when it closes. Same props as LoginModal.
 */
export function LazyLoginModal(props: LoginModalProps) {
  const { open, onOpenChange, trigger } = props;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  if (!used) {
    if (!isValidElement(trigger)) return trigger ?? null;
    return cloneElement(trigger as ReactElement<HTMLAttributes<HTMLElement>>, {
      onClick: () => onOpenChange(true),
      onPointerEnter: preload,
      onFocus: preload,
    });
  }
  return (
    <Suspense fallback={trigger ?? null}>
      <LoginModal {...props} />
    </Suspense>
  );
}
