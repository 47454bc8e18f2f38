import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  firstPageDataKey,
  type FirstPageAnswers,
} from '@esencia/domain/shared/first-page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandStripQuery } from '../pages/home/home.queries';
import { ProductDetailQuery } from '../pages/product-detail/product-detail.queries';
import { createApolloClient, createCache } from './apolloClient';
import {
  FIRST_PAGE_DATA_LIFETIME_MS,
  fillCacheFromPage,
  firstPageDataLink,
  PageAnswers,
  readFirstPageData,
} from './firstPageData';

const INLINED_BRANDS = {
  brands: [{ __typename: 'Brand', id: 'b-1', name: 'Dior', logoUrl: '/files/brands/dior.svg' }],
};
const SERVER_BRANDS = {
  brands: [{ __typename: 'Brand', id: 'b-2', name: 'Carolina Herrera', logoUrl: null }],
};

/** A fetch answering every GraphQL request with `data`, recording the operations it was asked. */
function serverAnswering(data: Record<string, unknown>) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    void init;
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

/** A client as the storefront's, answering from `answers` first (cache, then link), with its own fetch. */
function clientWith(answers: FirstPageAnswers, fetch: typeof globalThis.fetch, now?: () => number) {
  const pageAnswers = new PageAnswers(answers, now ? { now } : {});
  return new ApolloClient({
    link: ApolloLink.from([firstPageDataLink(pageAnswers), new HttpLink({ uri: '/graphql', fetch })]),
    cache: fillCacheFromPage(createCache(), pageAnswers),
  });
}

afterEach(() => {
  document.getElementById(FIRST_PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the first-page data link', () => {
  it('answers the first request of an inlined query from the page, without a fetch', async () => {
    const fetch = serverAnswering(SERVER_BRANDS);
    const client = clientWith({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } }, fetch);

    // network-only: past the cache, so the link answers.
    const { data } = await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' });

    expect(data).toEqual(INLINED_BRANDS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a request with other variables to the server', async () => {
    const fetch = serverAnswering({ product: null });
    const inlined = { product: null };
    const client = clientWith({ [firstPageDataKey('ProductDetail', { id: 'p-1' })]: { data: inlined } }, fetch);

    const { data } = await client.query({ query: ProductDetailQuery, variables: { id: 'p-2' } });

    expect(data).toEqual({ product: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as { operationName: string; variables: object };
    expect(body).toMatchObject({ operationName: 'ProductDetail', variables: { id: 'p-2' } });
  });

  it('answers once: the second identical request (a refetch) goes to the server', async () => {
    const fetch = serverAnswering(SERVER_BRANDS);
    const client = clientWith({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } }, fetch);

    const first = await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' });
    const second = await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' });

    expect(first.data).toEqual(INLINED_BRANDS);
    expect(second.data).toEqual(SERVER_BRANDS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the server once the page is older than its lifetime', async () => {
    const fetch = serverAnswering(SERVER_BRANDS);
    let now = 1_000;
    const client = clientWith({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } }, fetch, () => now);

    now += FIRST_PAGE_DATA_LIFETIME_MS + 1;
    const { data } = await client.query({ query: BrandStripQuery });

    expect(data).toEqual(SERVER_BRANDS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the cache reading the page’s answers', () => {
  it('has an inlined query’s data at its first read, before any request: a page’s first render shows it', () => {
    const fetch = serverAnswering(SERVER_BRANDS);
    const client = clientWith({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } }, fetch);

    const first = client.watchQuery({ query: BrandStripQuery }).getCurrentResult();

    expect(first.data).toEqual(INLINED_BRANDS);
    expect(first.loading).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes only the answer with the same variables', () => {
    const fetch = serverAnswering({ product: null });
    const client = clientWith(
      { [firstPageDataKey('ProductDetail', { id: 'p-1' })]: { data: { product: null } } },
      fetch,
    );

    const other = client.watchQuery({ query: ProductDetailQuery, variables: { id: 'p-2' } }).getCurrentResult();

    expect(other.data).toBeUndefined();
    expect(other.loading).toBe(true);
  });

  it('takes each answer once: the link then sends the same query to the server', async () => {
    const fetch = serverAnswering(SERVER_BRANDS);
    const client = clientWith({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } }, fetch);

    expect(client.watchQuery({ query: BrandStripQuery }).getCurrentResult().data).toEqual(INLINED_BRANDS);
    const refetched = await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' });

    expect(refetched.data).toEqual(SERVER_BRANDS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives nothing once the page is older than its lifetime', () => {
    let now = 1_000;
    const client = clientWith(
      { [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } },
      serverAnswering(SERVER_BRANDS),
      () => now,
    );

    now += FIRST_PAGE_DATA_LIFETIME_MS + 1;

    expect(client.watchQuery({ query: BrandStripQuery }).getCurrentResult().data).toBeUndefined();
  });
});

describe('reading the page’s answers', () => {
  function inline(text: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAGE_DATA_ELEMENT_ID;
    element.textContent = text;
    document.body.append(element);
  }

  it('parses the data block once and removes it', () => {
    // As the server escapes it: a name with </script> cannot end the element.
    inline('{"BrandStrip:{}":{"data":{"brands":[{"name":"\\u003c/script\\u003e"}]}}}');

    expect(readFirstPageData()).toEqual({ 'BrandStrip:{}': { data: { brands: [{ name: '</script>' }] } } });
    expect(document.getElementById(FIRST_PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(readFirstPageData()).toEqual({});
  });

  it('takes a block that is not an object of answers as none', () => {
    inline('{"BrandStrip:{}": ');
    expect(readFirstPageData()).toEqual({});
    inline('[1, 2]');
    expect(readFirstPageData()).toEqual({});
  });

  it('is what the storefront’s client starts with', async () => {
    inline(JSON.stringify({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } }));
    const fetch = serverAnswering(SERVER_BRANDS);
    vi.stubGlobal('fetch', fetch);

    const client = createApolloClient();
    const { data } = await client.query({ query: BrandStripQuery });

    expect(data).toEqual(INLINED_BRANDS);
    expect(fetch).not.toHaveBeenCalled();
    const again = await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' });
    expect(again.data).toEqual(SERVER_BRANDS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
