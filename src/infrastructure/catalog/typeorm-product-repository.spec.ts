import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Money } from '../../domain/money/money';
import { currentPrice, isDiscountApplied, type PromotionTerms } from '../../domain/catalog/promotion';
import { isListedOnWeb, isOnPromotionsPage, isOnSale } from '../../domain/catalog/product-visibility';
import { addDays } from '../../domain/shared/lima-date';
import {
  compareAdminProducts,
  compareMostWaited,
  matchesAdminProductFilter,
  type AdminProductFilter,
} from '../../domain/catalog/product-admin';
import type { ProductListQuery, ProductWithTaxonomy } from '../../application/ports/catalog-repositories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { BrandSchema, CategorySchema, ProductCategorySchema, ProductSchema } from '../database/schemas/catalog-records';
import { seedDemoData } from '../seed/seed-demo-data';
import { LocalFileStorage } from '../storage/local-file-storage';
import { toBrand, toCategory, toProduct } from './catalog-mappers';
import { TypeOrmProductRepository } from './typeorm-product-repository';

const TODAY = '2026-11-22';

describe('TypeOrmProductRepository (real PostgreSQL)', () => {
  let db: TestDatabase;
  let repository: TypeOrmProductRepository;
  let brandA: string;
  let brandB: string;
  /** An inactive brand: its products are not on sale. */
  let brandOff: string;
  let women: string;
  let men: string;
  /** An inactive category: still among a product's categories (hiding it is the resolver's). */
  let retired: string;

  const base = {
    query: { sort: 'position' as const, listing: 'catalogue' as const, offset: 0, limit: 100, today: TODAY },
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    repository = new TypeOrmProductRepository(db.dataSource.manager);
    const brands = await db.dataSource
      .getRepository(BrandSchema)
      .save([{ name: 'Dior' }, { name: 'Chanel' }, { name: 'Retirada', active: false }]);
    brandA = brands[0]!.id;
    brandB = brands[1]!.id;
    brandOff = brands[2]!.id;
    const categories = await db.dataSource
      .getRepository(CategorySchema)
      .save([{ name: 'Perfumes Mujer' }, { name: 'Perfumes Hombre' }, { name: 'Antiguos', active: false }]);
    women = categories[0]!.id;
    men = categories[1]!.id;
    retired = categories[2]!.id;
  });

  afterAll(() => db.drop());

  beforeEach(async () => {
    await db.dataSource.query('TRUNCATE products CASCADE');
  });

  async function insert(fields: {
    name: string;
    cents: number;
    brandId?: string;
    categories?: string[];
    promotion?: Partial<PromotionTerms>;
    active?: boolean;
    carousel?: boolean;
    position?: number;
    stock?: number;
  }): Promise<string> {
    const promotion = fields.promotion ?? {};
    const saved = await db.dataSource.getRepository(ProductSchema).save({
      name: fields.name,
      brandId: fields.brandId ?? brandA,
      originalPriceCents: fields.cents,
      isPromoted: promotion.isPromoted ?? false,
      promotionType: promotion.type ?? 'percentage',
      discount: promotion.discount ?? 0,
      promotionStartDate: promotion.startDate ?? null,
      promotionEndDate: promotion.endDate ?? null,
      active: fields.active ?? true,
      carousel: fields.carousel ?? false,
      position: fields.position ?? 0,
      stock: fields.stock ?? 0,
      imageKeys: ['products/x.svg'],
    });
    if (fields.categories?.length) {
      await db.dataSource
        .getRepository(ProductCategorySchema)
        .save(fields.categories.map((categoryId) => ({ productId: saved.id, categoryId })));
    }
    return saved.id;
  }

  it("sorts by today's price exactly as the domain prices every promotion shape", async () => {
    // Each shape of the pricing rule: none, active %, active fixed (incl. below zero), upcoming, expired,
    // single-day today, zero discount, window ending today, and half-céntimo rounding.
    const shapes: { cents: number; promotion: PromotionTerms }[] = [
      {
        cents: 12990,
        promotion: { isPromoted: false, type: 'percentage', discount: 30, startDate: null, endDate: null },
      },
      {
        cents: 10000,
        promotion: {
          isPromoted: true,
          type: 'percentage',
          discount: 20,
          startDate: addDays(TODAY, -2),
          endDate: addDays(TODAY, 2),
        },
      },
      {
        cents: 9000,
        promotion: { isPromoted: true, type: 'fixed', discount: 50, startDate: addDays(TODAY, -2), endDate: TODAY },
      },
      { cents: 3000, promotion: { isPromoted: true, type: 'fixed', discount: 50, startDate: TODAY, endDate: TODAY } },
      {
        cents: 8000,
        promotion: {
          isPromoted: true,
          type: 'percentage',
          discount: 50,
          startDate: addDays(TODAY, 1),
          endDate: addDays(TODAY, 3),
        },
      },
      {
        cents: 7000,
        promotion: {
          isPromoted: true,
          type: 'percentage',
          discount: 50,
          startDate: addDays(TODAY, -5),
          endDate: addDays(TODAY, -1),
        },
      },
      {
        cents: 6000,
        promotion: { isPromoted: true, type: 'percentage', discount: 0, startDate: TODAY, endDate: TODAY },
      },
      {
        cents: 1001,
        promotion: { isPromoted: true, type: 'percentage', discount: 50, startDate: TODAY, endDate: addDays(TODAY, 1) },
      },
      {
        cents: 1999,
        promotion: { isPromoted: true, type: 'percentage', discount: 15, startDate: TODAY, endDate: addDays(TODAY, 1) },
      },
    ];
    for (const [i, shape] of shapes.entries()) {
      await insert({ name: `P${i}`, cents: shape.cents, promotion: shape.promotion });
    }
    const domainPrice = (cents: number, terms: PromotionTerms) =>
      currentPrice(Money.fromCents(cents), terms, TODAY).cents;
    const expected = shapes.map((s) => domainPrice(s.cents, s.promotion)).sort((a, b) => a - b);

    const { items } = await repository.list({ ...base.query, sort: 'price-asc' });
    const actual = items.map((p) => currentPrice(p.originalPrice, p.promotion, TODAY).cents);
    expect(actual).toEqual(expected);

    const desc = await repository.list({ ...base.query, sort: 'price-desc' });
    expect(desc.items.map((p) => currentPrice(p.originalPrice, p.promotion, TODAY).cents)).toEqual(
      [...expected].reverse(),
    );

    const promoted = await repository.list({ ...base.query, promoted: true });
    expect(promoted.items.every((p) => isDiscountApplied(p.promotion, TODAY))).toBe(true);
    expect(promoted.total).toBe(shapes.filter((s) => isDiscountApplied(s.promotion, TODAY)).length);
  });

  it('applies the on-sale, web-list and promotions-page rules exactly as the domain does', async () => {
    const shapes: { name: string; active: boolean; brandActive: boolean; promotion: PromotionTerms }[] = [];
    const windows: [string | null, string | null][] = [
      [null, null],
      [addDays(TODAY, -3), addDays(TODAY, 3)],
      [TODAY, TODAY],
      [addDays(TODAY, -3), TODAY],
      [addDays(TODAY, 1), addDays(TODAY, 5)],
      [addDays(TODAY, -5), addDays(TODAY, -1)],
    ];
    for (const brandActive of [true, false]) {
      for (const active of [true, false]) {
        for (const isPromoted of [true, false]) {
          for (const discount of [0, 10]) {
            for (const [startDate, endDate] of windows) {
              shapes.push({
                name: `P${shapes.length}`,
                active,
                brandActive,
                promotion: { isPromoted, type: 'percentage', discount, startDate, endDate },
              });
            }
          }
        }
      }
    }
    for (const shape of shapes) {
      await insert({
        name: shape.name,
        cents: 1000,
        active: shape.active,
        brandId: shape.brandActive ? brandA : brandOff,
        promotion: shape.promotion,
      });
    }
    const brandOf = (s: (typeof shapes)[number]) => ({ active: s.brandActive });
    const names = async (query: Partial<ProductListQuery>) =>
      (await repository.list({ ...base.query, ...query, sort: 'name' })).items.map((p) => p.name).sort();
    const expected = (rule: (s: (typeof shapes)[number]) => boolean) =>
      shapes
        .filter(rule)
        .map((s) => s.name)
        .sort();

    expect(await names({ listing: 'web' })).toEqual(expected((s) => isListedOnWeb(s, brandOf(s), TODAY)));
    expect(await names({ listing: 'promotions' })).toEqual(expected((s) => isOnPromotionsPage(s, brandOf(s), TODAY)));
    expect(await names({ active: true })).toEqual(expected((s) => isOnSale(s, brandOf(s))));
    expect(await names({ active: false })).toEqual(expected((s) => !isOnSale(s, brandOf(s))));
    expect(expected((s) => isOnSale(s, brandOf(s))).length).toBeGreaterThan(0);
    expect((await repository.list({ ...base.query })).total).toBe(shapes.length);
  });

  it('filters by active, carousel, brand and category and carries category ids', async () => {
    const both = await insert({ name: 'Unisex', cents: 100, categories: [women, men], carousel: true });
    await insert({ name: 'Mujer', cents: 100, categories: [women], brandId: brandB });
    await insert({ name: 'Oculto', cents: 100, categories: [men], active: false });

    expect((await repository.list({ ...base.query, active: true })).total).toBe(2);
    expect((await repository.list({ ...base.query, carousel: true })).items.map((p) => p.id)).toEqual([both]);
    expect((await repository.list({ ...base.query, brandId: brandB })).items.map((p) => p.name)).toEqual(['Mujer']);
    const menList = await repository.list({ ...base.query, categoryId: men });
    expect(menList.items.map((p) => p.name).sort()).toEqual(['Oculto', 'Unisex']);
    const unisex = menList.items.find((p) => p.id === both);
    expect([...(unisex?.categoryIds ?? [])].sort()).toEqual([women, men].sort());
  });

  it('paginates with a stable order and reports the total', async () => {
    for (let i = 0; i < 7; i++) await insert({ name: `Perfume ${i}`, cents: 100, position: i % 3 });
    const first = await repository.list({ ...base.query, offset: 0, limit: 3 });
    const second = await repository.list({ ...base.query, offset: 3, limit: 3 });
    const third = await repository.list({ ...base.query, offset: 6, limit: 3 });
    expect(first.total).toBe(7);
    const ids = [...first.items, ...second.items, ...third.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(7);
    expect(first.items.map((p) => p.position)).toEqual([0, 0, 0]);
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    expect(third.items).toHaveLength(1);
    // Past the end there is no row to carry the window count: the total still comes back.
    expect(await repository.list({ ...base.query, offset: 30, limit: 3 })).toEqual({ items: [], total: 7 });
    expect(await repository.list({ ...base.query, brandId: brandB })).toEqual({ items: [], total: 0 });
    expect(await repository.list({ ...base.query, brandId: brandB, offset: 3 })).toEqual({ items: [], total: 0 });
  });

  it("pages the admin's table exactly as the domain filters and orders it", async () => {
    const shapes = [
      { name: 'Ñandú Rosa', cents: 100, stock: 0, position: 2 },
      {
        name: 'Sauvage',
        cents: 100,
        stock: 5,
        position: 1,
        carousel: true,
        promotion: { isPromoted: true, discount: 10 },
      },
      { name: 'Bleu', cents: 100, stock: 6, position: 1, brandId: brandB },
      { name: 'Antiguo', cents: 100, stock: 2, position: 3, active: false },
      { name: 'Chance', cents: 100, stock: 40, position: 1, brandId: brandB, carousel: true },
      { name: 'Ámbar', cents: 100, stock: 1, position: 1, brandId: brandOff, promotion: { isPromoted: true } },
    ];
    for (const shape of shapes) await insert(shape);
    const every = (await repository.pageForAdmin({ filter: {}, sort: 'position', offset: 0, limit: 100 })).items;
    const brandName = new Map([
      [brandA, 'Dior'],
      [brandB, 'Chanel'],
      [brandOff, 'Retirada'],
    ]);
    const filters: AdminProductFilter[] = [
      {},
      { lowStock: true },
      { lowStock: false },
      { active: false },
      { carousel: true, active: true },
      { promoted: true },
      { promoted: false, lowStock: true },
      { search: 'nandu' },
      { search: 'chanel' },
      { search: 'retir', promoted: true },
      { search: '100%_' },
    ];
    for (const filter of filters) {
      const expected = every
        .filter((p) => matchesAdminProductFilter(p, brandName.get(p.brandId) ?? null, filter))
        .sort(compareAdminProducts)
        .map((p) => p.name);
      const page = await repository.pageForAdmin({ filter, sort: 'position', offset: 0, limit: 100 });
      expect({ filter, names: page.items.map((p) => p.name), total: page.total }).toEqual({
        filter,
        names: expected,
        total: expected.length,
      });
    }
    const second = await repository.pageForAdmin({ filter: {}, sort: 'position', offset: 2, limit: 2 });
    expect([second.items.map((p) => p.name), second.total]).toEqual([
      [...every]
        .sort(compareAdminProducts)
        .slice(2, 4)
        .map((p) => p.name),
      6,
    ]);
    expect(
      await repository.pageForAdmin({ filter: { lowStock: true }, sort: 'position', offset: 40, limit: 2 }),
    ).toEqual({
      items: [],
      total: 3,
    });
    expect((await repository.lowStock(2)).map((p) => [p.name, p.stock, p.brand?.name])).toEqual([
      ['Ñandú Rosa', 0, 'Dior'],
      ['Ámbar', 1, 'Retirada'],
    ]);
  });

  it("sorts the admin's table by the most awaited (confirmed requests only), with each product's count, paged", async () => {
    const ids: Record<string, string> = {};
    for (const [i, name] of ['Acqua', 'Bleu', 'Chance', 'Dune', 'Eros'].entries()) {
      ids[name] = await insert({ name, cents: 100, position: i % 2, active: name !== 'Dune' });
    }
    const ask = async (name: string, count: number, confirmed = true) => {
      for (let i = 0; i < count; i++) {
        await db.dataSource.query(
          `INSERT INTO restock_requests (product_id, email, token_digest, confirmed_at, created_at)
           VALUES ($1, $2, $3, $4, now())`,
          [
            ids[name],
            `${name}-${i}-${confirmed}@correo.pe`,
            confirmed ? null : `${name}-${i}`,
            confirmed ? new Date() : null,
          ],
        );
      }
    };
    await ask('Chance', 1);
    await ask('Eros', 3);
    await ask('Dune', 1);
    await ask('Acqua', 4, false); // waiting for their links: they do not count

    const waited = (await repository.pageForAdmin({ filter: {}, sort: 'most-waited', offset: 0, limit: 100 })).items;
    expect(waited.map((p) => [p.name, p.restockWaiting])).toEqual([
      ['Eros', 3],
      ['Chance', 1],
      ['Dune', 1],
      ['Acqua', 0],
      ['Bleu', 0],
    ]);
    expect([...waited].sort(compareMostWaited).map((p) => p.name)).toEqual(waited.map((p) => p.name));
    // The usual order carries the counts too; filters and pages as ever.
    const byPosition = await repository.pageForAdmin({ filter: {}, sort: 'position', offset: 0, limit: 100 });
    expect(byPosition.items.map((p) => [p.name, p.restockWaiting])).toEqual([
      ['Acqua', 0],
      ['Chance', 1],
      ['Eros', 3],
      ['Bleu', 0],
      ['Dune', 1],
    ]);
    const pages = await Promise.all(
      [0, 2, 4].map((offset) => repository.pageForAdmin({ filter: {}, sort: 'most-waited', offset, limit: 2 })),
    );
    expect(pages.flatMap((page) => page.items.map((p) => p.name))).toEqual(waited.map((p) => p.name));
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    const active = await repository.pageForAdmin({
      filter: { active: true },
      sort: 'most-waited',
      offset: 1,
      limit: 2,
    });
    expect([active.items.map((p) => p.name), active.total]).toEqual([['Chance', 'Acqua'], 4]);
  });

  it('finds by id and treats malformed or unknown ids as not found', async () => {
    const id = await insert({ name: 'Sauvage', cents: 57900, categories: [men] });
    const product = await repository.findById(id);
    expect(product?.name).toBe('Sauvage');
    expect(product?.originalPrice.cents).toBe(57900);
    expect(product?.categoryIds).toEqual([men]);
    expect(product?.brand).toMatchObject({ id: brandA, name: 'Dior', active: true, logoKey: null });
    expect(product?.categories).toEqual([expect.objectContaining({ id: men, name: 'Perfumes Hombre' })]);
    expect(await repository.findById('not-a-uuid')).toBeNull();
    expect(await repository.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect((await repository.list({ ...base.query, brandId: 'nope' })).total).toBe(0);
  });

  it('carries the brand and every category, inactive ones too, sorted by name, in the order of categoryIds', async () => {
    const id = await insert({ name: 'Unisex', cents: 100, brandId: brandOff, categories: [women, retired, men] });
    const alone = await insert({ name: 'Sin categoría', cents: 100 });
    const [read] = (await repository.list({ ...base.query, brandId: brandOff })).items;
    const names = ['Antiguos', 'Perfumes Hombre', 'Perfumes Mujer'];

    expect(read?.brand).toMatchObject({ id: brandOff, name: 'Retirada', active: false });
    expect(read?.categories.map((c) => c.name)).toEqual(names);
    expect(read?.categories.map((c) => c.active)).toEqual([false, true, true]);
    expect(read?.categoryIds).toEqual([retired, men, women]);
    expect((await repository.findById(id))?.categories.map((c) => c.name)).toEqual(names);
    expect((await repository.search('unisex', 5)).map((p) => p.name)).toEqual([]);
    expect(await repository.findById(alone)).toMatchObject({ categoryIds: [], categories: [] });
  });

  it("findForCart returns each known product once, with its categories and its brand's state", async () => {
    const onSale = await insert({ name: 'Sauvage', cents: 57900, categories: [men] });
    const retired = await insert({ name: 'De marca retirada', cents: 100, brandId: brandOff });
    const inactive = await insert({ name: 'Inactivo', cents: 100, active: false });

    const entries = await repository.findForCart([
      onSale,
      retired,
      inactive,
      onSale,
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ]);

    const byName = new Map(entries.map((e) => [e.product.name, e]));
    expect(entries).toHaveLength(3);
    expect(byName.get('Sauvage')).toEqual({
      product: expect.objectContaining({ id: onSale, categoryIds: [men] }),
      brand: { active: true },
      brandName: 'Dior',
    });
    expect(byName.get('De marca retirada')?.brand).toEqual({ active: false });
    expect(byName.get('Inactivo')?.product).toMatchObject({ id: inactive, active: false });
    expect(retired).toBe(byName.get('De marca retirada')?.product.id);
    expect(await repository.findForCart(['nope'])).toEqual([]);
  });

  it('refuses invalid money and stock at the database level', async () => {
    await expect(insert({ name: 'Negativo', cents: -1 })).rejects.toThrow();
    await expect(
      insert({ name: 'Demasiado', cents: 100, promotion: { isPromoted: true, type: 'percentage', discount: 120 } }),
    ).rejects.toThrow();
  });
});

/**
 * The single-statement reads give exactly what TypeORM's entities mapped by toProduct, toBrand and
 * toCategory gave (dates, money, timestamps to the millisecond, image keys), on the whole demo catalogue.
 */
describe('TypeOrmProductRepository reads the same values as the entity path (demo data, real PostgreSQL)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    const files = new LocalFileStorage(mkdtempSync(path.join(tmpdir(), 'esencia-files-')));
    await seedDemoData(db.dataSource, files, new Date(`${TODAY}T15:00:00Z`));
    // An inactive category and a brand logo, so those values are compared too.
    await db.dataSource.query(
      `UPDATE categories SET active = false WHERE id = (SELECT min(id::text)::uuid FROM categories)`,
    );
    await db.dataSource.query(
      `UPDATE brands SET logo_key = 'brands/logo.png' WHERE id = (SELECT min(id::text)::uuid FROM brands)`,
    );
  }, 60_000);

  afterAll(() => db.drop());

  /** Categories compared as a set (their order is checked above). */
  const bySet = (product: ProductWithTaxonomy) => ({
    ...product,
    categoryIds: [...product.categoryIds].sort(),
    categories: [...product.categories].sort((a, b) => a.id.localeCompare(b.id)),
  });

  it('for every product, by list and by id, field by field', async () => {
    const repository = new TypeOrmProductRepository(db.dataSource.manager);
    const records = await db.dataSource.getRepository(ProductSchema).find();
    const links = await db.dataSource.getRepository(ProductCategorySchema).find();
    const brands = new Map((await db.dataSource.getRepository(BrandSchema).find()).map((r) => [r.id, toBrand(r)]));
    const categories = new Map(
      (await db.dataSource.getRepository(CategorySchema).find()).map((r) => [r.id, toCategory(r)]),
    );
    const expected = (id: string): ProductWithTaxonomy => {
      const record = records.find((r) => r.id === id)!;
      const categoryIds = links.filter((link) => link.productId === id).map((link) => link.categoryId);
      return bySet({
        ...toProduct(record, categoryIds),
        brand: brands.get(record.brandId) ?? null,
        categories: categoryIds.map((categoryId) => categories.get(categoryId)!),
      });
    };

    const page = await repository.list({
      ...{ sort: 'name', listing: 'catalogue', today: TODAY },
      offset: 0,
      limit: 1000,
    });
    expect(records.length).toBeGreaterThan(50);
    expect(page.total).toBe(records.length);
    expect(records.some((r) => r.promotionStartDate !== null)).toBe(true);
    expect([...categories.values()].some((c) => !c.active)).toBe(true);
    for (const product of page.items) {
      expect(bySet(product)).toEqual(expected(product.id));
      expect(product.categoryIds).toEqual(product.categories.map((c) => c.id));
      expect(bySet((await repository.findById(product.id))!)).toEqual(expected(product.id));
    }
  });
});
