/**
 * A large store for bench/scale.bench.ts (issue 28): 10 000 products over 300 brands and 40 categories, 50 000
 * accounts, 1 000 stories with their views, likes and wants, and orders added in steps (1–5 lines each, spread
 * over the two years before now, in every status, with their status history), all written with COPY.
 *
 * It writes into the schema the migrations made, table by table through explicit column lists, and checks that
 * schema first: a column it writes that is gone, or a required column (NOT NULL, no default) it does not fill,
 * stops the bench with the table and column named — a new migration then needs a line here, not a silent gap.
 * Random but repeatable (a seeded generator): two runs load the same shop, ids aside.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hash } from '@node-rs/argon2';
import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { currentPrice, isDiscountApplied, type PromotionTerms } from '../src/domain/catalog/promotion';
import { Money } from '../src/domain/money/money';
import { orderTotals } from '../src/domain/order/order-totals';
import { limaDate, type IsoDate } from '../src/domain/shared/lima-date';

export const LARGE_STORE = {
  brands: 300,
  categories: 40,
  products: 10_000,
  accounts: 50_000,
  stories: 1_000,
  /** Products an account keeps in 'Favoritos', at most (0 to this many each, about 3 on average). */
  favoritesPerAccount: 6,
} as const;

const DAY_MS = 86_400_000;
/** Orders are spread over the two years before now. */
const ORDER_SPAN_MS = 730 * DAY_MS;

/** A small fast seeded generator (mulberry32): the same shop on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const FIRST_NAMES = [
  'Ana',
  'Lucía',
  'María',
  'Rosa',
  'Camila',
  'Valeria',
  'Sofía',
  'Daniela',
  'Andrea',
  'Carmen',
  'José',
  'Luis',
  'Carlos',
  'Jorge',
  'Miguel',
  'Diego',
  'Renzo',
  'Álvaro',
  'Piero',
  'Martín',
  'Ñusta',
  'Inés',
];
const LAST_NAMES = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rodríguez',
  'García',
  'Rojas',
  'Huamán',
  'Mendoza',
  'Torres',
  'Chávez',
  'Vargas',
  'Ramírez',
  'Castillo',
  'Espinoza',
  'Gutiérrez',
  'Muñoz',
  'Núñez',
  'Paredes',
  'Ccori',
];
const WORDS = [
  'Noir',
  'Bloom',
  'Aqua',
  'Oud',
  'Velvet',
  'Citrus',
  'Ámbar',
  'Rosa',
  'Cedro',
  'Vainilla',
  'Intense',
  'Sport',
  'Night',
  'Gold',
  'Pure',
  'Wild',
  'Silk',
  'Musk',
  'Jardín',
  'Brisa',
  'Lima',
  'Pacífico',
  'Andes',
];
const HOUSES = ['Maison', 'Atelier', 'Casa', 'Parfums', 'Studio', 'Jardins', 'Fragancias', 'Perfumería'];
const PAYMENT_METHODS = ['yape', 'plin', 'transferencia', 'izipay'] as const;

/** A value in COPY's text format: \N for null, backslash, tab and line breaks escaped. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A text[] literal for COPY (the keys have no commas, quotes or braces). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Stops with the table and column named when the schema is not what this loader writes: a column it writes is
 * missing, or a required column (NOT NULL, no default, not generated) is one it does not fill.
 */
