import { searchOrderableProducts, searchProducts } from './product-search';

const product = (name: string, brandName: string, active = true, stock = 10) => ({ name, brandName, active, stock });

describe('searchProducts: name or brand, case-insensitive, at most 5', () => {
  const catalogue = [
    product('Acqua di Gio', 'Armani'),
    product('Sauvage', 'Dior'),
    product('Miss Dior', 'Dior'),
    product('Invictus', 'Paco Rabanne'),
  ];

  it('matches the name or the brand ignoring case', () => {
    expect(searchProducts(catalogue, 'DIOR').map((p) => p.name)).toEqual(['Sauvage', 'Miss Dior']);
    expect(searchProducts(catalogue, ' acqua ').map((p) => p.name)).toEqual(['Acqua di Gio']);
  });

  it('an empty query finds nothing', () => {
    expect(searchProducts(catalogue, '  ')).toEqual([]);
  });

  it('returns at most 5 results', () => {
    const many = Array.from({ length: 8 }, (_, i) => product(`Perfume ${i}`, 'X'));
    expect(searchProducts(many, 'perfume')).toHaveLength(5);
  });
});

describe('searchOrderableProducts: only active products with stock above 0', () => {
  it('skips inactive and out-of-stock products', () => {
    const catalogue = [product('A uno', 'X', false), product('A dos', 'X', true, 0), product('A tres', 'X', true, 1)];
    expect(searchOrderableProducts(catalogue, 'a').map((p) => p.name)).toEqual(['A tres']);
  });
});
