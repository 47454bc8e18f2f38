import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadLazyRoutes } from './router';

const Page = () => null;

describe('loadLazyRoutes', () => {
  it('loads the pages the address opens, and only those, before the router exists', async () => {
    const other = vi.fn(async () => ({ Component: Page }));
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'web-products', lazy: async () => ({ Component: Page }) },
          { path: 'promotions', lazy: other },
        ],
      },
    ];

    await loadLazyRoutes(tree, '/web-products');

    const [products, promotions] = tree[0]!.children!;
    expect(products!.Component).toBe(Page);
    expect(products!.lazy).toBeUndefined();
    expect(promotions!.lazy).toBe(other);
    expect(other).not.toHaveBeenCalled();
  });

  it('leaves a page that fails to load to the router, which loads it again and shows its error', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const tree: RouteObject[] = [{ path: '/web-products', lazy: failing }];

    await expect(loadLazyRoutes(tree, '/web-products')).resolves.toBeUndefined();

    expect(failing).toHaveBeenCalledTimes(1);
    expect(tree[0]!.lazy).toBe(failing);
    expect(tree[0]!.Component).toBeUndefined();
  });
});
