/**
 * `npm run bench:scale` (also the last part of `npm run bench`), issue 28: the store as a shop with two years
 * behind it. The production build on a new store (as bench/api.bench.ts starts it), measured first with its demo
 * catalogue, then loaded with COPY by bench/large-store.ts — 10 000 products over 300 brands and 40 categories,
 * 50 000 accounts, 1 000 stories with their interactions — and orders in steps up to 1 000, 10 000 and 100 000
 * (1–5 lines each, over two years, in every status). At each step, after VACUUM ANALYZE:
 *
 * - admin pages, one request at a time (BENCH_SCALE_SAMPLES each, p95 of the round trip on this machine, which is
 *   the server's time plus a loopback hop): the orders page of 25 with every filter and order, the order
 *   statistics, the dashboard, the products page with its filters and statistics, the stories, brands and
 *   categories pages; with the SQL statements the server sends for each (pg_stat_statements, top level);
 * - the storefront's executed list of 24 and product by id under load (autocannon, 50 connections,
 *   BENCH_SCALE_LOAD s) and the search (one at a time, p95);
 * - at the last step, `npm run backup` of the large store while it serves, and `npm run restore` of that archive
 *   into a new data folder (the production build's CLIs), timed.
 *
 * Prints the growth table (goals: orders page p95 ≤ 100 ms, dashboard p95 ≤ 150 ms, storefront p99 unchanged,
 * search p95 ≤ 30 ms, backup ≤ 2 min, restore ≤ 5 min) and exits non-zero on an error answer or a failed step.
 * Knobs: BENCH_SCALE_STEPS (1000,10000,100000), BENCH_SCALE_SAMPLES (40), BENCH_SCALE_LOAD (s, 5),
 * BENCH_SKIP_BUILD=1, BENCH_SCALE_BACKUP=0 (skip backup and restore).
 */
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../src/infrastructure/testing/free-port';
import { demoAdminSession } from './admin-session';
import { ensureProductionBuild, memoryOf, mib, ROOT, startEsencia, type EsenciaProcess } from './esencia-process';
import { addOrders, analyze, LARGE_STORE, ledgerDisagreements, loadLargeCatalogue } from './large-store';
import { load, type LoadRequest } from './load';
import { preloadPgStatStatements, SqlStatements } from './sql-statements';
import { LIST_QUERY, PRODUCT_QUERY } from './storefront-queries';

