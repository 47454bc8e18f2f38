import { useToast } from '@esencia/ui-kit';
import { useEffect, useRef } from 'react';

/**
 * What a catalogue page says when its products could not be loaded (storefront.md §8): `page`, the error state in
 * place of the list (with 'Intentar de nuevo'), and `toast`, the spec's text naming the load that failed, shown
 * each time it fails, also when a sort or page change fails with the previous products still on screen.
 */
export interface LoadFailureTexts {
  readonly page: string;
  readonly toast: string;
}

const PRODUCTS_PAGE_FAILED = 'Hubo un error al cargar los productos.';

export const CATALOGUE_LOAD_FAILURES = {
  /** /web-products. */
  products: { page: PRODUCTS_PAGE_FAILED, toast: 'Error al cargar productos web' },
  /** /promotions. */
  promotions: { page: 'Hubo un error al cargar las promociones.', toast: 'Error al cargar las promociones' },
  /** /brand/:id. */
  brand: { page: 'Hubo un error al cargar información de la marca.', toast: 'Error al cargar productos de la marca' },
  /** /category/:id. */
  category: {
    page: 'Hubo un error al cargar productos de la categoría.',
    toast: 'Error al cargar productos de la categoría',
  },
  /** The home carousel and /buscar: the spec's general 'Error al cargar productos'. */
  other: { page: PRODUCTS_PAGE_FAILED, toast: 'Error al cargar productos' },
} as const satisfies Record<string, LoadFailureTexts>;

/**
 * Shows `texts.toast` once for each failure of a query (network or GraphQL error): Apollo hands a new error object
 * for each failed request, the same one while nothing changes (remembered, so StrictMode's second effect does not
 * show it twice). In an effect, so never on the server.
 */
export function useLoadFailureToast(error: unknown, texts: LoadFailureTexts) {
  const { toast } = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast({ title: texts.toast, tone: 'error' });
  }, [error, texts.toast, toast]);
}
