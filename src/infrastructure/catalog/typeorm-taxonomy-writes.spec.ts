import type { Logger } from 'typeorm';
import { DeleteBrand } from '../../application/catalog-admin/DeleteBrand';
import { DeleteCategory } from '../../application/catalog-admin/DeleteCategory';
import { UpdateBrand } from '../../application/catalog-admin/UpdateBrand';
import { InMemoryFileStorage } from '../../application/testing/in-memory-product-writes';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { lockWaiters } from '../testing/lock-waiters';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TypeOrmBrandWrites, TypeOrmCategoryWrites } from './typeorm-taxonomy-writes';

/** Counts the statements that read products, to check the brand list's counts take one query. */
class ProductReads implements Logger {
  count = 0;
  logQuery(query: string): void {
    if (/^SELECT/i.test(query) && /FROM products/i.test(query)) this.count++;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

const AT = new Date('2026-11-22T15:00:00Z');

describe('TypeOrmBrandWrites and TypeOrmCategoryWrites, and the use cases deleting and updating through them (real PostgreSQL)', () => {
  let db: TestDatabase;
  let brands: TypeOrmBrandWrites;
  let categories: TypeOrmCategoryWrites;
  let uow: TypeOrmUnitOfWork;
  const storage = new InMemoryFileStorage();
  const reads = new ProductReads();

  beforeAll(async () => {
    db = await createTestDatabase({ logger: reads });
    brands = new TypeOrmBrandWrites(db.dataSource.manager);
    categories = new TypeOrmCategoryWrites(db.dataSource.manager);
    uow = new TypeOrmUnitOfWork(db.dataSource);
  });

  afterAll(() => db.drop());

  const brand = (name: string, logoKey: string | null = null) =>
    brands.insert({ name, description: name, logoKey, active: true }, AT);
  const category = (name: string) => categories.insert({ name, description: `Perfumes ${name}`, active: true }, AT);
  async function product(brandId: string, categoryIds: string[] = [], archived = false): Promise<string> {
    const [row]: { id: string }[] = await db.dataSource.query(
      `INSERT INTO products (name, brand_id, original_price_cents, archived_at) VALUES ('P', $1, 1000, $2) RETURNING id`,
      [brandId, archived ? AT : null],
    );
    for (const categoryId of categoryIds) {
      await db.dataSource.query(`INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)`, [
        row!.id,
        categoryId,
      ]);
    }
    return row!.id;
  }

  it('lists brands by name with their product counts (archived ones aside) from one grouped query', async () => {
    const lancome = await brand('Lancôme', 'brands/1-lancome.webp');
    const carolina = await brand('Carolina Herrera');
    const percent = await brand('100% Natural');
    await product(lancome.id);
    await product(lancome.id);
    await product(lancome.id, [], true);
    await product(percent.id);

    reads.count = 0;
    const listed = (await brands.listForAdmin(null)).items;
    expect(reads.count).toBe(1);
    expect(listed.map(({ item, productCount }) => [item.name, productCount])).toEqual([
      ['100% Natural', 1],
      ['Carolina Herrera', 0],
      ['Lancôme', 2],
    ]);
    expect(listed[2]!.item).toMatchObject({ description: 'Lancôme', logoKey: 'brands/1-lancome.webp', createdAt: AT });

    expect((await brands.listForAdmin('lancome')).items.map(({ item }) => item.id)).toEqual([lancome.id]);
    expect((await brands.listForAdmin('herr')).items.map(({ item }) => item.id)).toEqual([carolina.id]);
    // LIKE's wildcards in the search are plain text.
    expect((await brands.listForAdmin('0%')).items.map(({ item }) => item.id)).toEqual([percent.id]);
    expect(await brands.listForAdmin('_')).toEqual({ items: [], total: 0 });
    // A page of them, with how many match in all; the products are still counted by one grouped query.
    reads.count = 0;
    const page = await brands.listForAdmin(null, { offset: 1, limit: 1 });
    expect([page.items.map(({ item, productCount }) => [item.name, productCount]), page.total]).toEqual([
      [['Carolina Herrera', 0]],
      3,
    ]);
    expect(reads.count).toBe(1);
  });

  it('updates a brand under its row lock and keeps the product count (UpdateBrand)', async () => {
    const natura = await brand('Natura', 'brands/1-natura.webp');
    await product(natura.id);
    const later = new Date('2026-11-23T10:00:00Z');
    const result = await new UpdateBrand(uow, storage, { now: () => later }).execute(natura.id, {
      name: 'Natura Brasil',
      logoKey: null,
      active: false,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { item: { name: 'Natura Brasil', logoKey: null, active: false, updatedAt: later }, productCount: 1 },
    });
    expect(
      await new UpdateBrand(uow, storage, { now: () => later }).execute('not-a-uuid', {
        name: 'X',
        logoKey: null,
        active: true,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'BRAND_NOT_FOUND' },
    });
  });

  it('deletes a brand nothing uses; refuses one that products, or only archived products, still name (DeleteBrand)', async () => {
    const unused = await brand('Sin productos');
    const used = await brand('Con productos');
    const kept = await brand('Solo archivados');
    await product(used.id);
    await product(kept.id, [], true);
    const remove = new DeleteBrand(uow, storage);

    expect(await remove.execute(used.id)).toMatchObject({
      ok: false,
      error: { code: 'BRAND_IN_USE', details: { productCount: 1, archivedProductCount: 0 } },
    });
    expect(await remove.execute(kept.id)).toMatchObject({
      ok: false,
      error: { code: 'BRAND_IN_USE', details: { productCount: 0, archivedProductCount: 1 } },
    });
    expect(await remove.execute(unused.id)).toMatchObject({ ok: true, value: { id: unused.id } });
    expect(await brands.findById(unused.id)).toBeNull();
    expect(await brands.findById(used.id)).not.toBeNull();
    expect(await remove.execute(unused.id)).toMatchObject({ ok: false, error: { code: 'BRAND_NOT_FOUND' } });
    expect(await remove.execute('x')).toMatchObject({ ok: false, error: { code: 'BRAND_NOT_FOUND' } });
  });

  it('a brand delete waits for a product being saved with it, then refuses', async () => {
    const racing = await brand('Carrera');
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    // The product's foreign key check holds a share lock on the brand until this transaction ends.
    await runner.query(`INSERT INTO products (name, brand_id, original_price_cents) VALUES ('P', $1, 1000)`, [
      racing.id,
    ]);
    const removal = new DeleteBrand(uow, storage).execute(racing.id);
    await lockWaiters(db.dataSource);
    await runner.commitTransaction();
    await runner.release();
    expect(await removal).toMatchObject({ ok: false, error: { code: 'BRAND_IN_USE', details: { productCount: 1 } } });
  });

  it('lists categories by name, searching without case or accents', async () => {
    const citricos = await category('Cítricos');
    await category('Amaderados');
    expect((await categories.listForAdmin(null)).items.map(({ item }) => item.name)).toEqual([
      'Amaderados',
      'Cítricos',
    ]);
    expect((await categories.listForAdmin('citri')).items.map(({ item }) => item.id)).toEqual([citricos.id]);
    const page = await categories.listForAdmin(null, { offset: 1, limit: 5 });
    expect([page.items.map(({ item, productCount }) => [item.name, productCount]), page.total]).toEqual([
      [['Cítricos', 0]],
      2,
    ]);
  });

  it('updates a category; unknown ids answer null', async () => {
    const floral = await category('Floral');
    const later = new Date('2026-11-23T10:00:00Z');
    expect(
      await categories.update(floral.id, { name: 'Florales', description: 'Flores', active: false }, later),
    ).toMatchObject({ id: floral.id, name: 'Florales', description: 'Flores', active: false, updatedAt: later });
    expect(await categories.update('00000000-0000-4000-8000-000000000000', floral, later)).toBeNull();
  });

  it('deletes a category no product on sale is in (archived links go with it); refuses one with products (DeleteCategory)', async () => {
    const owner = await brand('Dueña');
    const full = await category('Con productos');
    const archivedOnly = await category('Solo archivados');
    await product(owner.id, [full.id, archivedOnly.id]);
    const archived = await product(owner.id, [archivedOnly.id], true);
    await db.dataSource.query(`DELETE FROM product_categories WHERE category_id = $1 AND product_id <> $2`, [
      archivedOnly.id,
      archived,
    ]);

    const remove = new DeleteCategory(uow);
    expect(await remove.execute(full.id)).toMatchObject({
      ok: false,
      error: { code: 'CATEGORY_IN_USE', details: { productCount: 1 } },
    });
    expect(await remove.execute(archivedOnly.id)).toMatchObject({ ok: true });
    expect(
      await db.dataSource.query(`SELECT count(*)::int AS n FROM product_categories WHERE category_id = $1`, [
        archivedOnly.id,
      ]),
    ).toEqual([{ n: 0 }]);
    expect(await remove.execute(archivedOnly.id)).toMatchObject({ ok: false, error: { code: 'CATEGORY_NOT_FOUND' } });
  });
});
