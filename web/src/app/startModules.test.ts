import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Intl's constructors: a browser's first Intl object loads ICU's data, 15–30 ms on a phone. */
const INTL_CONSTRUCTORS = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
] as const;

/** Every lazy page of the route tree, loaded as the router loads the address's ones. */
async function loadEveryPage(routes: readonly RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (typeof route.lazy === 'function') await route.lazy();
    if (route.children) await loadEveryPage(route.children);
  }
}

describe('the app’s modules make no Intl object while they load', () => {
  const originals = new Map(INTL_CONSTRUCTORS.map((name) => [name, Intl[name]]));

  afterEach(() => {
    for (const [name, constructor] of originals) Object.assign(Intl, { [name]: constructor });
  });

  it('the start (startApp and what it imports) and every page: formatters are made on first use', async () => {
    const made: string[] = [];
    for (const [name, constructor] of originals) {
      const counted = new Proxy(constructor, {
        construct(target, args: unknown[]) {
          made.push(`${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return Reflect.construct(target, args) as object;
        },
      });
      Object.assign(Intl, { [name]: counted });
    }
    vi.resetModules();
    await import('./startApp');
    const { routes } = await import('./routes');
    await loadEveryPage(routes);
    expect(made).toEqual([]);
  });
});
