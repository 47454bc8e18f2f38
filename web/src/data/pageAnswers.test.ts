import { FIRST_PAGE_DATA_ELEMENT_ID, firstPageDataKey } from '@esencia/domain/shared/first-page-data';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAGE_DATA_LIFETIME_MS, PageAnswers, readFirstPageData } from './pageAnswers';

const INLINED_BRANDS = { brands: [{ __typename: 'Brand', id: 'b-1', name: 'Dior', logoUrl: null }] };

afterEach(() => {
  document.getElementById(FIRST_PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('PageAnswers', () => {
  const answers = { [firstPageDataKey('ProductDetail', { id: 'p-1' })]: { data: { product: null } } };

  it('gives an answer to the same operation with the same variables, in any key order, once', () => {
    const page = new PageAnswers({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } });

    expect(page.take('BrandStrip')).toEqual({ data: INLINED_BRANDS });
    expect(page.take('BrandStrip')).toBeUndefined();
    expect(page.isEmpty).toBe(true);
  });

  it('gives nothing for other variables or another operation', () => {
    const page = new PageAnswers(answers);

    expect(page.take('ProductDetail', { id: 'p-2' })).toBeUndefined();
    expect(page.take('CatalogueProducts', { id: 'p-1' })).toBeUndefined();
    expect(page.take('ProductDetail', { id: 'p-1' })).toEqual({ data: { product: null } });
  });

  it('gives nothing once the page is older than its lifetime', () => {
    let now = 1_000;
    const page = new PageAnswers(answers, { now: () => now });

    now += FIRST_PAGE_DATA_LIFETIME_MS + 1;

    expect(page.take('ProductDetail', { id: 'p-1' })).toBeUndefined();
    expect(page.isEmpty).toBe(true);
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
});
