/**
 * `npm run bench` (third part): completing orders, the step that takes stock,
 * over GraphQL on the whole server. Each round places 50 orders and processes
 * them (not measured), then sends their 50 `changeOrderStatus(COMPLETED)` at
 * once from one signed-in admin:
 * - hot: every order takes 1–2 of the same 10 products, whose stock covers
 *   only about 70 % of the demand, so completions queue on the same rows and
 *   some are refused with the stock error;
 * - baseline (same run, just before): 50 orders on 50 distinct products with
 *   plenty of stock, so no completion waits for another.
 * Reported: completions/s (answers over the burst's wall time), p50/p95/p99/max,
 * SQL per completion, the peak RSS of this process (server and the admin's
 * requests together, PostgreSQL apart; sampled every 100 ms during the bursts,
 * with the idle RSS and VmHWM under the table: bench/memory.ts), and the
 * oversell check after every round: no stock below 0, and for each product,
 * stock before − stock after = the units of the completed orders (any
 * difference is an oversell or a lost update). Numbers
 * are printed, never asserted; the bench exits non-zero on an oversell or an
 * unexpected answer. BENCH_ROUNDS overrides the default 5 rounds of each.
 */
import { availableParallelism, loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { QueryCounter } from '../src/infrastructure/database/query-counter';
import { signedInAdmin } from '../src/interface/testing/accounts';
import { graphqlClient } from '../src/interface/testing/graphql-client';
import { shownTotal } from '../src/interface/testing/shown-total';
import { ms, quantile, startBenchStore } from './bench-store';
import { mib } from './esencia-process';
import { currentRss, processMemoryNote, withPeakRss } from './memory';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ORDERS = 50;
const HOT_PRODUCTS = 10;
/** Share of the hot products' demand their stock covers. */
const HOT_COVERAGE = 0.7;

const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on Order {
        id
      }
      ... on ErrorResult {
        message
      }
    }
  }
