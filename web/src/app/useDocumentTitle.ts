import { useEffect } from 'react';

export const STORE_TITLE = 'Esencia — Perfumería';

/** Sets the browser tab title: 'Página — Esencia', or the store title without a page name. */
export function useDocumentTitle(pageName?: string): void {
  useEffect(() => {
    document.title = pageName ? `${pageName} — Esencia` : STORE_TITLE;
  }, [pageName]);
}
