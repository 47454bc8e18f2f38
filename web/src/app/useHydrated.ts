import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and in the browser's hydration of a page the server rendered, true from then on (and from
 * the first render of a page the browser renders alone). For what the server cannot know or must not render
 * (storage, the address's history state, per-visitor data kept out of a shared page): drawn once hydrated,
 * so the browser's first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