export async function checkColumns(client: Client, table: string, written: readonly string[]): Promise<void> {
  const { rows } = await client.query<{
    column_name: string;
    is_nullable: string;
    column_default: string | null;
    is_generated: string;
    identity_generation: string | null;
  }>(
    `SELECT column_name, is_nullable, column_default, is_generated, identity_generation
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
    [table],
  );
  if (rows.length === 0) throw new Error(`bench/large-store.ts: the table "${table}" does not exist (schema changed?)`);
  const existing = new Set(rows.map((row) => row.column_name));
  const gone = written.filter((column) => !existing.has(column));
  const unfilled = rows
    .filter(
      (row) =>
        row.is_nullable === 'NO' &&
        row.column_default === null &&
        row.is_generated === 'NEVER' &&
        row.identity_generation === null &&
        !written.includes(row.column_name),
    )
    .map((row) => row.column_name);
  if (gone.length > 0 || unfilled.length > 0) {
    throw new Error(
      `bench/large-store.ts cannot load "${table}" into this schema (a migration changed it):` +
        (gone.length ? ` it writes ${gone.join(', ')}, which the table no longer has;` : '') +
        (unfilled.length
          ? ` the table requires ${unfilled.join(', ')} (NOT NULL, no default), which it does not fill;`
          : '') +
        ' teach the loader the new columns.',
    );
  }
}

/** COPY rows (arrays of fields) into `table (columns)` after checking the columns. */
async function copyRows(
  client: Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly (string | number | boolean | null)[]>,
): Promise<number> {
  await checkColumns(client, table, columns);
  let count = 0;
  function* lines() {
    let chunk = '';
    for (const row of rows) {
      chunk += `${row.map(field).join('\t')}\n`;
      count += 1;
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(lines()), stream);
  return count;
}

interface LoadedProduct {
  readonly id: string;
  readonly name: string;
  readonly brandName: string;
  readonly priceCents: number;
  readonly promotion: PromotionTerms;
  readonly imageKey: string;
}

interface LoadedAccount {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

/** What the catalogue step leaves for the order steps. */
export interface LargeCatalogue {
  readonly products: readonly LoadedProduct[];
  readonly accounts: readonly LoadedAccount[];
  readonly admin: { readonly id: string; readonly email: string };
  /** Orders loaded so far (each step adds to them). */
  orders: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function promotionFor(random: Random, now: number): PromotionTerms {
  const kind = random();
  if (kind > 0.15) return { isPromoted: false, type: 'percentage', discount: 0, startDate: null, endDate: null };
  const fixed = random() < 0.3;
  const startOffset =
    kind < 0.05 ? -between(random, 1, 10) : kind < 0.1 ? between(random, 1, 20) : -between(random, 30, 90);
  const start = now + startOffset * DAY_MS;
  const end = start + between(random, 0, 20) * DAY_MS;
  return {
    isPromoted: true,
    type: fixed ? 'fixed' : 'percentage',
    discount: fixed ? between(random, 5, 40) : between(random, 5, 50),
    startDate: limaDate(new Date(start)),
    endDate: limaDate(new Date(end)),
  };
}

/** Brands, categories, products, accounts and stories (with their interactions); the orders come by steps. */
export async function loadLargeCatalogue(
  client: Client,
  now: Date,
  random = seededRandom(28),
): Promise<LargeCatalogue> {
  const nowMs = now.getTime();
  const stamp = iso(nowMs - 800 * DAY_MS);

  const brands = Array.from({ length: LARGE_STORE.brands }, (_, i) => ({
    id: randomUUID(),
    name: `${pick(random, HOUSES)} ${pick(random, WORDS)} ${String(i + 1).padStart(3, '0')}`,
    active: random() > 0.05,
  }));
  await copyRows(
    client,
    'brands',
    ['id', 'name', 'description', 'logo_key', 'active', 'created_at', 'updated_at'],
    brands.map((b) => [b.id, b.name, b.name, null, b.active, stamp, stamp]),
  );

  const categories = Array.from({ length: LARGE_STORE.categories }, (_, i) => ({
    id: randomUUID(),
    name: `Colección ${pick(random, WORDS)} ${i + 1}`,
  }));
  await copyRows(
    client,
    'categories',
    ['id', 'name', 'description', 'active', 'created_at', 'updated_at'],
    categories.map((c, i) => [c.id, c.name, `Fragancias de la colección ${c.name}.`, i % 13 !== 0, stamp, stamp]),
  );

  const products: LoadedProduct[] = [];
  const productRows: (string | number | boolean | null)[][] = [];
  const links: [string, string, string][] = [];
  const openings: [string, number][] = [];
  for (let i = 0; i < LARGE_STORE.products; i++) {
    const brand = pick(random, brands);
    const name = `${pick(random, WORDS)} ${pick(random, WORDS)} ${i + 1}`;
    const priceCents = between(random, 40, 600) * 100 + pick(random, [0, 50, 90]);
    const promotion = promotionFor(random, nowMs);
    const stockRoll = random();
    const stock = stockRoll < 0.03 ? 0 : stockRoll < 0.08 ? between(random, 1, 5) : between(random, 6, 200);
    const imageKey = `products/large-${i + 1}.webp`;
    const created = iso(nowMs - between(random, 1, 800) * DAY_MS);
    products.push({ id: randomUUID(), name, brandName: brand.name, priceCents, promotion, imageKey });
    const product = products[products.length - 1]!;
    if (stock !== 0) openings.push([product.id, stock]);
    productRows.push([
      product.id,
      name,
      `**${name}**, de ${brand.name}: notas de ${pick(random, WORDS).toLowerCase()} y ${pick(random, WORDS).toLowerCase()}.`,
      brand.id,
      priceCents,
      promotion.type,
      promotion.discount,
      promotion.isPromoted,
      promotion.startDate,
      promotion.endDate,
      stock,
      random() > 0.1,
      random() < 0.01,
      i,
      textArray([imageKey]),
      created,
      created,
    ]);
    const first = pick(random, categories);
    links.push([randomUUID(), product.id, first.id]);
    const second = pick(random, categories);
    if (second !== first && random() < 0.5) links.push([randomUUID(), product.id, second.id]);
  }
  await copyRows(
    client,
    'products',
    [
      'id',
      'name',
      'description',
      'brand_id',
      'original_price_cents',
      'promotion_type',
      'discount',
      'is_promoted',
      'promotion_start_date',
      'promotion_end_date',
      'stock',
      'active',
      'carousel',
      'position',
      'image_keys',
      'created_at',
      'updated_at',
    ],
    productRows,
  );
  await copyRows(client, 'product_categories', ['id', 'product_id', 'category_id'], links);
  // Every product's stock opens its history in the stock ledger, as the demo seed and the ledger's migration
  // do: stock = the sum of the ledger's deltas holds on the large store too (held starts at 0).
  await copyRows(
    client,
    'stock_movements',
    ['product_id', 'reason', 'stock_delta', 'held_delta', 'stock_after', 'held_after', 'at'],
    openings.map(([productId, stock]) => [productId, 'opening-balance', stock, 0, stock, 0, iso(nowMs)]),
  );

  // One real argon2 hash for every account (nobody signs in as them; the column holds a valid hash).
  const passwordHash = await hash(`Bench-${randomUUID()}`);
  const accounts: LoadedAccount[] = Array.from({ length: LARGE_STORE.accounts }, (_, i) => ({
    id: randomUUID(),
    email: `cliente${String(i + 1).padStart(5, '0')}@correo.pe`,
    firstName: pick(random, FIRST_NAMES),
    lastName: `${pick(random, LAST_NAMES)} ${pick(random, LAST_NAMES)}`,
    phone: `9${String(between(random, 0, 99_999_999)).padStart(8, '0')}`,
  }));
  await copyRows(
    client,
    'accounts',
    ['id', 'email', 'password_hash', 'name', 'phone', 'role', 'confirmed_at', 'created_at', 'updated_at'],
    accounts.map((a) => [
      a.id,
      a.email,
      passwordHash,
      `${a.firstName} ${a.lastName}`,
      a.phone,
      'user',
      stamp,
      stamp,
      stamp,
    ]),
  );

  const { rows } = await client.query<{ id: string; email: string }>(
    `SELECT id, email FROM accounts WHERE role = 'admin' ORDER BY created_at LIMIT 1`,
  );
  if (!rows[0]) throw new Error('bench/large-store.ts: the store has no admin account (the demo admin is missing)');

  await loadFavorites(client, nowMs, products, accounts);
  await loadStories(client, nowMs, random, products, accounts);
  return { products, accounts, admin: rows[0], orders: 0 };
}

/**
 * 'Favoritos' (about 150 000 rows): each account hearts 0 to favoritesPerAccount products, the first ones of the
 * catalogue far more often (a few products many shoppers want), so the dashboard's 'Los más deseados' counts a
 * realistic spread. Its own generator: the stories and orders after it stay the ones earlier runs loaded.
 */
async function loadFavorites(
  client: Client,
  nowMs: number,
  products: readonly LoadedProduct[],
  accounts: readonly LoadedAccount[],
): Promise<void> {
  const random = seededRandom(29);
  const rows: string[][] = [];
  for (const account of accounts) {
    const hearted = new Set<string>();
    const count = between(random, 0, LARGE_STORE.favoritesPerAccount);
    while (hearted.size < count) hearted.add(products[Math.floor(random() ** 3 * products.length)]!.id);
    for (const productId of hearted) rows.push([account.id, productId, iso(nowMs - between(random, 0, 365) * DAY_MS)]);
  }
  await copyRows(client, 'favorites', ['account_id', 'product_id', 'created_at'], rows);
}

async function loadStories(
  client: Client,
  nowMs: number,
  random: Random,
  products: readonly LoadedProduct[],
  accounts: readonly LoadedAccount[],
): Promise<void> {
  const stories: (string | number | boolean | null)[][] = [];
  const interactions: (string | number | boolean | null)[][] = [];
  for (let i = 0; i < LARGE_STORE.stories; i++) {
    // Newest first: the first 20 are still within their 24 hours.
    const created = nowMs - (i < 20 ? i * 3_600_000 : (i - 19) * 17 * 3_600_000);
    const expires = created + DAY_MS;
    const id = randomUUID();
    const visits = between(random, 0, 120);
    const viewers = new Set<string>();
    const likers = new Set<string>();
    const wanters = new Set<string>();
    let views = 0;
    for (let v = 0; v < visits; v++) {
      const email = random() < 0.6 ? 'anonymous' : pick(random, accounts).email;
      const at = iso(created + Math.floor(random() * Math.min(DAY_MS, nowMs - created + 1)));
      // A view counts once per viewer: an account by its e-mail, a guest by its cookie, each from its own address.
      if (email === 'anonymous') interactions.push([id, email, 'view', at, randomUUID(), `198.51.100.${v}`]);
      else if (viewers.has(email)) continue;
      else interactions.push([id, email, 'view', at, null, null]);
      viewers.add(email);
      views += 1;
      if (email !== 'anonymous' && random() < 0.3) likers.add(email);
      if (email !== 'anonymous' && random() < 0.08) wanters.add(email);
    }
    for (const email of likers) interactions.push([id, email, 'like', iso(created + 60_000), null, null]);
    for (const email of wanters) interactions.push([id, email, 'want', iso(created + 120_000), null, null]);
    stories.push([
      id,
      `Historia ${i + 1}: ${pick(random, WORDS)}`,
      `Novedades de la semana: ${pick(random, WORDS).toLowerCase()} y ${pick(random, WORDS).toLowerCase()}.`,
      'stories/large-story.webp',
      random() < 0.6 ? pick(random, products).id : null,
      10,
      expires > nowMs,
      views,
      likers.size,
      wanters.size,
      i,
      iso(expires),
      iso(created),
      iso(created),
    ]);
  }
  await copyRows(
    client,
    'stories',
    [
      'id',
      'title',
      'description',
      'image_key',
      'product_id',
      'duration',
      'active',
      'views',
      'likes',
      'wants',
      'position',
      'expires_at',
      'created_at',
      'updated_at',
    ],
    stories,
  );
  await copyRows(
    client,
    'story_interactions',
    ['story_id', 'user_email', 'type', 'created_at', 'guest_token', 'guest_address'],
    interactions,
  );
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const orderId = (random: Random) => Array.from({ length: 32 }, () => BASE32[Math.floor(random() * 32)]).join('');

/** Recent orders are still open; older ones were mostly completed. */
function statusFor(random: Random, ageMs: number): 'pending' | 'processing' | 'completed' | 'cancelled' {
  const roll = random();
  if (ageMs < 14 * DAY_MS)
    return roll < 0.4 ? 'pending' : roll < 0.7 ? 'processing' : roll < 0.95 ? 'completed' : 'cancelled';
  return roll < 0.02 ? 'pending' : roll < 0.05 ? 'processing' : roll < 0.87 ? 'completed' : 'cancelled';
}

/**
 * `count` more orders, spread over the two years before `now`, with their lines and status history: 60 % by an
 * account (its e-mail and name), the rest by guests; one in ten created by the admin, one in ten with a factura.
 */
export async function addOrders(
  client: Client,
  catalogue: LargeCatalogue,
  count: number,
  now: Date,
  random = seededRandom(2800 + catalogue.orders),
): Promise<void> {
  const nowMs = now.getTime();
  const orders: (string | number | boolean | null)[][] = [];
  const lines: (string | number | boolean | null)[][] = [];
  const events: (string | number | boolean | null)[][] = [];
  const ids = new Set<string>();
  for (let i = 0; i < count; i++) {
    let id = orderId(random);
    while (ids.has(id)) id = orderId(random);
    ids.add(id);
    const created = nowMs - Math.floor(random() * ORDER_SPAN_MS) - 60_000;
    const day = limaDate(new Date(created)) as IsoDate;
    const status = statusFor(random, nowMs - created);
    const origin = random() < 0.1 ? 'admin' : 'storefront';
    const paymentMethod = pick(random, PAYMENT_METHODS);
    const account = random() < 0.6 ? pick(random, catalogue.accounts) : null;
    const firstName = account?.firstName ?? pick(random, FIRST_NAMES);
    const lastName = account?.lastName ?? `${pick(random, LAST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const email = account?.email ?? `invitado${between(random, 1, 999_999)}@correo.pe`;
    const phone = account?.phone ?? `9${String(between(random, 0, 99_999_999)).padStart(8, '0')}`;
    const documentType = random() < 0.9 ? 'DNI' : pick(random, ['CE', 'Pasaporte']);
    const documentNumber =
      documentType === 'DNI'
        ? String(between(random, 10_000_000, 79_999_999))
        : `X${between(random, 1_000_000, 99_999_999)}`;
    const factura = random() < 0.1;
    const priced: { price: Money; quantity: number }[] = [];
    const lineCount = between(random, 1, 5);
    for (let position = 0; position < lineCount; position++) {
      const product = pick(random, catalogue.products);
      const quantity = between(random, 1, 3);
      const original = Money.fromCents(product.priceCents);
      const applied = isDiscountApplied(product.promotion, day);
      const unit = currentPrice(original, product.promotion, day);
      priced.push({ price: unit, quantity });
      lines.push([
        id,
        position,
        product.id,
        quantity,
        unit.cents,
        product.name,
        product.brandName,
        product.imageKey,
        product.priceCents,
        product.promotion.isPromoted,
        product.promotion.type,
        product.promotion.discount,
        product.promotion.startDate,
        product.promotion.endDate,
        applied,
      ]);
    }
    const totals = orderTotals(priced, paymentMethod, origin);
    const updated = status === 'pending' ? created : Math.min(nowMs, created + 2 * DAY_MS);
    orders.push([
      id,
      status,
      origin,
      firstName,
      lastName,
      email,
      documentType,
      documentNumber,
      phone,
      'regular',
      paymentMethod,
      factura ? 'factura' : 'boleta',
      factura ? `20${String(between(random, 0, 999_999_999)).padStart(9, '0')}` : null,
      factura ? `${lastName.split(' ')[0]} Importaciones S.A.C.` : null,
      totals.subtotal.cents,
      totals.shipping.cents,
      totals.commission.cents,
      totals.total.cents,
      account?.id ?? null,
      iso(created),
      iso(updated),
    ]);
    const move = (from: string, to: string, at: number) =>
      events.push([id, from, to, catalogue.admin.id, catalogue.admin.email, iso(Math.min(at, nowMs))]);
    if (status === 'processing' || status === 'completed') move('pending', 'processing', created + 3_600_000);
    if (status === 'completed') move('processing', 'completed', created + DAY_MS);
    if (status === 'cancelled') move('pending', 'cancelled', created + 7_200_000);
  }
  await copyRows(
    client,
    'orders',
    [
      'id',
      'status',
      'origin',
      'first_name',
      'last_name',
      'email',
      'document_type',
      'document_number',
      'phone',
      'shipping_method',
      'payment_method',
      'invoice_type',
      'invoice_ruc',
      'invoice_business_name',
      'subtotal_cents',
      'shipping_cents',
      'commission_cents',
      'total_cents',
      'account_id',
      'created_at',
      'updated_at',
    ],
    orders,
  );
  await copyRows(
    client,
    'order_lines',
    [
      'order_id',
      'position',
      'product_id',
      'quantity',
      'unit_price_cents',
      'product_name',
      'brand_name',
      'image_key',
      'original_price_cents',
      'is_promoted',
      'promotion_type',
      'discount',
      'promotion_start',
      'promotion_end',
      'discount_applied',
    ],
    lines,
  );
  await copyRows(
    client,
    'order_status_events',
    ['order_id', 'from_status', 'to_status', 'admin_account_id', 'admin_email', 'at'],
    events,
  );
  catalogue.orders += count;
}

/** How many products' stock or held units are not the sum of their stock ledger's deltas (0 when it holds). */
export async function ledgerDisagreements(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p
       LEFT JOIN (SELECT product_id, sum(stock_delta) AS stock, sum(held_delta) AS held
                    FROM stock_movements GROUP BY product_id) m ON m.product_id = p.id
      WHERE p.stock <> COALESCE(m.stock, 0) OR p.held <> COALESCE(m.held, 0)`,
  );
  return rows[0]!.n;
}

/** Fresh planner statistics after a load (autovacuum would take its time). */
export async function analyze(client: Client): Promise<void> {
  await client.query('ANALYZE');
}
