import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../infrastructure/config/config';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const clock = fixedClock('2026-11-22T15:00:00Z');

/** A web build with one asset the size of the vendor chunk and one larger than what loopback's buffers hold. */
function webBuild(): { webDir: string; chunk: string; large: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'esencia-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(webDir, 'assets', 'chunk.js'), Buffer.alloc(500_000, 'a'));
  writeFileSync(path.join(webDir, 'assets', 'large.js'), Buffer.alloc(12_000_000, 'b'));
  return { webDir, chunk: path.join(webDir, 'assets', 'chunk.js'), large: path.join(webDir, 'assets', 'large.js') };
}

/** This process's open file descriptors on `file` (the store runs in the test's process). */
function openDescriptorsOn(file: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while listed
    }
  }).length;
}

interface RawConnection {
  readonly socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves true when the server closes the connection within `ms`, false otherwise. */
  closedWithin(ms: number): Promise<boolean>;
}

/**
 * A raw TCP connection to the store, connected, reading what it is sent unless `reading` is false; one that
 * `keepsItsSideOpen` does not close its side when the server has closed its own.
 */
async function open(url: string, reading = true, { keepsItsSideOpen = false } = {}): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: keepsItsSideOpen });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.once('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  if (!reading) socket.pause();
  return {
    socket,
    received: () => text,
    closedWithin: (ms) =>
      Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
      ]),
  };
}

