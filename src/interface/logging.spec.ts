import { Writable } from 'node:stream';
import type { Request, Response as ExpressResponse } from 'express';
import { loadConfig } from '../infrastructure/config/config';
import { requestIds } from './http/request-id';
import { chooseLogFormat, createLogger } from './logging';
import { fixedClock, startTestStore } from './testing/test-store';

function sink(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Runs `work` as the request-id middleware runs a request; answers the id it sent. */
function inRequest(work: () => void): string {
  let id = '';
  const res = { setHeader: (_name: string, value: string) => (id = value) } as unknown as ExpressResponse;
  requestIds()({} as Request, res, work);
  return id;
}

describe('chooseLogFormat', () => {
  it.each([
    [null, true, undefined, 'pretty'],
    [null, true, 'development', 'pretty'],
    [null, true, 'production', 'json'],
    [null, false, undefined, 'json'],
    [null, false, 'development', 'json'],
    ['json', true, undefined, 'json'],
    ['pretty', false, 'production', 'pretty'],
  ] as const)('LOG_FORMAT=%s, terminal %s, NODE_ENV=%s → %s', (forced, isTTY, nodeEnv, expected) => {
    expect(chooseLogFormat(forced, { isTTY, nodeEnv })).toBe(expected);
  });
});

describe('createLogger', () => {
  it('writes JSON lines carrying the id of the request they were written for', () => {
    const out = sink();
    const logger = createLogger({ level: 'info', format: null, isTTY: false, destination: out.stream });
    logger.info('fuera de una solicitud');
    const id = inRequest(() => logger.info({ order: 'ES-1' }, 'dentro'));
    const [outside, inside] = out
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outside).not.toHaveProperty('requestId');
    expect(inside).toMatchObject({ level: 30, msg: 'dentro', order: 'ES-1', requestId: id });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes readable lines in a terminal: time, level and message, not JSON', () => {
    const out = sink();
    const logger = createLogger({ level: 'info', format: 'pretty', isTTY: false, destination: out.stream });
    inRequest(() => logger.warn({ path: '/healthz' }, 'Base de datos lenta'));
    const text = out.text();
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN: Base de datos lenta\n/);
    expect(text).toMatch(/\n\s+path: "\/healthz"\n/);
    expect(text).toMatch(/\n\s+requestId: "[0-9a-f-]{36}"\n/);
    expect(() => JSON.parse(text)).toThrow();
  });
});

describe('request log lines', () => {
  it('carry the request id every response has, the one an error response also gives in its body', async () => {
    const out = sink();
    const api = await startTestStore({
      clock: fixedClock('2026-11-22T15:00:00Z'),
      logger: createLogger({ level: 'info', format: 'json', destination: out.stream }),
    });
    try {
      const lines = () =>
        out
          .text()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      const health = await fetch(`${api.url}/healthz`);
      const healthId = health.headers.get('x-request-id');
      expect(healthId).toMatch(/^[0-9a-f-]{36}$/);
      await api.database.dataSource.query('ALTER TABLE brands RENAME TO brands_moved_away');
      let failed: Response;
      try {
        failed = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ brands { id } }' }),
        });
      } finally {
        await api.database.dataSource.query('ALTER TABLE brands_moved_away RENAME TO brands');
      }
      const failedId = failed.headers.get('x-request-id');
      const body = (await failed.json()) as { errors: { extensions: { requestId?: string } }[] };
      expect(body.errors[0]?.extensions.requestId).toBe(failedId);
      await new Promise((resolve) => setImmediate(resolve));

      const requestLine = (id: string | null) =>
        lines().find((line) => line.msg === 'request' && line.requestId === id);
      expect(requestLine(healthId)).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
      expect(requestLine(failedId)).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
      expect(lines().find((line) => line.msg === 'unexpected GraphQL error')).toMatchObject({ requestId: failedId });
    } finally {
      await api.stop();
    }
  });
});

describe('LOG_FORMAT and the metrics settings', () => {
  it('reads LOG_FORMAT (unset or auto: chosen by the terminal) and refuses anything else', () => {
    expect(loadConfig({}).logFormat).toBeNull();
    expect(loadConfig({ LOG_FORMAT: 'auto' }).logFormat).toBeNull();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow('LOG_FORMAT must be json or pretty, got "text"');
  });

  it('reads METRICS_TOKEN (16 characters at least) and METRICS_FROM_PRIVATE_NETWORKS (default true)', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, fromPrivateNetworks: true });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16), METRICS_FROM_PRIVATE_NETWORKS: 'false' }).metrics).toEqual({
      token: 'a'.repeat(16),
      fromPrivateNetworks: false,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/^METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_FROM_PRIVATE_NETWORKS: 'si' })).toThrow(
      'METRICS_FROM_PRIVATE_NETWORKS must be true or false, got "si"',
    );
  });
});
