import { signedInAdmin } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

/**
 * graphql-jit behind Apollo's executor hook (compiled-queries.ts) answers every query byte for byte as graphql-js
 * does: two servers on one database, one running every query compiled, the other never, asked the same things.
 * (Every other GraphQL spec also runs its queries compiled: the test store compiles from the first run.)
 */
const clock = fixedClock('2026-11-22T15:00:00Z');

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment Card on Product {
    __typename
    id
    name
    description
    imageUrl
    imageUrls
    price {
      cents
      amount
      formatted
    }
    originalPrice {
      formatted
    }
    discountApplied
    stock
    stockStatus {
      level
      label
    }
    promotion {
      type
      discount
      status
      startDate
      endDate
      singleDay
      badge
      headline
      detail
    }
    brand {
      id
      name
      logoUrl
    }
    categories {
      id
      name
    }
    createdAt
  }
`;

const CASES: { readonly name: string; readonly query: string; readonly variables?: Record<string, unknown> }[] = [
  {
    name: 'a page of products with fragments, aliases, directives and defaults',
    query: `${PRODUCT_FIELDS}
      query Catalogue($pageSize: Int!, $withBrand: Boolean!, $sort: ProductSort = PRICE_DESC) {
        first: products(pageSize: $pageSize, active: true, sort: $sort) {
          total totalPages page pageSize items { ...Card brand @include(if: $withBrand) { active } }
        }
        second: products(pageSize: 3, page: 2, listing: WEB) { total items { id name @skip(if: $withBrand) } }
        promoted: products(promoted: true) { total items { id price { cents } } }
      }`,
    variables: { pageSize: 24, withBrand: true },
  },
  {
    name: 'one product, an unknown one and a malformed id',
    query: `${PRODUCT_FIELDS}
      query One($id: ID!) { product(id: $id) { ...Card } missing: product(id: "00000000-0000-4000-8000-000000000000") { id }
        bad: product(id: "nope") { id } }`,
  },
  {
    name: 'an error on a non-null root field (bad page size): data null',
    query: `query { products(pageSize: -5) { total items { id } } }`,
  },
  {
    name: 'an error beside good data (an admin’s order asked by a guest is null), and a search',
    query: `query { found: searchProducts(query: "ARM") { id name brand { name } } adminOrder(id: "x") { id }
      brands { id name } }`,
  },
  { name: 'a refused search', query: `query { searchProducts(query: "${'x'.repeat(101)}") { id } }` },
  {
    name: 'a bad variable (a string for an Int)',
    query: `query P($n: Int!) { products(pageSize: $n) { total } }`,
    variables: { n: 'five' },
  },
  { name: 'a missing variable', query: `query P($n: Int!) { products(pageSize: $n) { total } }` },
  {
    // graphql-jit 0.8.9 refuses an omitted non-null variable even when it has a default (GraphQL uses the default).
    name: 'omitted variables with defaults, non-null ones among them (an enum, a list of input objects)',
    query: `query P($n: Int! = 3, $p: Int! = 2, $s: ProductSort! = PRICE_DESC, $q: String = "dior",
      $lines: [CartLineInput!]! = [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 2 }]) {
      products(pageSize: $n, page: $p, sort: $s) { total page pageSize items { id price { cents } } }
      searchProducts(query: $q) { id } cartQuote(lines: $lines) { itemCount adjusted } }`,
    variables: {},
  },
  {
    name: 'an enum value that does not exist',
    query: `query P($n: Int!, $s: ProductSort) { products(pageSize: $n, sort: $s) { total } }`,
    variables: { n: 5, s: 'CHEAPEST' },
  },
  {
    name: 'two operations in one document, the second chosen',
    query: `query A { brands { id } } query B { categories { id name active } storeSettings { __typename } }`,
  },
  {
    name: 'a cart quote (input objects, nested lists)',
    query: `query Q($lines: [CartLineInput!]!) { cartQuote(lines: $lines) { adjusted itemCount subtotal { cents formatted }
      lines { productId quantity unitPrice { cents } lineTotal { cents } product { name stockStatus { label } } } } }`,
    variables: { lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
  },
  {
    name: 'an admin-only query asked by a guest',
    query: `query { adminDashboard { __typename } orderStatistics { __typename } }`,
  },
  { name: 'store settings', query: `query { storeSettings { __typename } stories { id } me { id } }` },
];

const ADMIN_CASES: typeof CASES = [
  {
    name: 'the admin’s product and order pages',
    query: `query { adminProducts(pageSize: 100) { total totalPages items { id name active carousel position imageKeys
      brand { name } categories { name } price { formatted } } }
      adminOrders(sort: NEWEST) { total items { id shortId status createdAt total { formatted } customer { fullName } } } }`,
  },
  {
    name: 'the admin’s dashboard and statistics',
    query: `query { adminDashboard { __typename } orderStatistics { __typename } productStatistics { __typename } }`,
  },
  {
    name: 'the admin’s brands, categories and stories',
    query: `query { adminBrandPage { total items { id name productCount } } adminCategoryPage { items { name productCount } }
      adminStories(pageSize: 5) { total items { title state } statistics { total } } }`,
  },
];

describe('queries compiled by graphql-jit answer exactly as graphql-js does', () => {
  let compiled: TestStore;
  let interpreted: TestStore;
  let admin: GraphQLClient;

  beforeAll(async () => {
    compiled = await startTestStore({ clock, seed: true, runsBeforeCompilingQueries: 0 });
    interpreted = await startTestStore({
      clock,
      database: compiled.database,
      runsBeforeCompilingQueries: Number.POSITIVE_INFINITY,
    });
    admin = await signedInAdmin(compiled);
  });

  afterAll(async () => {
    await interpreted?.stop();
    await compiled?.stop();
  });

  const send = async (url: string, { query, variables }: (typeof CASES)[number], cookie?: string) => {
    const operationName = /query B \{/.test(query) ? 'B' : undefined;
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables, operationName }),
    });
    return { status: response.status, body: await response.text() };
  };

  it.each(CASES)('$name', async (example) => {
    // Twice each: the compiled server's first answer and its kept compiled query's.
    const expected = await send(interpreted.url, example);
    expect(await send(compiled.url, example)).toEqual(expected);
    expect(await send(compiled.url, example)).toEqual(expected);
  });

  it.each(ADMIN_CASES)('$name', async (example) => {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const expected = await send(interpreted.url, example, cookie);
    expect(JSON.parse(expected.body).errors).toBeUndefined();
    expect(await send(compiled.url, example, cookie)).toEqual(expected);
  });
});
