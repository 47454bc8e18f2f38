import { PRODUCT_SORTS } from './product-sort';

describe('product sort options', () => {
  it('are position, price-asc, price-desc and name', () => {
    expect(PRODUCT_SORTS).toEqual(['position', 'price-asc', 'price-desc', 'name']);
  });
});
