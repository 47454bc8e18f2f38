import { firstPageDataKey } from './first-page-data';

describe('the key of an answer inlined into a page', () => {
  it('is the operation name and the variables as JSON', () => {
    expect(firstPageDataKey('ProductDetail', { id: 'p-1' })).toBe('ProductDetail:{"id":"p-1"}');
    expect(firstPageDataKey('BrandStrip')).toBe('BrandStrip:{}');
    expect(firstPageDataKey('BrandStrip', {})).toBe('BrandStrip:{}');
  });

  it('does not depend on the order of the variables, at any level', () => {
    const a = firstPageDataKey('CatalogueProducts', {
      sort: 'NAME',
      page: 2,
      pageSize: 12,
      filter: { b: 1, a: [2, 1] },
    });
    const b = firstPageDataKey('CatalogueProducts', {
      filter: { a: [2, 1], b: 1 },
      pageSize: 12,
      page: 2,
      sort: 'NAME',
    });
    expect(a).toBe(b);
    expect(a).toBe('CatalogueProducts:{"filter":{"a":[2,1],"b":1},"page":2,"pageSize":12,"sort":"NAME"}');
  });

  it('leaves undefined variables out and tells different values apart', () => {
    expect(firstPageDataKey('ProductDetail', { id: 'p-1', extra: undefined })).toBe(
      firstPageDataKey('ProductDetail', { id: 'p-1' }),
    );
    expect(firstPageDataKey('ProductDetail', { id: 'p-1' })).not.toBe(firstPageDataKey('ProductDetail', { id: 'p-2' }));
    expect(firstPageDataKey('CatalogueProducts', { page: 1 })).not.toBe(
      firstPageDataKey('CatalogueProducts', { page: '1' }),
    );
    expect(firstPageDataKey('PromotedProducts', { page: 1 })).not.toBe(
      firstPageDataKey('CatalogueProducts', { page: 1 }),
    );
  });
});
