/**
 * `npm run bench` (second part): placing orders over GraphQL on the whole
 * server (embedded PostgreSQL, demo catalogue, mail delivery, order change
 * feed) at a fixed arrival rate, next to a baseline measured in the same run:
 * the `cartQuote` query (the same catalogue read and pricing, no writes) at
 * the same rate. Then, one request at a time, the SQL statements of each and
 * the cost of an order's first 400×400 image copy against a cached one.
 * Memory: the RSS of this process (server and load generator together,
 * PostgreSQL apart) idle before the requests, its peak sampled every 100 ms
 * during each load (bench/memory.ts), and VmHWM at the end.
 * Numbers are printed, never asserted. BENCH_RATE and BENCH_SECONDS override
 * the default 50 requests/s for 30 s.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { CreateAdmin } from '../src/application/identity/CreateAdmin';
import { QueryCounter } from '../src/infrastructure/database/query-counter';
import { shownTotals } from '../src/interface/testing/shown-total';
import { ms, quantile, startBenchStore } from './bench-store';
import { mib } from './esencia-process';
import { currentRss, processMemoryNote, withPeakRss } from './memory';
import { runOpenLoop, summarize, type OpenLoopJob, type OpenLoopSample } from './open-loop';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 3;
/** Products ordered one at a time for the first-copy / cached comparison. */
const SERIAL_PRODUCTS = 10;

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on Order {
        id
        shortId
        total {
          cents
        }
        lines {
          productId
          quantity
          imageUrl
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const CART_QUOTE = /* GraphQL */ `
  query CartQuote($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      adjusted
      itemCount
      subtotal {
        cents
      }
      lines {
        productId
        quantity
        unitPrice {
          cents
        }
        lineTotal {
          cents
        }
        product {
          name
          brand {
            name
          }
        }
      }
    }
  }
`;

/** The order's delivery by the mail worker runs beside the requests: counted apart. */
const MAIL_DELIVERY = /^\s*(UPDATE|DELETE FROM)\s+"?mail_outbox"?/i;

/** Statements of the requests themselves, and those of the background mail delivery. */
class StatementCounter extends QueryCounter {
  delivery = 0;
  override reset(): void {
    super.reset();
    this.delivery = 0;
  }
  override logQuery(query: string): void {
    if (MAIL_DELIVERY.test(query)) this.delivery += 1;
    else super.logQuery(query);
  }
}

const CUSTOMERS = [
  { firstName: 'Lucía', lastName: 'Quispe Huamán', documentType: 'DNI', documentNumber: '45678912' },
  { firstName: 'Mateo', lastName: 'Rojas', documentType: 'CE', documentNumber: '001234567' },
  { firstName: 'Valeria', lastName: 'Torres Díaz', documentType: 'DNI', documentNumber: '70123456' },
];
const PAYMENTS = ['yape', 'plin', 'transferencia', 'izipay'];

type Line = { productId: string; quantity: number };

/** A seeded generator, so every run asks for the same carts. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomLines(productIds: readonly string[], random: () => number): Line[] {
  const count = 1 + Math.floor(random() * 3);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(productIds[Math.floor(random() * productIds.length)]!);
  return [...chosen].map((productId) => ({ productId, quantity: 1 + Math.floor(random() * 2) }));
}

/** The total the checkout shows for a cart, computed without a request (set once the store is up). */
let shown: Awaited<ReturnType<typeof shownTotals>> = () => {
  throw new Error('prices not read yet');
};

function placeOrderBody(lines: readonly Line[], n: number): string {
  const customer = CUSTOMERS[n % CUSTOMERS.length]!;
  const paymentMethod = PAYMENTS[n % PAYMENTS.length]!;
  return JSON.stringify({
    query: PLACE_ORDER,
    variables: {
      input: {
        idempotencyKey: randomUUID(),
        customer: { ...customer, email: `cliente${n}@correo.pe`, phone: `9${String(10_000_000 + n).slice(-8)}` },
        shippingMethod: 'regular',
        paymentMethod,
        invoice: n % 10 === 0 ? { type: 'factura', ruc: '20100047218', businessName: 'Perfumes del Sur SAC' } : null,
        lines,
        expectedTotalCents: shown(lines, paymentMethod),
      },
    },
  });
}

const cartQuoteBody = (lines: readonly Line[]) => JSON.stringify({ query: CART_QUOTE, variables: { lines } });

function answer(sample: Pick<OpenLoopSample, 'status' | 'body'>): Record<string, { __typename?: string }> | null {
  if (sample.status !== 200) return null;
  try {
    const parsed = JSON.parse(sample.body) as { data?: Record<string, { __typename?: string }>; errors?: unknown };
    return parsed.errors ? null : (parsed.data ?? null);
  } catch {
    return null;
  }
}
const orderPlaced = (sample: Pick<OpenLoopSample, 'status' | 'body'>) =>
  answer(sample)?.placeOrder?.__typename === 'Order';
const cartQuoted = (sample: Pick<OpenLoopSample, 'status' | 'body'>) => Boolean(answer(sample)?.cartQuote);

async function main(): Promise<void> {
  const queries = new StatementCounter();
  const bench = await startBenchStore(queries);
  const { store } = bench;
  const graphqlUrl = `${store.url}/graphql`;
  try {
    // Orders do not take stock (completing them does), but the stock check refuses a cart above it:
    // every product on sale gets plenty, so no order of the run is refused for stock.
    await store.dataSource.query(`UPDATE products SET stock = 100000 WHERE stock > 0`);
    const onSale: { id: string }[] = await store.dataSource.query(
      `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id
       WHERE p.active AND b.active AND p.stock > 0 AND cardinality(p.image_keys) > 0 ORDER BY p.position`,
    );
    const productIds = onSale.map((row) => row.id);
    shown = await shownTotals(store.url);
    // One administrator, so each order also queues the shop's e-mail (as in production).
    const admin = await store.get(CreateAdmin).execute({ email: 'duena@esencia.example' });
    if (!admin.ok) throw new Error(`could not create the admin: ${admin.error.code}`);
    const idleRss = currentRss();

    const post = async (body: string) => {
      queries.reset();
      const started = performance.now();
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const sample = { status: response.status, body: await response.text() };
      return { ...sample, ms: performance.now() - started, statements: queries.count };
    };

    // 1. One request at a time: SQL statements, and an order's first image copy against a cached one.
    const serial = { quote: [] as number[], first: [] as number[], cached: [] as number[] };
    const statements = { quote: [] as number[], first: [] as number[], cached: [] as number[] };
    const serialProducts = productIds.slice(0, SERIAL_PRODUCTS);
    for (const [n, productId] of serialProducts.entries()) {
      const lines = [{ productId, quantity: 1 }];
      for (const [kind, body] of [
        ['quote', cartQuoteBody(lines)],
        ['first', placeOrderBody(lines, n)],
        ['cached', placeOrderBody(lines, n + 1)],
      ] as const) {
        await store.deliverMail(); // nothing of the previous order's delivery runs during this one
        const result = await post(body);
        if (!(kind === 'quote' ? cartQuoted(result) : orderPlaced(result))) {
          throw new Error(`serial ${kind} failed: ${result.status} ${result.body.slice(0, 300)}`);
        }
        if (process.env.BENCH_VERBOSE && n === 0) console.log(`${kind}:\n  ${queries.statements.join('\n  ')}\n`);
        serial[kind].push(result.ms);
        statements[kind].push(result.statements);
      }
    }
    await store.deliverMail();

    // 2. The same carts for both loads: 1 to 3 random products, 1 or 2 units each.
    const random = seeded(2026);
    const total = Math.round(RATE * SECONDS);
    const carts = Array.from({ length: total }, () => randomLines(productIds, random));
    const warmUp = Array.from({ length: RATE * WARM_UP_SECONDS }, () => randomLines(productIds, random));

    const load = async (bodies: string[], isSuccess: (s: OpenLoopSample) => boolean) => {
      const job: OpenLoopJob = { url: graphqlUrl, rate: RATE, bodies };
      queries.reset();
      const before = performance.eventLoopUtilization();
      const { result: samples, peakRss } = await withPeakRss(async () => {
        const answered = await runOpenLoop(job);
        await store.deliverMail(); // the orders' e-mails are part of their cost
        return answered;
      });
      // How busy the server's thread was (the load generator runs in another thread).
      const busy = performance.eventLoopUtilization(before).utilization;
      return {
        report: summarize(job, samples, isSuccess),
        statements: queries.count,
        delivery: queries.delivery,
        busy,
        peakRss,
      };
    };

    await load(
      warmUp.map((lines) => cartQuoteBody(lines)),
      cartQuoted,
    );
    await load(
      warmUp.map((lines, i) => placeOrderBody(lines, 1000 + i)),
      orderPlaced,
    );
    const baseline = await load(
      carts.map((lines) => cartQuoteBody(lines)),
      cartQuoted,
    );
    const orders = await load(
      carts.map((lines, i) => placeOrderBody(lines, 10_000 + i)),
      orderPlaced,
    );
    const stored: { n: string }[] = await store.dataSource.query(`SELECT count(*) AS n FROM orders`);

    const row = (name: string, { report: r, statements: sql, delivery, busy, peakRss }: typeof orders) =>
      `| ${name} | ${r.requests} | ${r.achievedRate.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} | ${(sql / r.requests).toFixed(1)} | ${(delivery / r.requests).toFixed(1)} | ${Math.round(busy * 100)} % | ${mib(peakRss)} |`;
    const median = (values: number[]) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      );

    console.log(
      [
        `placeOrder at ${RATE} requests/s for ${SECONDS} s (open loop; latency from each request's due instant), ${productIds.length} demo products, 1–3 per order`,
        '',
        '| load | requests | achieved/s | p50 ms | p95 ms | p99 ms | max ms | errors | SQL/request | mail delivery SQL/request | server thread busy | bench process RSS peak MiB |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        row('cartQuote (baseline)', baseline),
        row('placeOrder', orders),
        '',
        `Orders stored: ${stored[0]!.n}. Generator's worst send delay: ${ms(Math.max(baseline.report.maxLag, orders.report.maxLag))} ms. Machine load average: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs.`,
        processMemoryNote(idleRss),
        ...[...baseline.report.errorSamples, ...orders.report.errorSamples].map((e) => `Error: ${e}`),
        '',
        `One request at a time (median of ${serialProducts.length}, one product per cart):`,
        '',
        '| request | median ms | SQL statements |',
        '| --- | --- | --- |',
        `| cartQuote | ${ms(median(serial.quote))} | ${median(statements.quote)} |`,
        `| placeOrder, first order of the product (makes the 400×400 copy) | ${ms(median(serial.first))} | ${median(statements.first)} |`,
        `| placeOrder, copy already made | ${ms(median(serial.cached))} | ${median(statements.cached)} |`,
      ].join('\n'),
    );
    if (orders.report.errors + baseline.report.errors > 0) process.exitCode = 1;
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