const STEPS = (process.env.BENCH_SCALE_STEPS ?? '1000,10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
const LOAD_SECONDS = Number(process.env.BENCH_SCALE_LOAD ?? 5);
const BACKUP = process.env.BENCH_SCALE_BACKUP !== '0';
const run = promisify(execFile);

const SEARCH = `query BenchSearch($query: String!) { searchProducts(query: $query) { id name price { formatted } } }`;
/** What the orders screen asks (web/src/admin/orders/orders.graphql). */
const ADMIN_ORDERS = `query AdminOrders($search: String, $status: OrderStatus, $from: String, $to: String,
  $sort: AdminOrderSort!, $page: Int!) {
  adminOrders(search: $search, status: $status, from: $from, to: $to, sort: $sort, page: $page) {
    total page pageSize totalPages
    items { id shortId status statusLabel createdAt customer { fullName email phone documentType documentNumber }
      total { cents formatted } paymentMethod paymentMethodLabel }
  }
}`;
const ORDER_STATISTICS = `{ orderStatistics { total pending processing completed cancelled
  revenue { cents formatted } averageOrderValue { cents formatted } } }`;
const DASHBOARD = `{ adminDashboard { monthSales { cents formatted } previousMonthSales { cents formatted }
  salesChangePercent monthOrders previousMonthOrders ordersChangePercent activeProducts promotedProducts
  upcomingPromotions activePromotions lowStockCount lowStock { id name stock brand { id name } }
  salesByMonth { month label sales { cents formatted } orders } } }`;
const ADMIN_PRODUCTS = `query AdminProducts($search: String, $active: Boolean, $promoted: Boolean, $lowStock: Boolean,
  $carousel: Boolean, $page: Int!) {
  adminProducts(search: $search, active: $active, promoted: $promoted, lowStock: $lowStock, carousel: $carousel,
    page: $page) {
    total page pageSize totalPages
    items { id name description brandId brand { id name } categoryIds imageUrl imageUrls imageKeys
      originalPrice { cents formatted } price { cents formatted }
      promotion { type discount startDate endDate status singleDay } stock active carousel }
  }
}`;
const PRODUCT_STATISTICS = `{ productStatistics { total active promoted carousel upcomingPromotions activePromotions
  lowStock } }`;
const ADMIN_STORIES = `query AdminStories($search: String, $page: Int!) { adminStories(search: $search, page: $page) {
  total page pageSize totalPages items { id title state views likes wants expiresAt product { id name } }
  statistics { total active off expired views likes wants } } }`;

/** What the brands and categories screens ask (web/src/admin/brands/brands.graphql, categories.graphql). */
const ADMIN_BRANDS = `query AdminBrands($search: String, $page: Int!) { adminBrandPage(search: $search, page: $page) {
  total page pageSize totalPages items { id name description logoUrl logoKey active productCount } } }`;
const ADMIN_CATEGORIES = `query AdminCategories($search: String, $page: Int!) {
  adminCategoryPage(search: $search, page: $page) {
    total page pageSize totalPages items { id name description active productCount } } }`;

interface Measured {
  /** p95 (or p99 under load) in ms. */
  readonly ms: number;
  /** SQL statements of one request (pg_stat_statements, transaction control apart). */
  readonly sql?: number;
}

/** One row of the growth table: what was measured, its goal, and a figure per step. */
interface Row {
  readonly label: string;
  readonly goal: string;
  readonly limit: number | null;
  readonly figures: Map<string, Measured>;
}

const failures: string[] = [];

async function main(): Promise<void> {
  ensureProductionBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-scale-bench-'));
  chmodSync(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const ports = { dataDir, port: await freePort(), postgresPort: await freePort() };
  let server: EsenciaProcess | null = null;
  let sql: SqlStatements | null = null;
  let client: Client | null = null;
  const rows = new Map<string, Row>();
  const notes: string[] = [];
  try {
    server = await startEsencia(ports);
    await server.stop();
    preloadPgStatStatements(clusterDir);
    server = await startEsencia(ports);
    const esencia = server;
    sql = await SqlStatements.connect(clusterDir, ports.postgresPort);
    const statements = sql;
    client = new Client({
      host: '127.0.0.1',
      port: ports.postgresPort,
      user: 'postgres',
      password: readFileSync(`${clusterDir}.password`, 'utf8').trim(),
      database: 'esencia',
      application_name: 'esencia-scale-bench',
    });
    await client.connect();
    const db = client;
    const cookie = await demoAdminSession(esencia.url, dataDir);

    const post = (query: string, variables: object = {}, withCookie = true): LoadRequest => ({
      url: `${esencia.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const ask = async (request: LoadRequest): Promise<{ ms: number; json: { data?: Record<string, unknown> } }> => {
      const started = performance.now();
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const json = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (response.status !== 200 || json.errors || !json.data) {
        throw new Error(`${request.body?.slice(0, 120)} → ${response.status} ${text.slice(0, 400)}`);
      }
      return { ms, json };
    };
    /**
     * p95 of SAMPLES requests one after another (after two unmeasured), and the SQL of one (the fewest of three:
     * pg_stat_statements also counts what the store does meanwhile, e.g. a scheduled job).
     */
    const sequential = async (request: LoadRequest): Promise<Measured> => {
      await ask(request);
      await ask(request);
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) counts.push((await statements.during(() => ask(request))).sql.statements);
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await ask(request)).ms);
      return { ms: percentile(times, 0.95), sql: Math.min(...counts) };
    };
    const record = (label: string, goal: string, limit: number | null, step: string, measured: Measured) => {
      const row = rows.get(label) ?? { label, goal, limit, figures: new Map() };
      row.figures.set(step, measured);
      rows.set(label, row);
      if (limit !== null && measured.ms > limit) failures.push(`${label} at ${step}: ${measured.ms.toFixed(1)} ms`);
    };

    const measureStep = async (step: string) => {
      const recent = await db.query<{ phone: string; email: string; document_number: string; id: string; day: string }>(
        `SELECT phone, email, document_number, id, to_char(created_at AT TIME ZONE 'America/Lima', 'YYYY-MM-DD') AS day
           FROM orders ORDER BY created_at DESC LIMIT 1`,
      );
      const sample = recent.rows[0];
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
      const monthAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(
        new Date(Date.now() - 30 * 86_400_000),
      );
      const orders = (variables: Record<string, unknown>) =>
        post(ADMIN_ORDERS, { search: null, status: null, from: null, to: null, sort: 'OLDEST', page: 1, ...variables });
      const orderCases: [string, LoadRequest][] = [
        ['orders page: all, oldest first', orders({})],
        ['orders page: all, newest first', orders({ sort: 'NEWEST' })],
        ['orders page: by total, highest first', orders({ sort: 'TOTAL_DESC' })],
        ['orders page: by total, lowest first', orders({ sort: 'TOTAL_ASC' })],
        ['orders page: pending', orders({ status: 'PENDING' })],
        ['orders page: completed, newest first', orders({ status: 'COMPLETED', sort: 'NEWEST' })],
        ['orders page: last 30 days (Lima)', orders({ from: monthAgo, to: today })],
        ['orders page: search a name', orders({ search: 'quispe' })],
      ];
      if (sample) {
        orderCases.push(
          ['orders page: search a short id', orders({ search: sample.id.slice(-6).toUpperCase() })],
          ['orders page: search an e-mail', orders({ search: sample.email })],
          ['orders page: search a phone', orders({ search: sample.phone })],
          ['orders page: search a document', orders({ search: sample.document_number })],
        );
        const total = Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n);
        orderCases.push(['orders page: the last page', orders({ page: Math.max(1, Math.ceil(total / 25)) })]);
      }
      for (const [label, request] of orderCases) record(label, 'p95 ≤ 100 ms', 100, step, await sequential(request));
      record(
        'order statistics (the orders screen)',
        'p95 ≤ 100 ms',
        100,
        step,
        await sequential(post(ORDER_STATISTICS)),
      );
      record('dashboard', 'p95 ≤ 150 ms', 150, step, await sequential(post(DASHBOARD)));
      const products = (variables: Record<string, unknown>) =>
        post(ADMIN_PRODUCTS, {
          search: null,
          active: null,
          promoted: null,
          lowStock: null,
          carousel: null,
          page: 1,
          ...variables,
        });
      for (const [label, request] of [
        ['products page: all', products({})],
        ['products page: low stock', products({ lowStock: true })],
        ['products page: in promotion', products({ promoted: true })],
        ['products page: carousel', products({ carousel: true })],
        ['products page: search', products({ search: 'noir' })],
      ] as const) {
        record(label, 'p95 ≤ 100 ms', 100, step, await sequential(request));
      }
      record('product statistics', 'p95 ≤ 100 ms', 100, step, await sequential(post(PRODUCT_STATISTICS)));
      record(
        'stories page',
        'p95 ≤ 100 ms',
        100,
        step,
        await sequential(post(ADMIN_STORIES, { search: null, page: 1 })),
      );
      for (const [label, request] of [
        ['brands page (with product counts)', post(ADMIN_BRANDS, { search: null, page: 1 })],
        ['brands page: search a house', post(ADMIN_BRANDS, { search: 'maison', page: 1 })],
        ['categories page (with product counts)', post(ADMIN_CATEGORIES, { search: null, page: 1 })],
      ] as const) {
        record(label, 'p95 ≤ 100 ms', 100, step, await sequential(request));
      }
      // A name's word (in a tenth of the catalogue), a house (an eighth of the brands), a product, a rare word.
      const searches = ['noir', 'vainilla', 'maison', 'rosa 12', 'ámbar', 'pacífico'];
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        times.push((await ask(post(SEARCH, { query: searches[i % searches.length] }, false))).ms);
      }
      record('storefront search (searchProducts)', 'p95 ≤ 30 ms', 30, step, { ms: percentile(times, 0.95) });

      const listRequest = post(LIST_QUERY, { page: 1, pageSize: 24 }, false);
      const listAnswer = await ask(listRequest);
      const productId = (listAnswer.json.data!.products as { items: { id: string }[] }).items[0]!.id;
      for (const [label, request] of [
        ['storefront list of 24, executed (POST), 50 connections', listRequest],
        ['storefront product by id, executed (POST), 50 connections', post(PRODUCT_QUERY, { id: productId }, false)],
      ] as const) {
        const expectBody = await (
          await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body })
        ).text();
        const result = await load(request, {
          connections: 50,
          seconds: LOAD_SECONDS,
          warmupSeconds: 2,
          expectBody,
          watchPid: esencia.pid,
        });
        if (result.errors > 0) failures.push(`${label} at ${step}: ${result.errorKinds}`);
        record(`${label}: p99`, 'unchanged (p99)', null, step, { ms: result.p99 });
        record(`${label}: req/s`, '—', null, step, { ms: result.requestsPerSecond });
      }
    };

    const started = Date.now();
    await measureStep('demo store');
    const now = new Date();
    const loadStarted = Date.now();
    const catalogue = await loadLargeCatalogue(db, now);
    const unbalanced = await ledgerDisagreements(db);
    if (unbalanced > 0) failures.push(`large store: ${unbalanced} products' stock is not the sum of their ledger`);
    await vacuum(db);
    notes.push(
      `Large catalogue (${LARGE_STORE.products} products, ${LARGE_STORE.brands} brands, ${LARGE_STORE.categories} categories, ` +
        `${LARGE_STORE.accounts} accounts, ${LARGE_STORE.stories} stories with their interactions) loaded in ` +
        `${((Date.now() - loadStarted) / 1000).toFixed(1)} s.`,
    );
    for (const target of STEPS) {
      const before = Date.now();
      await addOrders(db, catalogue, target - catalogue.orders, now);
      await vacuum(db);
      const lines = Number((await db.query('SELECT count(*) AS n FROM order_lines')).rows[0].n);
      notes.push(
        `${format(target)} orders (${format(lines)} lines) reached in ${((Date.now() - before) / 1000).toFixed(1)} s ` +
          `(COPY, then VACUUM ANALYZE).`,
      );
      await measureStep(`${format(target)} orders`);
    }
    const size = (await db.query(`SELECT pg_size_pretty(pg_database_size('esencia')) AS size`)).rows[0].size;
    notes.push(`Database size at the end: ${size}. Server RSS peak (VmHWM): ${mib(memoryOf(esencia.pid).peak)} MiB.`);

    if (BACKUP) {
      const archive = path.join(dataDir, 'backup', 'large.tar.gz');
      const cli = (name: string) => path.join(ROOT, 'dist', 'src', 'interface', 'cli', `${name}.js`);
      const backupStarted = Date.now();
      await run(process.execPath, [cli('backup'), archive], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const backupSeconds = (Date.now() - backupStarted) / 1000;
      record('backup of the large store (npm run backup, serving)', '≤ 2 min', 120_000, 'last step', {
        ms: backupSeconds * 1000,
      });
      const restoreDir = mkdtempSync(path.join(tmpdir(), 'esencia-scale-restore-'));
      chmodSync(restoreDir, 0o755);
      // As on a new machine (docs/operations.md, Restore): the install's key goes with its archive, or the
      // signed backup is refused.
      copyFileSync(path.join(dataDir, 'backup.key'), path.join(restoreDir, 'backup.key'));
      try {
        const restoreStarted = Date.now();
        await run(process.execPath, [cli('restore'), archive], {
          cwd: ROOT,
          env: {
            ...process.env,
            DATA_DIR: restoreDir,
            EMBEDDED_POSTGRES_PORT: String(await freePort()),
            LOG_LEVEL: 'warn',
          },
          maxBuffer: 64 * 1024 * 1024,
        });
        record('restore into a new data folder (npm run restore)', '≤ 5 min', 300_000, 'last step', {
          ms: Date.now() - restoreStarted,
        });
        notes.push(`Backup archive: ${(statSync(archive).size / 2 ** 20).toFixed(1)} MiB.`);
      } finally {
        rmSync(restoreDir, { recursive: true, force: true });
      }
    }
    notes.push(`Whole run: ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
    print([...rows.values()], ['demo store', ...STEPS.map((target) => `${format(target)} orders`), 'last step'], notes);
  } catch (error) {
    // The server's log line about the failure may still be in the pipe: let it arrive.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (server) console.error(`Server output (last lines):\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    await client?.end().catch(() => undefined);
    await sql?.close().catch(() => undefined);
    await server?.stop();
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nOver a goal or failed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  }
}

async function vacuum(client: Client): Promise<void> {
  await client.query('VACUUM');
  await analyze(client);
}

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

function print(rows: readonly Row[], steps: readonly string[], notes: readonly string[]): void {
  const shown = steps.filter((step) => rows.some((row) => row.figures.has(step)));
  const out = [
    `## Scale bench (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ` +
      `Node ${process.version}, embedded PostgreSQL 17; load average at the end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}. p95 of ${SAMPLES} requests one at a time (round trip on this machine); the storefront's p99 ` +
      `under autocannon at 50 connections for ${LOAD_SECONDS} s.`,
    '',
    `| request | goal | ${shown.join(' | ')} | SQL per request |`,
    `| --- | --- | ${shown.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const row of rows) {
    const cells = shown.map((step) => {
      const figure = row.figures.get(step);
      if (!figure) return '';
      if (row.label.endsWith('req/s')) return figure.ms.toFixed(0);
      if (row.limit !== null && row.limit >= 60_000) return `${(figure.ms / 1000).toFixed(1)} s`;
      return `${figure.ms.toFixed(1)} ms`;
    });
    const sqlCounts = [
      ...new Set([...row.figures.values()].map((figure) => figure.sql).filter((n) => n !== undefined)),
    ];
    out.push(`| ${row.label} | ${row.goal} | ${cells.join(' | ')} | ${sqlCounts.join(', ') || '—'} |`);
  }
  out.push('', ...notes);
  console.log(out.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
