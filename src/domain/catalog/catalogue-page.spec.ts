import { CATALOGUE_PAGE_SIZE, readCataloguePageQuery } from './catalogue-page';

describe('a catalogue listing’s URL query', () => {
  it('defaults to the admin’s order, first page', () => {
    expect(readCataloguePageQuery({})).toEqual({ sort: 'position', page: 1 });
    expect(readCataloguePageQuery({ sort: null, page: null })).toEqual({ sort: 'position', page: 1 });
  });

  it('keeps a known sort and a whole page number from 1 up', () => {
    expect(readCataloguePageQuery({ sort: 'price-desc', page: '3' })).toEqual({ sort: 'price-desc', page: 3 });
    expect(readCataloguePageQuery({ sort: 'name', page: '1' })).toEqual({ sort: 'name', page: 1 });
  });

  it.each(['PRICE_ASC', 'precio', '', 'position ', 'constructor'])('reads the unknown sort %j as position', (sort) => {
    expect(readCataloguePageQuery({ sort }).sort).toBe('position');
  });

  it.each(['0', '-2', '1.5', 'dos', '', ' ', '1e400'])('reads the page %j as the first', (page) => {
    expect(readCataloguePageQuery({ page }).page).toBe(1);
  });

  it('asks for 12 products per page', () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(12);
  });
});
