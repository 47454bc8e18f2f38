import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ORDER_CHANGED_CHANNEL } from '../../infrastructure/events/channels';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { inlineScriptHashes } from './security-headers';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";

/** The pages are over compression's 1 KB threshold, as the real build's are. */
const PAGE_PADDING = `<!-- ${'Esencia, perfumes originales. '.repeat(60)} -->`;

/** A GET whose bytes arrive as sent (fetch would decode them), with the response's headers. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('HTTP: the web app, SPA fallback and security headers', () => {
  let api: TestStore;
  let bundlePath: string;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'esencia-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><html lang="es"><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script>${PAGE_PADDING}</body></html>`,
    );
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("tienda")');
    // A hashed bundle big enough to be worth compressing (over compression's 1 KB threshold), and an icon.
    bundlePath = path.join(webDir, 'assets', 'index-B3kF9xQ2.js');
    writeFileSync(
      bundlePath,
      Array.from({ length: 400 }, (_, i) => `export const perfume${i} = "Esencia ${i * 7919}";`).join('\n'),
    );
    writeFileSync(
      path.join(webDir, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    );
    api = await startTestStore({ clock: fixedClock('2026-11-22T15:00:00Z'), webDir, trustProxy: true });
  });

  afterAll(() => api.stop());

  it('serves index.html for client routes, a 404 with the same app elsewhere, and the built assets', async () => {
    for (const route of ['/', '/web-products', '/promotions', '/faq', '/profile']) {
      const response = await fetch(`${api.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const route of ['/product/abc', '/ruta/que/no/existe']) {
      const response = await fetch(`${api.url}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${api.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it('sends a CSP that allows only own scripts and the inline theme script by hash', async () => {
    const response = await fetch(`${api.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS over HTTPS and hardens the API responses too', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ query: '{ brands { id } }' }),
    });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses the built files with brotli when the client takes it, else gzip, else sends them as they are', async () => {
    const file = readFileSync(bundlePath);
    const url = `${api.url}/assets/${path.basename(bundlePath)}`;

    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(br.headers['vary']).toContain('Accept-Encoding');

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);

    const identity = await rawGet(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(file)).toBe(true);

    // SVG is text too; the HTML pages are compressed like the rest.
    const icon = await rawGet(`${api.url}/favicon.svg`, { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBe('br');
    const page = await rawGet(`${api.url}/web-products`, { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<div id="root">');
  });

  it('lets browsers keep hashed assets a year, revalidates the pages, and keeps other files an hour', async () => {
    const asset = await fetch(`${api.url}/assets/${path.basename(bundlePath)}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/web-products', '/index.html', '/ruta/que/no/existe']) {
      expect((await fetch(`${api.url}${route}`)).headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${api.url}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers GraphQL as compact JSON, without indentation', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storeSettings { storeName shippingRates { label } } }' }),
    });
    const text = await response.text();
    expect(text).not.toMatch(/\n|": /);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    // Nothing revalidates a no-store answer: no ETag hashed over it.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('never compresses the live stream: each event reaches a client that accepts gzip and brotli at once', async () => {
    const orderId = 'abcdefghijklmnopqrstuvwxyz234567';
    const abort = new AbortController();
    const response = await fetch(`${api.url}/graphql/stream`, {
      method: 'POST',
      signal: abort.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ query: `subscription { orderUpdated(ids: ["${orderId}"]) { id } }` }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // graphql-sse says `Content-Encoding: none` itself; what matters is that nobody compressed the stream.
    expect(response.headers.get('content-encoding') ?? 'none').toBe('none');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    // The stream stays open; announcing the (unknown) order pushes one event, which must arrive while it is
    // open (a compressor would hold it back). Announced again until heard: the subscription registers async.
    const announce = setInterval(() => {
      void api.database.dataSource.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, orderId]);
    }, 100);
    try {
      while (!received.includes('event: next')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
    } finally {
      clearInterval(announce);
      abort.abort();
    }
    expect(received).toContain('event: next');
  });

  it('hashes only inline scripts with content', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script> </script><script>x()</script>')).toEqual([
      `sha256-${createHash('sha256').update('x()').digest('base64')}`,
    ]);
  });
});