`;

const CHANGE_STATUS = /* GraphQL */ `
  mutation Change($orderId: ID!, $status: OrderStatus!) {
    changeOrderStatus(orderId: $orderId, status: $status) {
      __typename
      ... on Order {
        status
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

type Line = { productId: string; quantity: number };
type Scenario = 'baseline' | 'hot';

interface RoundResult {
  readonly latencies: number[];
  readonly wallMs: number;
  readonly completed: number;
  readonly refused: number;
  readonly statements: number;
  readonly oversells: number;
  readonly minStock: number;
  /** This process's highest RSS sampled during the burst, in bytes. */
  readonly peakRss: number;
}

/** A seeded generator, so every run asks for the same orders. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function main(): Promise<void> {
  const queries = new QueryCounter();
  const bench = await startBenchStore(queries);
  const { store } = bench;
  const db = store.dataSource;
  try {
    // 50 distinct products for the baseline: the demo catalogue, plus copies when it has fewer.
    await db.query(
      `INSERT INTO products (name, description, brand_id, original_price_cents, stock, active, position, image_keys)
       SELECT p.name || ' (bench ' || g || ')', p.description, p.brand_id, p.original_price_cents, 1, true,
              p.position + 1000 * g, p.image_keys
         FROM products p JOIN brands b ON b.id = p.brand_id, generate_series(1, 2) g
        WHERE p.active AND b.active`,
    );
    const onSale: { id: string }[] = await db.query(
      `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.active AND b.active AND p.archived_at IS NULL ORDER BY p.position, p.id`,
    );
    if (onSale.length < ORDERS + HOT_PRODUCTS) throw new Error(`only ${onSale.length} products on sale`);
    const hot = onSale.slice(0, HOT_PRODUCTS).map((row) => row.id);
    const distinct = onSale.slice(HOT_PRODUCTS, HOT_PRODUCTS + ORDERS).map((row) => row.id);
    const idleRss = currentRss();
    const admin = await signedInAdmin(
      { url: store.url, store },
      { email: 'bench-admin@esencia.example', password: 'Fragancia-Segura-7' },
    );
    const random = seeded(2026);

    const stockOf = async (ids: readonly string[]) =>
      new Map(
        (
          (await db.query(`SELECT id, stock FROM products WHERE id = ANY($1)`, [ids])) as {
            id: string;
            stock: number;
          }[]
        ).map((row) => [row.id, row.stock]),
      );

    async function placeAndProcess(lines: Line[], n: number): Promise<string> {
      const placed = await graphqlClient(store.url).request<{
        placeOrder: { __typename: string; id?: string; message?: string };
      }>(PLACE_ORDER, {
        input: {
          idempotencyKey: randomUUID(),
          customer: {
            firstName: 'Lucía',
            lastName: 'Quispe',
            email: `cliente${n}@correo.pe`,
            documentType: 'DNI',
            documentNumber: '45678912',
            phone: '987654321',
          },
          shippingMethod: 'regular',
          paymentMethod: 'yape',
          lines,
          expectedTotalCents: await shownTotal(store.url, lines, 'yape'),
        },
      });
      const order = placed.body.data?.placeOrder;
      if (order?.__typename !== 'Order') throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
      const processed = await admin.request<{ changeOrderStatus: { __typename: string } }>(CHANGE_STATUS, {
        orderId: order.id,
        status: 'PROCESSING',
      });
      if (processed.body.data?.changeOrderStatus.__typename !== 'Order')
        throw new Error(`order not processed: ${JSON.stringify(processed.body)}`);
      return order.id!;
    }

    async function round(scenario: Scenario, r: number): Promise<RoundResult> {
      const orders: Line[][] =
        scenario === 'baseline'
          ? distinct.map((productId) => [{ productId, quantity: 1 + Math.floor(random() * 2) }])
          : Array.from({ length: ORDERS }, () => {
              const count = 1 + Math.floor(random() * 2);
              const chosen = new Set<string>();
              while (chosen.size < count) chosen.add(hot[Math.floor(random() * hot.length)]!);
              return [...chosen].map((productId) => ({ productId, quantity: 1 + Math.floor(random() * 2) }));
            });
      const products = scenario === 'baseline' ? distinct : hot;
      // Orders are refused above the stock when placed: place them with plenty, then set the round's stock.
      await db.query(`UPDATE products SET stock = 100000 WHERE id = ANY($1)`, [products]);
      const ids: string[] = [];
      for (let i = 0; i < orders.length; i += 10) {
        ids.push(
          ...(await Promise.all(orders.slice(i, i + 10).map((lines, j) => placeAndProcess(lines, r * 1000 + i + j)))),
        );
      }
      const demand = new Map<string, number>();
      for (const line of orders.flat()) demand.set(line.productId, (demand.get(line.productId) ?? 0) + line.quantity);
      for (const [productId, units] of demand) {
        const stock = scenario === 'baseline' ? 100000 : Math.floor(units * HOT_COVERAGE);
        await db.query(`UPDATE products SET stock = $2 WHERE id = $1`, [productId, stock]);
      }
      await store.deliverMail();
      const before = await stockOf(products);

      queries.reset();
      const started = performance.now();
      const { result: answers, peakRss } = await withPeakRss(() =>
        Promise.all(
          ids.map(async (orderId) => {
            const sent = performance.now();
            const { body } = await admin.request<{ changeOrderStatus: { __typename: string; errorCode?: string } }>(
              CHANGE_STATUS,
              { orderId, status: 'COMPLETED' },
            );
            return { ms: performance.now() - sent, answer: body.data?.changeOrderStatus };
          }),
        ),
      );
      const wallMs = performance.now() - started;
      const statements = queries.count;

      const unexpected = answers.filter(
        (a) => a.answer?.__typename !== 'Order' && a.answer?.errorCode !== 'STOCK_INSUFFICIENT',
      );
      if (unexpected.length > 0) throw new Error(`unexpected answers: ${JSON.stringify(unexpected.slice(0, 3))}`);

      // The oversell check: what left each product's stock is exactly what the completed orders took.
      const after = await stockOf(products);
      const completedIds = ids.filter((_, i) => answers[i]!.answer?.__typename === 'Order');
      const taken: { product_id: string; units: number }[] = await db.query(
        `SELECT product_id, sum(quantity)::int AS units FROM order_lines WHERE order_id = ANY($1) GROUP BY product_id`,
        [completedIds],
      );
      const takenBy = new Map(taken.map((row) => [row.product_id, row.units]));
      const oversells = products.filter((id) => before.get(id)! - after.get(id)! !== (takenBy.get(id) ?? 0)).length;
      const [{ completed }] = await db.query(
        `SELECT count(*)::int AS completed FROM orders WHERE id = ANY($1) AND status = 'completed'`,
        [ids],
      );
      if (completed !== completedIds.length) throw new Error('stored statuses differ from the answers');
      return {
        latencies: answers.map((a) => a.ms),
        wallMs,
        completed: completedIds.length,
        refused: answers.length - completedIds.length,
        statements,
        oversells,
        minStock: Math.min(...after.values()),
        peakRss,
      };
    }

    // A warm-up round of each (not reported).
    await round('baseline', 0);
    await round('hot', 0);
    const results: Record<Scenario, RoundResult[]> = { baseline: [], hot: [] };
    for (let r = 1; r <= ROUNDS; r++) {
      results.baseline.push(await round('baseline', r));
      results.hot.push(await round('hot', r));
    }

    const row = (name: string, rounds: RoundResult[]) => {
      const latencies = rounds.flatMap((x) => x.latencies).sort((a, b) => a - b);
      const answers = latencies.length;
      const wall = rounds.reduce((sum, x) => sum + x.wallMs, 0);
      const completed = rounds.reduce((sum, x) => sum + x.completed, 0);
      const refused = rounds.reduce((sum, x) => sum + x.refused, 0);
      const sql = rounds.reduce((sum, x) => sum + x.statements, 0);
      const oversells = rounds.reduce((sum, x) => sum + x.oversells, 0);
      const minStock = Math.min(...rounds.map((x) => x.minStock));
      const peakRss = Math.max(...rounds.map((x) => x.peakRss));
      return `| ${name} | ${answers} | ${completed} | ${refused} | ${((answers * 1000) / wall).toFixed(1)} | ${ms(quantile(latencies, 0.5))} | ${ms(quantile(latencies, 0.95))} | ${ms(quantile(latencies, 0.99))} | ${ms(latencies[latencies.length - 1]!)} | ${(sql / answers).toFixed(1)} | ${oversells} | ${minStock} | ${mib(peakRss)} |`;
    };
    console.log(
      [
        `changeOrderStatus(COMPLETED): ${ROUNDS} rounds of ${ORDERS} completions sent at once by one admin (orders placed and processed first)`,
        '',
        '| load | completions sent | completed | refused (stock) | answered/s | p50 ms | p95 ms | p99 ms | max ms | SQL/completion | oversells | lowest stock | bench process RSS peak MiB |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        row(`baseline: ${ORDERS} distinct products`, results.baseline),
        row(`hot: ${HOT_PRODUCTS} products, stock ≈ ${Math.round(HOT_COVERAGE * 100)} % of demand`, results.hot),
        '',
        `Machine load average: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs.`,
        processMemoryNote(idleRss),
      ].join('\n'),
    );
    const oversold = [...results.baseline, ...results.hot].some((x) => x.oversells > 0 || x.minStock < 0);
    if (oversold) {
      console.error('OVERSELL: a product lost more stock than its completed orders took');
      process.exitCode = 1;
    }
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
