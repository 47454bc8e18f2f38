import {
  normalizeSearchText,
  searchNeedle,
  searchProducts,
  searchRank,
  SEARCH_MAX_QUERY_LENGTH,
} from './product-search';

const product = (name: string, brandName: string, active = true, stock = 10) => ({ name, brandName, active, stock });

describe('normalizeSearchText: no case, no accents, tidy spaces', () => {
  it.each([
    ['Lancôme', 'lancome'],
    ['LANCÔME', 'lancome'],
    ['  Acqua   di  Giò ', 'acqua di gio'],
    ['Año Ñandú', 'ano nandu'],
    ['100%_real', '100%_real'],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });
});

describe('searchNeedle: what the shopper typed, as the text to look for', () => {
  it('normalises the query', () => {
    expect(searchNeedle(' LANCÔME ')).toEqual({ ok: true, value: 'lancome' });
  });

  it.each(['', ' ', '   ', 'a', ' é '])('finds nothing for %j (fewer than 2 characters)', (query) => {
    expect(searchNeedle(query)).toEqual({ ok: true, value: null });
  });

  it('accepts exactly 100 characters and refuses more, in Spanish', () => {
    expect(searchNeedle('a'.repeat(SEARCH_MAX_QUERY_LENGTH)).ok).toBe(true);
    expect(searchNeedle('a'.repeat(SEARCH_MAX_QUERY_LENGTH + 1))).toEqual({
      ok: false,
      error: {
        code: 'SEARCH_QUERY_TOO_LONG',
        message: 'La búsqueda puede tener como máximo 100 caracteres.',
        details: { maxLength: 100 },
      },
    });
  });

  it('does not count surrounding spaces against the limit', () => {
    expect(searchNeedle(` ${'a'.repeat(SEARCH_MAX_QUERY_LENGTH)} `).ok).toBe(true);
  });
});

describe('searchRank: name start, word start, brand start, anywhere', () => {
  it.each([
    [product('Sauvage EDT', 'Dior'), 'sau', 0],
    [product('Miss Dior', 'Dior'), 'dior', 1],
    [product('Sauvage', 'Dior'), 'dior', 2],
    [product('Idôle', 'Lancôme'), 'come', 3],
    [product('Sauvage', 'Dior'), 'vag', 3],
    [product('Sauvage', 'Dior'), 'chanel', null],
  ])('%j for %j → %j', (p, needle, rank) => {
    expect(searchRank(p, needle)).toBe(rank);
  });
});

describe('searchProducts: name or brand, case- and accent-insensitive, best match first, at most 5', () => {
  const catalogue = [
    product('Acqua di Gio', 'Armani'),
    product('Sauvage', 'Dior'),
    product('Miss Dior', 'Dior'),
    product('Invictus', 'Paco Rabanne'),
    product('La Vie Est Belle', 'Lancôme'),
  ];

  it('matches the name or the brand ignoring case, the best match first', () => {
    expect(searchProducts(catalogue, 'DIOR').map((p) => p.name)).toEqual(['Miss Dior', 'Sauvage']);
    expect(searchProducts(catalogue, ' acqua ').map((p) => p.name)).toEqual(['Acqua di Gio']);
  });

  it('ignores accents both ways', () => {
    expect(searchProducts(catalogue, 'lancome').map((p) => p.name)).toEqual(['La Vie Est Belle']);
    expect(searchProducts(catalogue, 'LANCÔME').map((p) => p.name)).toEqual(['La Vie Est Belle']);
    expect(searchProducts([product('Ácqua', 'X')], 'acqua')).toHaveLength(1);
  });

  it('an empty query finds nothing', () => {
    expect(searchProducts(catalogue, '  ')).toEqual([]);
  });

  it('returns at most 5, ordered by name within a rank', () => {
    const many = Array.from({ length: 8 }, (_, i) => product(`Perfume ${8 - i}`, 'X'));
    expect(searchProducts(many, 'perfume').map((p) => p.name)).toEqual([
      'Perfume 1',
      'Perfume 2',
      'Perfume 3',
      'Perfume 4',
      'Perfume 5',
    ]);
  });
});
