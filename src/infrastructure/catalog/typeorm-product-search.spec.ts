import type { Logger } from 'typeorm';
import { normalizeSearchText, searchRank } from '../../domain/catalog/product-search';
import { BrandSchema, ProductSchema } from '../database/schemas/catalog-records';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { escapeLike, TypeOrmProductRepository } from './typeorm-product-repository';

/** Keeps the last SELECT on products with its parameters, to EXPLAIN exactly what the repository ran. */
class StatementRecorder implements Logger {
  last: { query: string; parameters: unknown[] } | null = null;
  logQuery(query: string, parameters?: unknown[]): void {
    if (/^SELECT/i.test(query) && /FROM "?products"?\s/.test(query))
      this.last = { query, parameters: parameters ?? [] };
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe('TypeOrmProductRepository.search (real PostgreSQL)', () => {
  let db: TestDatabase;
  let repository: TypeOrmProductRepository;
  const recorder = new StatementRecorder();
  const brands: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase({ logger: recorder });
    repository = new TypeOrmProductRepository(db.dataSource.manager);
    const saved = await db.dataSource
      .getRepository(BrandSchema)
      .save([
        { name: 'Lancôme' },
        { name: 'Dior' },
        { name: 'Paco Rabanne' },
        { name: 'Marca Retirada', active: false },
      ]);
    for (const brand of saved) brands[brand.name] = brand.id;
  });

  afterAll(() => db.drop());

  beforeEach(async () => {
    await db.dataSource.query('TRUNCATE products CASCADE');
  });

  const insert = (rows: { name: string; brand: string; active?: boolean }[]) =>
    db.dataSource.getRepository(ProductSchema).save(
      rows.map((row) => ({
        name: row.name,
        brandId: brands[row.brand]!,
        originalPriceCents: 10000,
        stock: 5,
        active: row.active ?? true,
      })),
    );
  const names = async (query: string, limit = 5) =>
    (await repository.search(normalizeSearchText(query), limit)).map((p) => p.name);

  it('finds by product or brand name without regard to case or accents, both ways', async () => {
    await insert([
      { name: 'La Vie Est Belle', brand: 'Lancôme' },
      { name: 'Idôle EDP', brand: 'Lancôme' },
      { name: 'Sauvage EDT', brand: 'Dior' },
      { name: 'Invictus', brand: 'Paco Rabanne' },
    ]);
    expect((await names('lancome')).sort()).toEqual(['Idôle EDP', 'La Vie Est Belle']);
    expect((await names('LANCÔME')).sort()).toEqual(['Idôle EDP', 'La Vie Est Belle']);
    expect(await names('IDOLE')).toEqual(['Idôle EDP']);
    expect(await names('idôle')).toEqual(['Idôle EDP']);
    expect(await names('rabanne')).toEqual(['Invictus']);
    expect(await names('chanel')).toEqual([]);
  });

  it('leaves out inactive products and products of an inactive brand', async () => {
    await insert([
      { name: 'Dior Activo', brand: 'Dior' },
      { name: 'Dior Inactivo', brand: 'Dior', active: false },
      { name: 'Dior de marca retirada', brand: 'Marca Retirada' },
    ]);
    expect(await names('dior')).toEqual(['Dior Activo']);
  });

  it('answers at most the limit, best match first as the domain ranks them, then by name', async () => {
    const rows = [
      { name: 'Eau de Dior', brand: 'Lancôme' }, // word start (1)
      { name: 'Diorissimo', brand: 'Lancôme' }, // name start (0)
      { name: 'Sauvage', brand: 'Dior' }, // brand start (2)
      { name: 'Addiorama', brand: 'Lancôme' }, // inside the name (3)
      { name: 'Dior Homme', brand: 'Dior' }, // name start (0)
      { name: 'Fahrenheit', brand: 'Dior' }, // brand start (2)
      { name: 'Jadore', brand: 'Lancôme' }, // no match
    ];
    await insert(rows);
    const found = await names('dior', 10);
    const rankOf = (name: string) => {
      const row = rows.find((r) => r.name === name)!;
      return searchRank({ name: row.name, brandName: row.brand }, 'dior');
    };
    expect(found.slice(0, 2).sort()).toEqual(['Dior Homme', 'Diorissimo']);
    expect(found.map(rankOf)).toEqual([0, 0, 1, 2, 2, 3]);
    expect(found.slice(3, 5)).toEqual(['Fahrenheit', 'Sauvage']);
    expect(await names('dior')).toHaveLength(5);
    expect(
      rows
        .filter((r) => searchRank({ name: r.name, brandName: r.brand }, 'dior') !== null)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...found].sort());
  });

