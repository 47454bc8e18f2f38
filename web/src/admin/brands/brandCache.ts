import type { ApolloCache } from '@apollo/client';

/**
 * After a brand is created, changed or deleted, the lists that hold it are read from the server again
 * when next shown: the admin list (its pages, searches and product counts), the public `brands` list (the
 * product form's options, the storefront) and, for an existing brand, its storefront copy (`Brand:{id}`,
 * cached apart from the admin's `AdminBrand:{id}`).
 */
export function forgetBrandLists(cache: ApolloCache, brandId: string | null = null): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminBrandPage' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'brands' });
  if (brandId) cache.evict({ id: cache.identify({ __typename: 'Brand', id: brandId }) });
  cache.gc();
}
