import { useEffect, useSyncExternalStore } from 'react';

/** Whether this browser's page is hydrated: true for a page the browser renders alone, from its first render. */
let hydrated = true;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isHydrated = () => hydrated;
/** The server's value, and the one every part is hydrated with, whenever React hydrates it. */
const onTheServer = () => false;

/** Called before the browser hydrates the server's page (startApp): hydrated once HydrationEnd says so. */
export function hydrationStarts(): void {
  hydrated = false;
}

/**
 * After the hydration's commit, in a task of its own, says the page is hydrated: what the server could not know is
 * drawn then. Not in the commit (a store whose server value differs, read straight, makes React draw every part
 * reading it again synchronously there, then run every effect, in the hydration's task: one long task on a phone).
 */
export function HydrationEnd() {
  useEffect(() => {
    if (hydrated) return undefined;
    const timer = setTimeout(() => {
      hydrated = true;
      for (const listener of listeners) listener();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * Asks for the chunk of a part drawn once hydrated (`load`: the import its `lazy` makes) in a task of its own right
 * after the hydration's commit, ahead of HydrationEnd's: Vite's preload of a chunk (its module and CSS links put in
 * the head) takes a few milliseconds on a phone, which the switch's render would otherwise carry in its one task.
 * Nothing on a page the browser renders alone (the part is drawn, and its chunk asked for, at once).
 */
export function useLoadBeforeHydrated(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (hydrated) return undefined;
    // A chunk that fails to come is the part's own `lazy`'s to report, when it asks again.
    const timer = setTimeout(() => void load().catch(() => {}), 0);
    return () => clearTimeout(timer);
  }, [load]);
}

/**
 * False on the server and in the browser's hydration of a page the server rendered, true from then on (and from
 * the first render of a page the browser renders alone). For what the server cannot know or must not render
 * (storage, the address's history state, the screen, per-visitor data kept out of a shared page): drawn once
 * hydrated, so the browser's first render matches the server's HTML. A part React hydrates later than the rest
 * (in a Suspense boundary of its own) is hydrated with false too, then drawn again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isHydrated, onTheServer);
}
