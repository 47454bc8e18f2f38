import type { ApolloCache } from '@apollo/client';

/**
 * After a category is created, changed or deleted, the lists that hold it are read from the server again
 * when next shown: the admin list (its pages, searches and product counts: the admin's `AdminCategory:{id}`
 * is not the `Category:{id}` a save answers) and the public `categories` list (the product form's options,
 * the storefront's menu). The storefront's copy of a changed category is updated by the save's answer.
 */
export function forgetCategoryLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminCategoryPage' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
  cache.gc();
}
