import { useLayoutEffect } from 'react';

export const STORE_TITLE = 'Esencia — Perfumería';

/**
 * Sets the browser tab title: 'Página — Esencia', or the store title without a page name. In a layout
 * effect, so the tab's title changes with the page drawn (a plain effect may run a frame later); inner
 * titles are set before outer ones, as with effects.
 */
export function useDocumentTitle(pageName?: string): void {
  useLayoutEffect(() => {
    document.title = pageName ? `${pageName} — Esencia` : STORE_TITLE;
  }, [pageName]);
}
