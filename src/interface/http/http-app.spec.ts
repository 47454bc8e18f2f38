import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { inlineScriptHashes } from './security-headers';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";

describe('HTTP: the web app, SPA fallback and security headers', () => {
  let api: TestStore;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'esencia-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><html lang="es"><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`,
    );
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("tienda")');
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

  it('hashes only inline scripts with content', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script> </script><script>x()</script>')).toEqual([
      `sha256-${createHash('sha256').update('x()').digest('base64')}`,
    ]);
  });
});
