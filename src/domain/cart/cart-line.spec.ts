import { parseCartLine, parseCartLines } from './cart-line';

describe('parseCartLine: valid only with id, productID, numeric quantity and numeric price', () => {
  const valid = { id: 'cart-item-1', productID: 'p1', quantity: 2, price: 129.9 };

  it('reads a valid line into exact money', () => {
    expect(parseCartLine(valid)).toEqual({
      id: 'cart-item-1',
      productId: 'p1',
      quantity: 2,
      price: expect.objectContaining({ cents: 12990 }),
    });
  });

  it('also accepts productId spelled in camelCase', () => {
    expect(parseCartLine({ ...valid, productID: undefined, productId: 'p2' })?.productId).toBe('p2');
  });

  it.each([
    ['no id', { ...valid, id: undefined }],
    ['empty id', { ...valid, id: '' }],
    ['no productID', { ...valid, productID: undefined }],
    ['empty productID', { ...valid, productID: '' }],
    ['quantity as text', { ...valid, quantity: '2' }],
    ['NaN quantity', { ...valid, quantity: Number.NaN }],
    ['price as text', { ...valid, price: '129.90' }],
    ['missing price', { ...valid, price: undefined }],
  ])('drops a line with %s', (_, raw) => {
    expect(parseCartLine(raw)).toBeNull();
  });

  it('drops non-objects', () => {
    expect(parseCartLine(null)).toBeNull();
    expect(parseCartLine('line')).toBeNull();
  });

  it('parseCartLines keeps only valid lines', () => {
    expect(parseCartLines([valid, { foo: 1 }, null]).map((line) => line.id)).toEqual(['cart-item-1']);
  });
});
