#!/usr/bin/env node
// After `npm run build -w web`: proves that the app's server bundle (dist/.ssr/renderPage.js, which the server
// loads to render the catalogue's pages) runs with nothing but Node: the production image installs the server's
// own packages only (Dockerfile: no workspaces, no web/node_modules), so the bundle must carry React, react-router,
// Apollo Client and the rest inside. It must also be their production builds, whatever NODE_ENV the server has.
//
// 1. A copy of it, alone in an empty folder (no node_modules anywhere above), loads in a fresh Node process (so
//    every module it imports is found: Node's own) and renders a page as far as the data: a page whose queries
//    fail is refused with their reason, not thrown.
// 2. What its bundled CommonJS packages require when they run (the bundler's `__require`, left for Node's own
//    modules only) is one of Node's modules too.
// 3. It is ASCII only (what V8 keeps of it in the server's heap is then one byte per character).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(web, 'dist', '.ssr', 'renderPage.js');

function fail(message) {
  console.error(`check-server-bundle: ${message}`);
  process.exit(1);
}

if (!existsSync(bundle)) fail(`falta ${path.relative(web, bundle)}: ejecuta "npm run build -w web".`);
const code = readFileSync(bundle, 'utf8');

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const required = new Set([...code.matchAll(/\b__require\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]));
const foreign = [...required].filter((specifier) => !builtins.has(specifier));
if (foreign.length > 0) {
  fail(
    `el paquete del servidor pide módulos que no son de Node: ${foreign.join(', ')} (ssr.noExternal en vite.config.ts).`,
  );
}
// The server holds the bundle's source in its heap while it runs: one character outside ASCII (a "—" in a comment)
// and V8 keeps all of it at two bytes per character (5.3 instead of 2.5 MiB; docs/performance.md, issue 28).
const nonAscii = /[^\x00-\x7f]/.exec(code);
if (nonAscii) {
  fail(
    `el paquete del servidor tiene "${nonAscii[0]}" (posición ${nonAscii.index}), fuera de ASCII: el servidor lo ` +
      "guardaría en memoria a dos bytes por carácter (output.charset: 'ascii' en vite.config.ts).",
  );
}
for (const development of ['react-dom-server.node.development', 'react.development']) {
  if (code.includes(development))
    fail(`el paquete del servidor lleva ${development}: debe ser la versión de producción.`);
}

const alone = mkdtempSync(path.join(tmpdir(), 'esencia-ssr-'));
try {
  copyFileSync(bundle, path.join(alone, 'renderPage.mjs'));
  const probe = `
    const { renderPage, PAGE_STATE_ELEMENT_ID } = await import('./renderPage.mjs');
    const page = await renderPage({
      url: 'http://localhost/web-products',
      execute: async () => ({ errors: [{ message: 'sin base de datos' }] }),
    });
    process.stdout.write(JSON.stringify({ id: PAGE_STATE_ELEMENT_ID, page }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: alone,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  const { id, page } = JSON.parse(output);
  if (typeof id !== 'string' || page.ok !== false || !/sin base de datos/.test(page.reason)) {
    fail(`el paquete del servidor, solo, no rinde como se espera: ${output}`);
  }
} catch (error) {
  fail(`el paquete del servidor no carga solo (sin node_modules): ${error.stderr || error.message}`);
} finally {
  rmSync(alone, { recursive: true, force: true });
}

console.log(
  `check-server-bundle: ${path.relative(web, bundle)} carga y rinde sin node_modules (pide a Node: ${[...required].join(', ')}).`,
);
