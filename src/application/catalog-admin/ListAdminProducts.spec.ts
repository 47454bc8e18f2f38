import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { GetProductStatistics } from './GetProductStatistics';
import { ListAdminProducts } from './ListAdminProducts';

function setup() {
  const shop = adminCatalogueFixture();
  const products = [
    aProduct({ id: 'p1', name: 'Sauvage', brandId: 'brand-dior', position: 2 }),
    aProduct({ id: 'p2', name: 'Ñandú Rosa', brandId: 'brand-old', position: 1, active: false, stock: 0 }),
    aProduct({ id: 'p3', name: 'Acqua', brandId: 'brand-dior', position: 2, carousel: true }),
  ];
  products.forEach((p) => shop.products.products.set(p.id, p));
  return shop;
}

describe('ListAdminProducts', () => {
  it('lists every product, inactive ones too, by position then name', async () => {
    const shop = setup();
    const list = await new ListAdminProducts(shop.products).execute(null);
    expect(list.map((p) => p.id)).toEqual(['p2', 'p3', 'p1']);
  });

  it('searches name or brand ignoring case and accents', async () => {
    const shop = setup();
    const list = new ListAdminProducts(shop.products);
    expect((await list.execute('  NANDU ')).map((p) => p.id)).toEqual(['p2']);
    expect((await list.execute('dïor')).map((p) => p.id)).toEqual(['p3', 'p1']);
    expect((await list.execute('   ')).length).toBe(3);
  });
});

describe('GetProductStatistics', () => {
  it('counts the stat cards with the domain rule', async () => {
    const shop = setup();
    expect(await new GetProductStatistics(shop.products, shop.clock).execute()).toEqual({
      total: 3,
      active: 2,
      promoted: 0,
      inCarousel: 1,
      upcomingPromotions: 0,
      activePromotions: 0,
      lowStock: 1,
    });
  });
});
