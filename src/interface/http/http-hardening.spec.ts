import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../../infrastructure/config/config';
import { QUERY_LIMITS } from '../graphql/query-limits';
import { storedOrder } from '../testing/stored-orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const clock = fixedClock('2026-11-22T15:00:00Z');
const JSON_HEADERS = { 'content-type': 'application/json' };

interface ErrorBody {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  data?: unknown;
  errorCode?: string;
  message?: string;
}

async function post(
  url: string,
  body: string,
  headers: Record<string, string> = JSON_HEADERS,
): Promise<{ status: number; headers: Headers; text: string; json: ErrorBody }> {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  let json: ErrorBody = {};
  try {
    json = JSON.parse(text) as ErrorBody;
  } catch {
    // Not JSON: the assertions on `json` fail and show `text`.
  }
  return { status: response.status, headers: response.headers, text, json };
}

const gql = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

/** A pino logger whose lines are kept, to check what is (and is not) logged. */
function capturedLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('HTTP and GraphQL hardening (production defaults)', () => {
  let api: TestStore;
  let log: ReturnType<typeof capturedLogger>;
  let graphqlUrl: string;

  beforeAll(async () => {
    log = capturedLogger();
    const webDir = mkdtempSync(path.join(tmpdir(), 'esencia-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Esencia</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("tienda")\n//# sourceMappingURL=app.js.map');
    writeFileSync(path.join(webDir, 'assets', 'app.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
    api = await startTestStore({ clock, logger: log.logger, webDir });
    graphqlUrl = `${api.url}/graphql`;
  });

  afterAll(() => api.stop());

  it('refuses the 500 aliased products(pageSize: 100) cheaply, in Spanish', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `p${i}: products(pageSize: 100) { items { id name } }`);
    const response = await post(graphqlUrl, gql(`{ ${aliases.join(' ')} }`));
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]).toMatchObject({
      message: `La consulta es demasiado larga (máximo ${QUERY_LIMITS.maxTokens} elementos).`,
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'MAX_TOKENS' },
    });
    expect(response.json.data).toBeUndefined();
    // Refused at parse time: nothing was resolved, so the answer is a short error, not 500 product pages.
    expect(response.text.length).toBeLessThan(500);

    // Under the token limit, the alias limit answers (16 aliases of a small query).
    const sixteen = Array.from({ length: 16 }, (_, i) => `p${i}: products(pageSize: 100) { items { id } }`);
    const refused = await post(graphqlUrl, gql(`{ ${sixteen.join(' ')} }`));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      {
        message: `La consulta usa demasiados alias (máximo ${QUERY_LIMITS.maxAliases}).`,
        extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'MAX_ALIASES' },
      },
    ]);
  });

  it('keeps the schema to itself: no introspection, no suggestions, no stack traces', async () => {
    const introspection = await post(graphqlUrl, gql('{ __schema { types { name } } }'));
    expect(introspection.status).toBe(400);
    expect(introspection.json.errors?.[0]?.message).toBe(
      'La exploración del esquema (introspección) está desactivada.',
    );
    expect(introspection.text).not.toContain('"types"');

    const typo = await post(graphqlUrl, gql('{ brands { nam } }'));
    expect(typo.json.errors?.[0]?.message).toBe('El campo "nam" no existe en el tipo "Brand".');
    expect(typo.text).not.toMatch(/Did you mean|"name"/);

    const failures = [typo, introspection, await post(graphqlUrl, gql('{ product(id: "no-existe") { nope } }'))];
    for (const failure of failures) {
      expect(failure.text).not.toContain('stacktrace');
      expect(failure.text).not.toMatch(/\/src\/|node_modules/);
    }
  });

  it('answers malformed JSON with a Spanish JSON 400 and never logs the body', async () => {
    const password = 'Secreto-Muy-Privado-2026';
    const response = await post(graphqlUrl, `{"query":"mutation { signIn }","password":"${password}"`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.json).toEqual({
      errors: [{ message: 'El cuerpo de la solicitud no es un JSON válido.', extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(response.text).not.toContain('<html');
    expect(log.lines.join('')).not.toContain(password);
  });

  it('answers every other HTTP refusal in Spanish JSON: 413, 415, unknown /api paths', async () => {
    // 100 KB: the largest form (a product's) is about 12 KB; a 1 MB body parsed into 10 MiB of heap.
    const tooLarge = await post(graphqlUrl, gql(`{ brands { id } } #${'x'.repeat(110_000)}`));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.errors?.[0]).toEqual({
      message: 'La solicitud es demasiado grande.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });

    const notJson = await post(graphqlUrl, 'query={brands{id}}', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(notJson.status).toBe(415);
    expect(notJson.json.errors?.[0]?.message).toBe('Envía la solicitud como JSON (Content-Type: application/json).');

    for (const request of [fetch(`${api.url}/api/no-existe`), fetch(`${api.url}/api/orders`, { method: 'DELETE' })]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Esta dirección de la API no existe.' });
    }
  });

  it("answers POST / and any other unknown route in Spanish JSON, never Express's 'Cannot POST /' (issue 25)", async () => {
    const unknown = [
      fetch(`${api.url}/`, { method: 'POST', body: 'x' }),
      fetch(`${api.url}/product/abc`, { method: 'PUT' }),
      fetch(`${api.url}/files/products/a.png`, { method: 'DELETE' }),
      fetch(`${api.url}/healthz`, { method: 'PATCH' }),
      fetch(`${api.url}/no-existe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ];
    for (const request of unknown) {
      const response = await request;
      const text = await response.text();
      expect({ status: response.status, type: response.headers.get('content-type'), text }).toEqual({
        status: 404,
        type: 'application/json; charset=utf-8',
        text: JSON.stringify({ errorCode: 'NOT_FOUND', message: 'Esta dirección no existe.' }),
      });
    }
  });

  it('logs request paths without their query string', async () => {
    await fetch(`${api.url}/robots.txt?email=ana%40correo.pe&token=abc123`);
    const requestLines = log.lines.filter((line) => line.includes('robots.txt'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.join('')).toContain('"path":"/robots.txt"');
    expect(log.lines.join('')).not.toMatch(/ana%40correo|abc123/);
  });

  it('logs an unexpected error with the request id the client also receives', async () => {
    await api.database.dataSource.query('ALTER TABLE brands RENAME TO brands_moved_away');
    try {
      const response = await post(graphqlUrl, gql('{ brands { id name } }'));
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.json.errors).toEqual([
        {
          message: 'Ocurrió un error inesperado. Por favor, intenta de nuevo.',
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ]);
      const logged = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const entry = logged.find((line) => line.requestId === requestId && line.msg === 'unexpected GraphQL error');
      expect(entry).toMatchObject({ level: 50, err: { message: expect.stringContaining('brands') } });
    } finally {
      await api.database.dataSource.query('ALTER TABLE brands_moved_away RENAME TO brands');
    }
  });

  it('puts GraphQL’s and Apollo’s own refusals in Spanish: must not be null, missing argument, CSRF, batching', async () => {
    const nullVariable = await post(graphqlUrl, gql('query P($id: ID!) { product(id: $id) { id } }', { id: null }));
    expect(nullVariable.json.errors?.[0]).toMatchObject({
      message: 'La variable "$id" no puede ser nula.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missingVariable = await post(graphqlUrl, gql('query P($id: ID!) { product(id: $id) { id } }'));
    expect(missingVariable.json.errors?.[0]?.message).toBe('Falta la variable obligatoria "$id".');
    const missingArgument = await post(graphqlUrl, gql('{ product { id } }'));
    expect(missingArgument.json.errors?.[0]?.message).toBe('Falta el argumento obligatorio "id" del campo "product".');
    const syntax = await post(graphqlUrl, gql('{ brands { id '));
    expect(syntax.json.errors?.[0]).toMatchObject({
      message: 'La consulta tiene un error de sintaxis.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });

    // A GET without a preflight-forcing header is what a cross-site page could make a browser send.
    const csrf = await fetch(`${graphqlUrl}?query=${encodeURIComponent('{ brands { id } }')}`);
    expect(csrf.status).toBe(400);
    expect(((await csrf.json()) as ErrorBody).errors?.[0]?.message).toBe(
      'Solicitud bloqueada como posible falsificación entre sitios (CSRF): envía la consulta como JSON ' +
        '(Content-Type: application/json) o con la cabecera Apollo-Require-Preflight.',
    );

    const batch = await post(
      graphqlUrl,
      JSON.stringify([{ query: '{ brands { id } }' }, { query: '{ brands { id } }' }]),
    );
    expect(batch.status).toBe(400);
    expect(batch.json.errors?.[0]?.message).toBe(
      'No se admiten varias operaciones en una misma solicitud: envía una por vez.',
    );
  });

  it('refuses persisted queries in Spanish, by GET or POST, whatever their extension holds: never an unexpected error', async () => {
    const products = '{ products(pageSize: 1) { total } }';
    const extensions = [
      { persistedQuery: 1 },
      { persistedQuery: { version: 2, sha256Hash: 'abc' } },
      { persistedQuery: { version: 1, sha256Hash: 'abc' } },
      { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    ];
    const logged = log.lines.length;
    const answers = [];
    for (const extension of extensions) {
      answers.push(await post(graphqlUrl, JSON.stringify({ query: products, extensions: extension })));
      answers.push(await post(graphqlUrl, JSON.stringify({ extensions: extension })));
      const query = new URLSearchParams({ query: products, extensions: JSON.stringify(extension) });
      const response = await fetch(`${graphqlUrl}?${query}`, { headers: { 'apollo-require-preflight': 'true' } });
      answers.push({ status: response.status, json: (await response.json()) as ErrorBody });
    }
    // 200 as the persisted-query protocol answers it: a client that tried one sends the whole query next.
    for (const answer of answers) {
      expect({ status: answer.status, errors: answer.json.errors }).toEqual({
        status: 200,
        errors: [
          {
            message: 'Esta tienda no admite consultas persistidas.',
            extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
          },
        ],
      });
    }
    expect(log.lines.slice(logged).join('')).not.toContain('unexpected GraphQL error');
  });

  it('answers a subscription sent to /graphql with where to send it, never an unexpected error', async () => {
    const logged = log.lines.length;
    const subscription = 'subscription { orderUpdated(ids: ["abc"]) { id status } }';
    const response = await post(graphqlUrl, gql(subscription));
    expect({ status: response.status, json: response.json }).toEqual({
      status: 400,
      json: {
        errors: [
          {
            message: 'Las suscripciones se reciben en /graphql/stream; esta dirección atiende consultas y cambios.',
            extensions: { code: 'SUBSCRIPTIONS_ON_STREAM' },
          },
        ],
      },
    });
    expect(log.lines.slice(logged).join('')).not.toContain('unexpected GraphQL error');
  });

  it('does not serve source maps', async () => {
    expect((await fetch(`${api.url}/assets/app.js`)).status).toBe(200);
    const map = await fetch(`${api.url}/assets/app.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });
});

describe('Development GraphQL (GRAPHQL_DEV=true)', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({ clock, graphqlDev: true });
  });

  afterAll(() => api.stop());

  it('allows introspection and shows suggestions', async () => {
    const introspection = await post(`${api.url}/graphql`, gql('{ __schema { queryType { name } } }'));
    expect(introspection.json.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post(`${api.url}/graphql`, gql('{ brands { nam } }'));
    expect(typo.json.errors?.[0]?.extensions?.detail).toContain('Did you mean "name"?');
  });

  it('is off unless GRAPHQL_DEV or NODE_ENV=development turns it on', () => {
    expect(loadConfig({}).graphqlDev).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlDev).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).graphqlDev).toBe(true);
    expect(loadConfig({ GRAPHQL_DEV: 'true' }).graphqlDev).toBe(true);
    expect(loadConfig({ GRAPHQL_DEV: 'false', NODE_ENV: 'development' }).graphqlDev).toBe(false);
  });
});

describe('Per-address request limit on /graphql behind a proxy (TRUST_PROXY)', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({ clock, trustProxy: 1, graphqlRateLimit: 5 });
  });

  afterAll(() => api.stop());

  it('counts the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
      const forwarded = `10.0.${i}.${i + 1}, 198.51.100.7`;
      const response = await post(`${api.url}/graphql`, gql('{ brands { id } }'), {
        ...JSON_HEADERS,
        'x-forwarded-for': forwarded,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(response.json.errors?.[0]).toMatchObject({
          message: 'Demasiadas solicitudes desde tu conexión. Intenta de nuevo en 1 minuto.',
          extensions: { code: 'RATE_LIMITED' },
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

    // Another client behind the same proxy is not throttled.
    const other = await post(`${api.url}/graphql`, gql('{ brands { id } }'), {
      ...JSON_HEADERS,
      'x-forwarded-for': '203.0.113.40',
    });
    expect(other.status).toBe(200);
  });

  it('counts what runs statements, not the kept answers a guest gets (one address may be a whole mobile carrier)', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.90' };
    const kept = `${api.url}/graphql?${new URLSearchParams({ query: '{ categories { id name } }' })}`;
    // The first read runs (counted: 1 of 5) and is kept; the next twelve are the kept answer, not counted.
    expect((await fetch(kept, { headers })).status).toBe(200);
    for (let i = 0; i < 12; i++) {
      const again = await fetch(kept, { headers });
      expect([again.status, again.headers.get('cache-control')]).toEqual([200, 'public, no-cache']);
    }
    const executed: number[] = [];
    for (let i = 0; i < 5; i++) {
      executed.push(
        (await post(`${api.url}/graphql`, gql('{ brands { id } }'), { ...JSON_HEADERS, ...headers })).status,
      );
    }
    expect(executed).toEqual([200, 200, 200, 200, 429]);
    // A kept answer with a session cookie reads the session first: counted, so refused now.
    expect((await fetch(kept, { headers: { ...headers, cookie: 'esencia_session=cualquiera' } })).status).toBe(429);
  });

  it('takes a hop count or proxy addresses, never "trust everything"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).graphqlRateLimit).toBe(600);
  });
});

