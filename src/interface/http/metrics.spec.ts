import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KNOWN_OPERATION_NAMES } from '../graphql/known-operations';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { isPrivateAddress } from './metrics';

const clock = fixedClock('2026-11-22T15:00:00Z');
const TOKEN = 'metricas-secretas-0123456789abcdef';

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** Prometheus text format → samples (comments skipped). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample with that name and (at least) those labels; 0 when there is none yet. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, label]) => sample.labels[key] === label),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

const graphql = (url: string, body: Record<string, unknown>) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/metrics (Prometheus)', () => {
  let api: TestStore;

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/metrics`, { headers });
    const text = await response.text();
    expect(response.status).toBe(200);
    return { text, samples: parse(text), contentType: response.headers.get('content-type') };
  };

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'esencia-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Esencia</title></head></html>');
    api = await startTestStore({ clock, seed: true, webDir });
  });

  afterAll(() => api.stop());

  it('answers a loopback client in Prometheus text format with the process, pool and job metrics', async () => {
    const { samples, contentType } = await scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'esencia_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'esencia_db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
    expect(value(samples, 'esencia_db_pool_max_connections')).toBe(10);
    expect(value(samples, 'esencia_metrics_database_up')).toBe(1);
    // The story expiry job ran at start-up (awaited) and its row says when.
    const lastRun = value(samples, 'esencia_scheduled_job_last_run_timestamp_seconds', { job: 'expire-due-stories' });
    const [row] = await api.database.dataSource.query<{ at: string }[]>(
      `SELECT extract(epoch FROM last_run_at)::float8 AS at FROM scheduled_jobs WHERE name = 'expire-due-stories'`,
    );
    expect(lastRun).toBe(Number(row!.at));
    expect(value(samples, 'esencia_scheduled_job_last_run_succeeded', { job: 'expire-due-stories' })).toBe(1);
  });

  it('counts requests and their latency by route pattern, never by raw address', async () => {
    const before = (await scrape()).samples;
    const productId = randomUUID();
    await fetch(`${api.url}/healthz`);
    await fetch(`${api.url}/healthz`);
    await fetch(`${api.url}/files/products/${productId}.webp`);
    await fetch(`${api.url}/product/${productId}`);
    await fetch(`${api.url}/api/orders/${productId}/receipt`);
    const { samples, text } = await scrape();

    const moved = (labels: Record<string, string>) =>
      value(samples, 'esencia_http_requests_total', labels) - value(before, 'esencia_http_requests_total', labels);
    expect(moved({ method: 'GET', route: '/healthz', status: '200' })).toBe(2);
    expect(moved({ method: 'GET', route: '/files/{*key}', status: '404' })).toBe(1);
    expect(moved({ method: 'GET', route: '/product/:id', status: '404' })).toBe(1);
    expect(moved({ method: 'GET', route: '/api/orders/:id/receipt' })).toBe(1);
    const histogram = (sample: Sample[]) =>
      value(sample, 'esencia_http_request_duration_seconds_count', { method: 'GET', route: '/healthz' });
    expect(histogram(samples) - histogram(before)).toBe(2);
    expect(
      value(samples, 'esencia_http_request_duration_seconds_bucket', { method: 'GET', route: '/healthz', le: '+Inf' }),
    ).toBe(histogram(samples));
    expect(text).not.toContain(productId);
  });

  it('counts GraphQL operations by known name (else other) and errors by code', async () => {
    expect(KNOWN_OPERATION_NAMES).toContain('StoreSettings');
    const before = (await scrape()).samples;
    const made = `Inventada${randomUUID().replaceAll('-', '')}`;
    await graphql(api.url, { query: 'query StoreSettings { storeSettings { storeName } }' });
    await graphql(api.url, { query: `query ${made} { storeSettings { storeName } }` });
    await graphql(api.url, { query: 'query StoreSettings { storeSettings { noExiste } }' });
    await graphql(api.url, { query: '{ brands { id ' });
    const { samples, text } = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      value(samples, name, labels) - value(before, name, labels);
    expect(moved('esencia_graphql_operations_total', { operation: 'StoreSettings', type: 'query' })).toBe(1);
    expect(moved('esencia_graphql_operations_total', { operation: 'other', type: 'query' })).toBe(1);
    expect(
      moved('esencia_graphql_errors_total', { operation: 'StoreSettings', code: 'GRAPHQL_VALIDATION_FAILED' }),
    ).toBe(1);
    expect(moved('esencia_graphql_errors_total', { operation: 'anonymous', code: 'GRAPHQL_PARSE_FAILED' })).toBe(1);
    expect(
      moved('esencia_graphql_operation_duration_seconds_count', { operation: 'StoreSettings', type: 'query' }),
    ).toBe(1);
    expect(text).not.toContain(made);
  });

  it('shows the mail outbox: pending, retrying, failed and the oldest waiting', async () => {
    const insert = (dueAt: string, lastError: string | null, failedAt: string | null) =>
      api.database.dataSource.query(
        `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, created_at, due_at, attempts, last_error, failed_at)
         VALUES ('ana@correo.pe', 'Código', 'x', 'x', now() - interval '10 minutes', $1, 1, $2, $3)`,
        [dueAt, lastError, failedAt],
      );
    await insert('2999-01-01T00:00:00Z', null, null);
    await insert('2999-01-01T00:00:00Z', 'SMTP 421', null);
    await insert('2026-11-22T15:00:00Z', 'SMTP 550', '2026-11-22T15:00:00Z');
    const { samples } = await scrape();
    expect(value(samples, 'esencia_mail_outbox_messages', { state: 'pending' })).toBe(2);
    expect(value(samples, 'esencia_mail_outbox_messages', { state: 'retrying' })).toBe(1);
    expect(value(samples, 'esencia_mail_outbox_messages', { state: 'failed' })).toBe(1);
    expect(value(samples, 'esencia_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(599);
  });

  it('refuses a client that came through a proxy the store does not trust (TRUST_PROXY unset)', async () => {
    const response = await fetch(`${api.url}/metrics`, { headers: { 'x-forwarded-for': '10.0.0.8' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Esta dirección no existe.' });
  });

  it('never takes a request carrying any common forwarding header as local (issue 25)', async () => {
    // A same-host proxy that sets only one of these makes every visitor look like loopback.
    const headers = {
      'x-real-ip': '127.0.0.1',
      'true-client-ip': '127.0.0.1',
      'cf-connecting-ip': '127.0.0.1',
      'fastly-client-ip': '127.0.0.1',
      'x-client-ip': '127.0.0.1',
      'x-cluster-client-ip': '127.0.0.1',
      'client-ip': '127.0.0.1',
      via: '1.1 nginx',
      forwarded: 'for=127.0.0.1',
      'x-forwarded-host': 'localhost',
      'x-forwarded-proto': 'http',
      'x-original-forwarded-for': '127.0.0.1',
    };
    for (const [name, value] of Object.entries(headers)) {
      const response = await fetch(`${api.url}/metrics`, { headers: { [name]: value } });
      expect({ name, status: response.status }).toEqual({ name, status: 404 });
    }
    expect((await fetch(`${api.url}/metrics`)).status).toBe(200);
  });
});

describe('/metrics behind a trusted proxy, private networks off, with METRICS_TOKEN', () => {
  let api: TestStore;
  const get = (headers: Record<string, string>) => fetch(`${api.url}/metrics`, { headers });

  beforeAll(async () => {
    api = await startTestStore({ clock, trustProxy: 1, metrics: { token: TOKEN, fromPrivateNetworks: false } });
  });

  afterAll(() => api.stop());

  it('refuses a public address with the Spanish 404, and a private one when private networks are off', async () => {
    for (const address of ['203.0.113.9', '10.1.2.3']) {
      const response = await get({ 'x-forwarded-for': address });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Esta dirección no existe.' });
    }
  });

  it('answers the bearer token from anywhere, and nothing else', async () => {
    const ok = await get({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('esencia_http_requests_total');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      expect((await get({ 'x-forwarded-for': '203.0.113.9', authorization })).status).toBe(404);
    }
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.20.30.40', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.10', true],
    ['fd12:3456::1', true],
    ['fe80::1%eth0', true],
    ['172.32.0.1', false],
    ['203.0.113.9', false],
    ['::ffff:8.8.8.8', false],
    ['2001:db8::1', false],
    ['', false],
    ['no-es-ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
