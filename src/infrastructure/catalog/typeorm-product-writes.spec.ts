import type { ProductContent } from '../../application/ports/product-writes';
import { Money } from '../../domain/money/money';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TypeOrmProductRepository } from './typeorm-product-repository';
import { TypeOrmProductWrites } from './typeorm-product-writes';

const AT = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';

describe('TypeOrmProductWrites (real PostgreSQL)', () => {
  let db: TestDatabase;
  let writes: TypeOrmProductWrites;
  let brandId: string;
  let categoryIds: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    writes = new TypeOrmProductWrites(db.dataSource.manager);
    [{ id: brandId }] = await db.dataSource.query(`INSERT INTO brands (name) VALUES ('Dior') RETURNING id`);
    const categories: { id: string }[] = await db.dataSource.query(
      `INSERT INTO categories (name) VALUES ('Mujer'), ('Hombre') RETURNING id`,
    );
    categoryIds = categories.map((c) => c.id);
  });

  afterAll(async () => {
    await db.drop();
  });

  /** The admin's table (every product, or those matching `needle`), all in one page. */
  const adminList = async (needle: string | null) =>
    (
      await new TypeOrmProductRepository(db.dataSource.manager).pageForAdmin({
        filter: needle ? { search: needle } : {},
        sort: 'position',
        offset: 0,
        limit: 100,
      })
    ).items;

  const content = (changes: Partial<ProductContent> = {}): ProductContent => ({
    name: 'Sauvage',
    description: 'Fresco',
    brandId,
    categoryIds: [categoryIds[0]!],
    originalPrice: Money.fromSoles(350),
    promotion: { isPromoted: true, type: 'fixed', discount: 50, startDate: TODAY, endDate: TODAY },
    active: true,
    carousel: false,
    imageKeys: ['products/1764000000000-0-a.webp', 'products/1764000000000-1-b.webp'],
    ...changes,
  });

  it('inserts after every other product and updates fields and category links, never the stock', async () => {
    const first = await writes.insert(content(), AT);
    const next = await writes.insert(content({ name: 'Miss Dior' }), AT);
    expect(next.position).toBe(first.position + 1);
    // The stock moves only through the ledger (ProductStock.record): a new product has none yet.
    expect(first).toMatchObject({ name: 'Sauvage', categoryIds: [categoryIds[0]], stock: 0, held: 0 });

    await db.dataSource.query(`UPDATE products SET stock = 7 WHERE id = $1`, [first.id]);
    // A checked form also carries its stock: update leaves it to the ledger.
    const form = { ...content({ categoryIds: [...categoryIds].reverse() }), stock: 3 };
    const updated = await writes.update(first.id, form, AT);
    expect(updated).toMatchObject({ stock: 7, promotion: { type: 'fixed', discount: 50, startDate: TODAY } });
    expect([...updated!.categoryIds].sort()).toEqual([...categoryIds].sort());
    expect(await writes.update('00000000-0000-4000-8000-000000000000', content(), AT)).toBeNull();
    expect(await writes.update('not-a-uuid', content(), AT)).toBeNull();
  });

  it('archives: gone from every read, while the row stays for the orders that name it', async () => {
    const product = await writes.insert(content({ name: 'Archivado Único' }), AT);
    await writes.archive(product.id, AT);
    const storefront = new TypeOrmProductRepository(db.dataSource.manager);

    expect(await storefront.findById(product.id)).toBeNull();
    expect(await storefront.findForCart([product.id])).toEqual([]);
    expect(await storefront.search('archivado unico', 5)).toEqual([]);
    const page = await storefront.list({
      listing: 'catalogue',
      sort: 'position',
      offset: 0,
      limit: 100,
      today: TODAY,
    });
    expect(page.items.map((p) => p.id)).not.toContain(product.id);
    expect(page.total).toBe(page.items.length);
    expect((await adminList(null)).map((p) => p.id)).not.toContain(product.id);
    expect(await writes.lockForUpdate(product.id)).toBeNull();
    const [row] = await db.dataSource.query(`SELECT archived_at, image_keys FROM products WHERE id = $1`, [product.id]);
    expect(row).toEqual({ archived_at: AT, image_keys: [] });
  });

  it('knows whether orders name a product, and deletes one with its links', async () => {
    const product = await writes.insert(content(), AT);
    expect(await writes.isOrdered(product.id)).toBe(false);
    await writes.delete(product.id);
    const [{ links }] = await db.dataSource.query(
      `SELECT count(*)::int AS links FROM product_categories WHERE product_id = $1`,
      [product.id],
    );
    expect(links).toBe(0);
    expect(await writes.lockForUpdate(product.id)).toBeNull();
  });

  it('switches off, in one statement, only the promotions that ended before today', async () => {
    await db.dataSource.query(`UPDATE products SET is_promoted = false`);
    const ended = await writes.insert(
      content({
        promotion: {
          isPromoted: true,
          type: 'percentage',
          discount: 10,
          startDate: '2026-11-01',
          endDate: '2026-11-21',
        },
      }),
      AT,
    );
    const running = await writes.insert(content(), AT);
    expect(await writes.switchOffExpiredPromotions(TODAY, AT)).toBe(1);
    const after = await adminList(null);
    expect(after.find((p) => p.id === ended.id)?.promotion).toEqual({
      isPromoted: false,
      type: 'percentage',
      discount: 0,
      startDate: '2026-11-01',
      endDate: '2026-11-21',
    });
    expect(after.find((p) => p.id === running.id)?.promotion.isPromoted).toBe(true);
    expect(await writes.switchOffExpiredPromotions(TODAY, AT)).toBe(0);
  });

  it('searches the admin list by name or brand, ignoring case and accents', async () => {
    await writes.insert(content({ name: 'Ñandú Nocturno' }), AT);
    expect((await adminList('nandu')).map((p) => p.name)).toEqual(['Ñandú Nocturno']);
    expect((await adminList('dior')).length).toBeGreaterThan(1);
    expect(await adminList('100%_')).toEqual([]);
  });
});
