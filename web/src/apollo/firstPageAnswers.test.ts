import { firstPageDataKey } from '@esencia/domain/shared/first-page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAGE_DATA_ELEMENT_ID as SERVER_ELEMENT_ID,
  FIRST_PAGE_DOCUMENTS as SERVER_DOCUMENTS,
} from '../../../src/interface/http/first-page-documents';
import { BrandStripDocument } from '../pages/home/home.generated';
import { CatalogueProductsDocument } from '../pages/products/products.generated';
import { productCardFixture, productPageFixture } from '../test/fixtures';
import { createCache } from './cache';
import { readFirstPageData, restoreFirstPageAnswers } from './firstPageAnswers';
import { FIRST_PAGE_DOCUMENTS } from './firstPageDocuments.generated';
import { FIRST_PAGE_DATA_ELEMENT_ID } from './firstPageElement';

const INLINED_BRANDS = { brands: [{ __typename: 'Brand', id: 'b-9', name: 'Dior', logoUrl: null }] };

afterEach(() => {
  document.getElementById(FIRST_PAGE_DATA_ELEMENT_ID)?.remove();
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
});

describe('restoring them into the cache', () => {
  const variables = { sort: 'POSITION', page: 1, pageSize: 24 } as const;
  const listing = { products: productPageFixture([productCardFixture()], { pageSize: 24 }) };

  it('writes each answer under its operation and variables, in any key order, before the first render reads it', async () => {
    const cache = createCache();

    await restoreFirstPageAnswers(cache, {
      [firstPageDataKey('CatalogueProducts', { pageSize: 24, page: 1, sort: 'POSITION' })]: { data: listing },
      [firstPageDataKey('BrandStrip')]: { data: INLINED_BRANDS },
    });

    expect(cache.readQuery({ query: CatalogueProductsDocument, variables })).toEqual(listing);
    expect(cache.readQuery({ query: BrandStripDocument })).toEqual(INLINED_BRANDS);
  });

  it('leaves out an answer it has no document for, or whose key it cannot read (the app asks then)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cache = createCache();

    await restoreFirstPageAnswers(cache, {
      'Unknown:{}': { data: { anything: true } },
      'CatalogueProducts:{"page":': { data: listing },
    });

    expect(cache.extract()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('has a document for every query the server answers inside a page (one generated list)', () => {
    expect(Object.keys(FIRST_PAGE_DOCUMENTS).sort()).toEqual(Object.keys(SERVER_DOCUMENTS).sort());
    // The element the server writes them into is the web's (copied by the same codegen).
    expect(SERVER_ELEMENT_ID).toBe(FIRST_PAGE_DATA_ELEMENT_ID);
  });
});
