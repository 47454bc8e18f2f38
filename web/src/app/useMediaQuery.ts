import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Whether a CSS media query matches now, following its changes (false where matchMedia is missing). False on the
 * server, which has no screen, and in the browser's hydration of its page, until hydrated (useHydrated): the
 * store's server value in the browser is the screen's own, so React finds nothing changed after the hydration and
 * the screen's answer comes with the hydrated switch, a transition, instead of a synchronous render of its own.
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const matches = useCallback(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    [query],
  );
  return useSyncExternalStore(subscribe, matches, matches) && hydrated;
}