describe('Slow clients', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({ clock, httpTimeouts: { headersMs: 500, requestMs: 1_000 } });
  });

  afterAll(() => api.stop());

  it('cuts a body trickled in byte by byte (slowloris)', async () => {
    const { hostname, port } = new URL(api.url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closedByServer = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      socket.once('error', () => undefined);
      // Node's own default would keep it for 300 s; the test gives up long before (the store's limit here is 1 s).
      setTimeout(() => resolve(false), 10_000).unref();
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closedByServer).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(jsonBodyOf(answer)).toEqual({
      errorCode: 'REQUEST_TIMEOUT',
      message: 'La solicitud tardó demasiado en llegar. Intenta de nuevo.',
    });
  });

  it.each([
    [
      'headers over 16 KB',
      `GET / HTTP/1.1\r\nHost: tienda\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      { errorCode: 'REQUEST_HEADERS_TOO_LARGE', message: 'Los encabezados de la solicitud son demasiado grandes.' },
    ],
    [
      'a malformed request line',
      'ESTO NO ES HTTP\r\n\r\n',
      400,
      { errorCode: 'BAD_REQUEST', message: 'La solicitud no es válida.' },
    ],
    [
      'a malformed header',
      'GET / HTTP/1.1\r\nHost: tienda\r\nSin dos puntos\r\n\r\n',
      400,
      { errorCode: 'BAD_REQUEST', message: 'La solicitud no es válida.' },
    ],
  ])('answers %s that Node refuses itself in Spanish JSON, and closes', async (_case, request, status, body) => {
    const answer = await rawExchange(api.url, request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(jsonBodyOf(answer)).toEqual(body);
  });

  it('has header and request timeouts by default', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersMs: 20_000, requestMs: 60_000 });
  });
});

/** Writes a raw request and reads everything the server sends until it closes the connection. */
async function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.once('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(request);
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return answer;
}

/** The JSON after a raw answer's headers (null when there is none). */
function jsonBodyOf(answer: string): unknown {
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  return body ? JSON.parse(body) : null;
}

describe('Requests worked on at once', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({
      clock,
      admission: { graphql: { active: 1, waiting: 1 }, uploads: { active: 1, waiting: 1 } },
    });
  });

  afterAll(() => api.stop());

  /** What the process's metrics say of the requests of `kind` worked on and waiting. */
  async function gauges(kind: string): Promise<{ active: number; waiting: number }> {
    const text = await (await fetch(`${api.url}/metrics`)).text();
    const gauge = (name: string) =>
      Number(new RegExp(`^${name}\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? -1);
    return { active: gauge('esencia_requests_active'), waiting: gauge('esencia_requests_waiting') };
  }

  /** Until the process works on one request of `kind` and another waits. */
  async function untilFull(kind: string): Promise<void> {
    await until(async () => {
      const { active, waiting } = await gauges(kind);
      return active === 1 && waiting === 1;
    });
  }

  /** A request whose body has not all arrived: it holds its place until `finish` sends the rest. */
  async function unfinished(path: string, contentType: string, body: string, sent: number) {
    const { hostname, port } = new URL(api.url);
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.once('error', () => undefined);
    // Listened to from the start: the server may answer and close before the body is finished.
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, sent)}`,
    );
    return {
      /** The answer sent before the body was finished (the server may close the connection meanwhile). */
      answered: async () => {
        await Promise.race([closed, until(() => /\r\n\r\n\{[\s\S]*\}$/.test(answer.trimEnd()))]);
        socket.destroy();
        return answer;
      },
      finish: async () => {
        if (!socket.destroyed) socket.write(body.slice(sent));
        await closed;
        return answer;
      },
    };
  }

  /** Until `done()` holds, looking again after each turn of the event loop. */
  async function until(done: () => boolean | Promise<boolean>): Promise<void> {
    while (!(await done())) await new Promise((resolve) => setImmediate(resolve));
  }

  it('/graphql: past the requests worked on and those waiting, a Spanish 503; a slow body holds no place', async () => {
    const [story] = await api.database.dataSource.query(
      `INSERT INTO stories (title, description, image_key, expires_at) VALUES ('Navidad', 'Descripción', 'stories/1-x.webp',
       now() + interval '1 day') RETURNING id`,
    );
    const view = gql(`mutation { recordStoryView(storyId: "${story.id}") { __typename } }`);
    // The story's row locked: two guests' views wait for it, one worked on and one waiting for its turn.
    const lock = api.database.dataSource.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('SELECT id FROM stories WHERE id = $1 FOR UPDATE', [story.id]);
    const held = [post(`${api.url}/graphql`, view), post(`${api.url}/graphql`, view)];
    await untilFull('graphql');

    const third = await post(`${api.url}/graphql`, gql('{ brands { id } }'));
    expect(third.status).toBe(503);
    expect(third.json).toEqual({
      errors: [
        {
          message: 'La tienda está atendiendo muchas solicitudes en este momento. Intenta de nuevo en unos segundos.',
          extensions: { code: 'SERVER_BUSY' },
        },
      ],
    });
    await lock.rollbackTransaction();
    await lock.release();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200]);

    // A body still coming (slowloris) is read before its turn: it keeps no one else waiting.
    const body = gql('{ brands { id } }');
    const slow = await unfinished('/graphql', 'application/json', body, 5);
    expect(await gauges('graphql')).toEqual({ active: 0, waiting: 0 });
    expect((await post(`${api.url}/graphql`, body)).status).toBe(200);
    expect(await slow.finish()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('uploads: past the files being received and those waiting, IMAGE_UPLOADS_BUSY before reading the file', async () => {
    const boundary = 'limite';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxxxx\r\n--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const path = `/api/orders/${await storedOrder(api)}/receipt`;
    // One at a time: the second is sent once the first is received. Sent together, the second could take the place
    // first (its order's check may answer sooner) and wait for a body the test sends only after the first's answer.
    const first = await unfinished(path, type, form, 10);
    await until(async () => (await gauges('receipt_uploads')).active === 1);
    const second = await unfinished(path, type, form, 10);
    await untilFull('receipt_uploads');
    const third = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body: form });
    expect(third.status).toBe(503);
    expect(await third.json()).toEqual({
      errorCode: 'IMAGE_UPLOADS_BUSY',
      message: 'Estamos procesando muchas imágenes en este momento. Intenta de nuevo en unos segundos.',
    });
    // Their files are not pictures: refused once read.
    expect(await first.finish()).toMatch(/^HTTP\/1\.1 415 /);
    expect(await second.finish()).toMatch(/^HTTP\/1\.1 415 /);
  });

  it('uploads: a receipt for an order that cannot take one is answered before its file is read', async () => {
    const boundary = 'limite';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(1000)}\r\n--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    for (const id of ['receiptsreceiptsreceiptsaaaaaaaa', 'nada']) {
      // The file's first 10 bytes only: the answer comes without the rest, and takes no upload's place.
      const upload = await unfinished(`/api/orders/${id}/receipt`, type, form, 10);
      expect(await upload.answered()).toMatch(/^HTTP\/1\.1 404 [\s\S]*"errorCode":"ORDER_NOT_FOUND"/);
      expect(await gauges('receipt_uploads')).toEqual({ active: 0, waiting: 0 });
    }
  });
});
