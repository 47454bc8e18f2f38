import type { ApolloCache } from '@apollo/client';

/**
 * After a category is created or deleted, the lists that hold it are read from the server again when
 * next shown: the admin list (its searches) and the public `categories` list (the product form's
 * options, the storefront's menu). A changed category needs nothing: `Category:{id}` is shared and the
 * mutation's answer updates it everywhere.
 */
export function forgetCategoryLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminCategories' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
  cache.gc();
}
