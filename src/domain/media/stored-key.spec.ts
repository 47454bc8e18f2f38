import { isKeyInFolder } from './stored-key';

describe('isKeyInFolder', () => {
  it.each([
    ['brands/1732290000000-dior.webp', 'brands'],
    ['store/1732290000000-yape qr.png', 'store'],
    ['products/1732290000000-0-ñandú.jpg', 'products'],
  ] as const)('accepts %s in %s', (key, folder) => {
    expect(isKeyInFolder(key, folder)).toBe(true);
  });

  it.each([
    ['products/1-0-a.jpg', 'brands'], // another folder
    ['order-receipts/abc.jpg', 'store'],
    ['brands/', 'brands'],
    ['brands', 'brands'],
    ['brands/../order-receipts/x.jpg', 'brands'],
    ['brands/./x.jpg', 'brands'],
    ['brands//x.jpg', 'brands'],
    ['brands/a\\b.jpg', 'brands'],
    ['brands/a\nb.jpg', 'brands'],
    [`brands/${'a'.repeat(1100)}.jpg`, 'brands'],
  ] as const)('refuses %j in %s', (key, folder) => {
    expect(isKeyInFolder(key, folder)).toBe(false);
  });
});
