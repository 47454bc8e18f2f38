import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The web app's built index.html as the server fills it: the head marker, the default description and title, the theme script and the app's module. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <!--esencia:head-->
    <meta name="description" content="Esencia: perfumes originales con envío en todo el Perú." />
    <title>Esencia — Perfumería</title>
    <script>document.documentElement.setAttribute('data-theme', 'light');</script>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

/**
 * A throw-away web build (index.html and assets/app.js) in a temp folder, for startTestStore's `webDir`; with
 * `manifest`, Vite's .vite/manifest.json too (the pages' own chunks, route-assets.ts).
 */
export function writeTestWebBuild(options: { readonly manifest?: Record<string, unknown> } = {}): string {
  const webDir = mkdtempSync(path.join(tmpdir(), 'esencia-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("tienda")');
  if (options.manifest) {
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(options.manifest));
  }
  return webDir;
}

/** The content of a page's `<meta name|property="key" content="…">`, as the server writes it. */
export function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
}

/**
 * The web app as `npm run build:web` leaves it (web/dist, with the app's server bundle in .ssr), for specs of the
 * server-rendered pages: the real index.html, manifest and bundle. `npm test` builds it before the integration
 * specs; run alone, build it first.
 */
export function builtWebApp(): string {
  const webDir = path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
  for (const file of ['index.html', path.join('.vite', 'manifest.json'), path.join('.ssr', 'renderPage.js')]) {
    if (!existsSync(path.join(webDir, file))) {
      throw new Error(`${path.join(webDir, file)} is missing: run "npm run build:web" first`);
    }
  }
  return webDir;
}
