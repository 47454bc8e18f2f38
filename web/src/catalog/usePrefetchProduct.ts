import { useCallback } from 'react';
import { useDataClient } from '../data';
import { ProductDetailQuery } from '../pages/product-detail/product-detail.queries';

/**
 * Gets a product page ready while the shopper points at (or focuses, or touches) a link to it: the page's code
 * and its query's answer, kept for when it opens (cache-first, so asked once). The product page then shows at
 * once, as it did when Apollo read it from the listing's cache (ADR 0010). A failure here is left to the page.
 */
export function usePrefetchProduct(productId: string): () => void {
  const client = useDataClient();
  return useCallback(() => {
    void import('../pages/product-detail/ProductDetailPage').catch(() => undefined);
    client.query({ query: ProductDetailQuery, variables: { id: productId } }).catch(() => undefined);
  }, [client, productId]);
}
