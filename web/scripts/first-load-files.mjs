// The files of the storefront's first load in a production build (web/dist): what index.html asks for (its module
// scripts, modulepreloads and stylesheets) plus every file those scripts import statically (never `import("…")`),
// plus the app's start (the chunk the entry imports lazily before anything is drawn or hydrated, found in Vite's
// manifest: appStartKeys) and what it imports statically.
// Read from the built files themselves, so a check on them sees exactly what a browser loads first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appStartKeys } from './first-load-size.mjs';

// Static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`), never `import("…")`.
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/**
 * @param {string} dist the build's folder
 * @returns {Set<string>} absolute paths; throws when there is no build or index.html loads no script
 */
export function firstLoadFiles(dist) {
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no hay ${indexPath}: ejecuta antes "npm run build -w web".`);
  const html = readFileSync(indexPath, 'utf8');

  const initial = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModule = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url && url.startsWith('/')) initial.add(path.join(dist, url));
  }
  if (![...initial].some((file) => file.endsWith('.js'))) {
    throw new Error('index.html no carga ningún script: ¿cambió el formato del build?');
  }

  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no hay ${manifestPath}: ejecuta antes "npm run build -w web".`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const key of appStartKeys(manifest)) {
    initial.add(path.join(dist, manifest[key].file));
    for (const css of manifest[key].css ?? []) initial.add(path.join(dist, css));
  }

  const queue = [...initial].filter((file) => file.endsWith('.js'));
  while (queue.length > 0) {
    const file = queue.pop();
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      const imported = specifier.startsWith('/')
        ? path.join(dist, specifier)
        : path.resolve(path.dirname(file), specifier);
      if (!initial.has(imported) && existsSync(imported)) {
        initial.add(imported);
        queue.push(imported);
      }
    }
  }
  return initial;
}
