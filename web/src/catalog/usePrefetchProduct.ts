import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ProductDetailDocument } from '../pages/product-detail/product-detail.generated';

/**
 * Gets a product page ready while the shopper points at (or focuses, or touches) a link to it: the page's code
 * and its query's answer, kept for when it opens (cache-first, so asked once). The product page then shows at
 * once. A failure here is left to the page.
 */
export function usePrefetchProduct(productId: string): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void import('../pages/product-detail/ProductDetailPage').catch(() => undefined);
    client.query({ query: ProductDetailDocument, variables: { id: productId } }).catch(() => undefined);
  }, [client, productId]);
}