const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: tienda\r\n${headers}\r\n`;

/** Until `done()` holds, looking again every few milliseconds. */
async function until(done: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

/** A refused connection's whole answer: 503, when to come back, the Spanish text, nothing kept. */
function expectBusyAnswer(received: string, message: string): void {
  const raw = Buffer.from(received, 'latin1').toString('utf8');
  const [head, body] = raw.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
  expect(head).toMatch(/\r\nRetry-After: 5(\r\n|$)/i);
  expect(head).toMatch(/\r\nCache-Control: no-store(\r\n|$)/i);
  expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
  expect(head).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8(\r\n|$)/i);
  expect(body).toBe(message);
}

/** The store's /metrics over a connection of its own; '' when that connection was refused (answered 503). */
async function metricsText(url: string): Promise<string> {
  const connection = await open(url);
  connection.socket.write(get('/metrics', 'Connection: close\r\n'));
  await connection.closedWithin(2_000);
  return connection.received().startsWith('HTTP/1.1 503 ') ? '' : connection.received();
}

const gauge = (metrics: string, name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(metrics)?.[1]);

describe('Connections: how many, from whom, and for how long', () => {
  let api: TestStore;
  let assets: ReturnType<typeof webBuild>;

  beforeAll(async () => {
    assets = webBuild();
    api = await startTestStore({
      clock,
      webDir: assets.webDir,
      // The test's client (loopback) is a client, not the proxy: the proxy's address is another.
      trustProxy: ['10.9.9.9'],
      httpTimeouts: { headersMs: 600, requestMs: 1_200 },
      connections: { total: 50, perAddress: 4, idleMs: 800, keepAliveMs: 300 },
    });
  });

  afterAll(() => api.stop());

  it('answers a connection past the cap per address 503 in Spanish and closes it, and takes that address again when one closes', async () => {
    const held = await Promise.all([1, 2, 3, 4].map(() => open(api.url)));
    const fifth = await open(api.url);
    fifth.socket.write(get('/'));
    expect(await fifth.closedWithin(2_000)).toBe(true);
    expectBusyAnswer(
      fifth.received(),
      'Hay demasiadas conexiones abiertas desde tu red. Intenta de nuevo en unos segundos.',
    );

    // Answered without parsing it or holding it: a client that keeps its side open and pours a body without end
    // is cut after a moment all the same (its bytes drained meanwhile, so the answer is not lost to a reset).
    const pouring = await open(api.url, true, { keepsItsSideOpen: true });
    pouring.socket.write('POST /graphql HTTP/1.1\r\nHost: tienda\r\nContent-Length: 100000000\r\n\r\n');
    const pour = setInterval(() => pouring.socket.writable && pouring.socket.write(Buffer.alloc(16_384)), 5);
    try {
      expect(await pouring.closedWithin(3_000)).toBe(true);
    } finally {
      clearInterval(pour);
    }
    expect(pouring.received()).toMatch(/^HTTP\/1\.1 503 /);

    held[0]!.socket.destroy();
    await until(() => held[0]!.socket.destroyed);
    const again = await open(api.url);
    await until(() => true);
    again.socket.write(get('/healthz', 'Connection: close\r\n'));
    expect(await again.closedWithin(2_000)).toBe(true);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const connection of held) connection.socket.destroy();
  });

  it('closes a connection that stopped reading its answer once nothing moved for the idle time', async () => {
    const reader = await open(api.url, false);
    reader.socket.write(get('/assets/large.js', 'Accept-Encoding: identity\r\n'));
    await until(() => openDescriptorsOn(assets.large) === 1);
    // Node's default has no such limit: the answer's file and buffers would be held for as long as the client likes.
    await until(() => openDescriptorsOn(assets.large) === 0, 3_000);
    // The client, reading again, finds its answer cut and the connection closed.
    reader.socket.resume();
    expect(await reader.closedWithin(2_000)).toBe(true);
    expect(reader.received().length).toBeLessThan(12_000_000);
  });

  it('works on pipelined requests one at a time, in turn, and leaves nothing behind when the connection closes', async () => {
    const three = await open(api.url);
    three.socket.write(get('/healthz') + get('/nada') + get('/healthz', 'Connection: close\r\n'));
    expect(await three.closedWithin(2_000)).toBe(true);
    expect(answers(three.received())).toEqual(['HTTP/1.1 200', 'HTTP/1.1 404', 'HTTP/1.1 200']);

    // The requests behind an answer the client does not read wait for their turn: nothing is opened for them.
    const stalled = await open(api.url, false);
    const identity = 'Accept-Encoding: identity\r\n';
    stalled.socket.write(get('/assets/large.js', identity) + get('/assets/chunk.js', identity).repeat(2));
    await until(() => openDescriptorsOn(assets.large) === 1);
    await until(async () => gauge(await metricsText(api.url), 'esencia_http_requests_waiting_turn') === 2);
    expect(openDescriptorsOn(assets.chunk)).toBe(0);
    stalled.socket.destroy();
    await until(() => openDescriptorsOn(assets.large) === 0);

    // Before, Node 20 never ended the answers still queued behind the first when their client left: with a dozen
    // pipelined requests for a 500 KB file, three files per connection stayed open for the process's life.
    for (let round = 0; round < 3; round++) {
      const greedy = await open(api.url, false);
      greedy.socket.write(get('/assets/chunk.js', identity).repeat(12));
      // Eleven wait behind the first; fewer once its answer is out and the next one's file is being sent.
      await until(async () => gauge(await metricsText(api.url), 'esencia_http_requests_waiting_turn') < 11);
      greedy.socket.destroy();
      await until(() => openDescriptorsOn(assets.chunk) === 0, 2_000);
    }
    expect(gauge(await metricsText(api.url), 'esencia_http_requests_waiting_turn')).toBe(0);
  });

  it('closes the file of a stored picture or variant whose client leaves, or stops reading, in the middle', async () => {
    // A JPEG's first bytes, then 8 MB: more than loopback's buffers hold, so the answer is still being sent.
    const picture = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8_000_000)]);
    const stored = path.join(api.filesDir, 'products', '1-grande.jpg');
    const variant = path.join(api.filesDir, '_variants', 'products', '1-grande.jpg', '640.jpg');
    mkdirSync(path.dirname(variant), { recursive: true });
    mkdirSync(path.dirname(stored), { recursive: true });
    writeFileSync(stored, picture);
    writeFileSync(variant, picture);
    for (const [target, file] of [
      ['/files/products/1-grande.jpg', stored],
      ['/files/products/1-grande.jpg?w=640&fmt=jpeg', variant],
    ] as const) {
      const leaving = await open(api.url);
      leaving.socket.write(get(target));
      await until(() => leaving.received().length > 100_000);
      leaving.socket.destroy();
      // pipe() never ends its source when the answer closes first: each left its file open for the process's life.
      await until(() => openDescriptorsOn(file) === 0, 2_000);

      const stalled = await open(api.url, false);
      stalled.socket.write(get(target));
      await until(() => openDescriptorsOn(file) === 1);
      await until(() => openDescriptorsOn(file) === 0, 3_000);
      stalled.socket.destroy();
    }
  });

  it('closes a connection that pipelines more than 8 requests', async () => {
    const flood = await open(api.url);
    flood.socket.write(Array.from({ length: 30 }, () => get('/healthz')).join(''));
    expect(await flood.closedWithin(2_000)).toBe(true);
    expect(answers(flood.received()).length).toBeLessThanOrEqual(9);
  });

  it('closes an idle keep-alive connection, and one that sends its headers a byte at a time', async () => {
    const keptAlive = await open(api.url);
    keptAlive.socket.write(get('/healthz'));
    await until(() => answers(keptAlive.received()).length === 1);
    expect(await keptAlive.closedWithin(1_500)).toBe(true);

    const silent = await open(api.url);
    const slowloris = await open(api.url);
    const request = get('/', 'X-Relleno: a\r\n'.repeat(50));
    let sent = 0;
    const trickle = setInterval(
      () => slowloris.socket.writable && slowloris.socket.write(request[sent++ % request.length]!),
      20,
    );
    try {
      expect(await slowloris.closedWithin(3_000)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(slowloris.received()).toMatch(/^HTTP\/1\.1 408 [\s\S]*"errorCode":"REQUEST_TIMEOUT"/);
    expect(await silent.closedWithin(1_000)).toBe(true);
  });
});

describe('Connections in all', () => {
  let api: TestStore;

  beforeAll(async () => {
    // Behind a trusted proxy every connection comes from the proxy: only the cap in all applies.
    api = await startTestStore({
      clock,
      trustProxy: true,
      connections: { total: 6, perAddress: 2, idleMs: 5_000, keepAliveMs: 300 },
    });
  });

  afterAll(() => api.stop());

  it('answers a new connection past HTTP_MAX_CONNECTIONS 503 in Spanish, closes it and counts it', async () => {
    const held = await Promise.all([1, 2, 3, 4, 5, 6].map(() => open(api.url)));
    const seventh = await open(api.url);
    seventh.socket.write(get('/graphql?query=%7Bme%7Bemail%7D%7D'));
    expect(await seventh.closedWithin(2_000)).toBe(true);
    expectBusyAnswer(
      seventh.received(),
      'La tienda está atendiendo muchas solicitudes en este momento. Intenta de nuevo en unos segundos.',
    );
    held[0]!.socket.destroy();
    // The server frees the place once it sees the close: until then a new connection is refused too (and counted).
    let metrics = '';
    let refusedMeanwhile = -1;
    await until(async () => {
      refusedMeanwhile += 1;
      return (metrics = await metricsText(api.url)) !== '';
    });
    expect(metrics).toMatch(
      new RegExp(`^esencia_http_connections_refused_total\\{reason="total"\\} ${1 + refusedMeanwhile}$`, 'm'),
    );
    expect(gauge(metrics, 'esencia_http_connections_open')).toBe(6);
    for (const connection of held) connection.socket.destroy();
  });

  it('has limits by default', () => {
    expect(loadConfig({}).connections).toEqual({ total: 4_000, perAddress: 256, idleMs: 60_000, keepAliveMs: 5_000 });
  });
});