  it('a listing with a search (/buscar) finds what the suggestions find, beyond 5, sorted and paged', async () => {
    await insert([
      ...['Sauvage EDT', 'Sauvage Elixir', 'Fahrenheit', 'Homme', 'Miss Dior', 'Jadore'].map((name) => ({
        name,
        brand: 'Dior',
      })),
      { name: 'Eau de Dior', brand: 'Lancôme' },
      { name: 'Dior apagado', brand: 'Dior', active: false },
      { name: 'Invictus', brand: 'Paco Rabanne' },
      { name: '100% Dior_x', brand: 'Lancôme' },
    ]);
    const listing = (offset: number, limit: number, search = 'dior') =>
      repository.list({ active: true, listing: 'catalogue', sort: 'name', offset, limit, today: '2026-11-22', search });
    const first = await listing(0, 5);
    const second = await listing(5, 5);
    const found = [...first.items, ...second.items].map((p) => p.name);
    expect(first.total).toBe(8);
    expect(found).toEqual([...found].sort((a, b) => a.localeCompare(b)));
    // Issue 27: a sixth Dior product ('Sauvage Elixir') could not be reached from the 5 suggestions.
    expect(found).toContain('Sauvage Elixir');
    expect(found).not.toContain('Dior apagado');
    expect(found).not.toContain('Invictus');
    expect(new Set(found)).toEqual(new Set([...(await names('dior', 20))]));
    expect((await listing(0, 5, 'r_x')).items.map((p) => p.name)).toEqual(['100% Dior_x']);
  });

  it('takes % and _ in the text literally', async () => {
    await insert([
      { name: 'Agua 100% Natural', brand: 'Dior' },
      { name: 'Agua 1000 Natural', brand: 'Dior' },
      { name: 'Set_Viaje', brand: 'Dior' },
      { name: 'SetXViaje', brand: 'Dior' },
    ]);
    expect(await names('100%')).toEqual(['Agua 100% Natural']);
    expect(await names('t_v')).toEqual(['Set_Viaje']);
    expect(await names('%%')).toEqual([]);
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('uses the trigram indexes, not a sequential scan of products, on a catalogue of 20,000', async () => {
    // 200 houses with 100 products each, named like a real catalogue (no name contains the searched text).
    await db.dataSource.query(
      `INSERT INTO brands (name) SELECT 'Casa ' || substr(md5(i::text), 1, 6) FROM generate_series(1, 200) AS i`,
    );
    await db.dataSource.query(
      `INSERT INTO products (name, brand_id, original_price_cents, stock)
       SELECT 'Fragancia ' || substr(md5(i::text), 1, 8) || ' N' || i, b.ids[1 + i % 200], 10000, 5
       FROM generate_series(1, 20000) AS i,
            (SELECT array_agg(id ORDER BY name) AS ids FROM brands WHERE name LIKE 'Casa %') AS b`,
    );
    await insert([
      { name: 'Éclat d’Arpège Edición', brand: 'Lancôme' },
      { name: 'Idôle', brand: 'Lancôme' },
    ]);
    await db.dataSource.query('ANALYZE products');
    await db.dataSource.query('ANALYZE brands');
    const plan = async () => {
      const ran = recorder.last!;
      const [{ 'QUERY PLAN': plans }] = await db.dataSource.query(`EXPLAIN (FORMAT JSON) ${ran.query}`, ran.parameters);
      return nodes((plans as { Plan: PlanNode }[])[0]!.Plan);
    };
    // The rows a search matches are ranked and rechecked on the stored normalised name: the normalising function
    // (a SQL function PostgreSQL cannot inline) is not called per row.
    const normalisesPerRow = async () => {
      const ran = recorder.last!;
      const [{ 'QUERY PLAN': plans }] = await db.dataSource.query(
        `EXPLAIN (VERBOSE, FORMAT JSON) ${ran.query}`,
        ran.parameters,
      );
      return /unaccent/.test(JSON.stringify(plans));
    };
    const seqScansOfProducts = (steps: PlanNode[]) =>
      steps.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products');

    // Speed is the plan's business here (index scans, no sequential scan); timings belong to `npm run bench`.
    expect(await names('ÉCLAT')).toEqual(['Éclat d’Arpège Edición']);
    const byName = await plan();
    expect(byName.some((n) => n['Index Name'] === 'products_search_name_idx')).toBe(true);
    expect(seqScansOfProducts(byName)).toEqual([]);
    expect(await normalisesPerRow()).toBe(false);

    // A brand match reaches its products through an index on the brand (every product's, or those on the shelf),
    // combined with the name index.
    expect((await names('lancome')).sort()).toEqual(['Idôle', 'Éclat d’Arpège Edición']);
    const byBrand = await plan();
    const indexes = byBrand.map((n) => n['Index Name']);
    expect(indexes).toContain('products_search_name_idx');
    expect(indexes.some((name) => name === 'products_brand_idx' || name === 'products_on_shelf_idx')).toBe(true);
    expect(seqScansOfProducts(byBrand)).toEqual([]);
    expect(await normalisesPerRow()).toBe(false);
  }, 60_000);
});
