#!/usr/bin/env node
// After `npm run build -w web`: proves that the storefront's first load runs on the client's stack, react-dom and
// @apollo/client, as installed (no alias put another runtime or client in their place).
//
// Each library is recognised by a string its own production code has and no stand-in would (checked in the
// installed package first, so the check cannot pass on a string that is not there) and by its installed version,
// which the library writes into its code. Both must be in the first load (first-load-files.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles } from './first-load-files.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const nodeModules = path.resolve(web, '..', 'node_modules');

const LIBRARIES = [
  {
    name: 'react-dom',
    // react-dom's mark on the element it renders into.
    marker: '__reactContainer$',
    source: 'react-dom/cjs/react-dom-client.production.js',
  },
  {
    name: '@apollo/client',
    // The global key of Apollo Client's cache size settings.
    marker: 'apollo.cacheSize',
    source: '@apollo/client/utilities/caching/sizes.js',
  },
];

function fail(message) {
  console.error(`check-storefront-runtime: ${message}`);
  process.exit(1);
}

let files;
try {
  files = [...firstLoadFiles(dist)].filter((file) => file.endsWith('.js'));
} catch (error) {
  fail(error.message);
}
const firstLoad = files.map((file) => readFileSync(file, 'utf8')).join('\n');

const problems = [];
for (const { name, marker, source } of LIBRARIES) {
  const { version } = JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8'));
  if (!readFileSync(path.join(nodeModules, source), 'utf8').includes(marker)) {
    problems.push(`${name} ${version} ya no contiene '${marker}' (${source}): actualiza LIBRARIES.`);
    continue;
  }
  if (!firstLoad.includes(marker)) problems.push(`la primera carga no contiene ${name} ('${marker}').`);
  else if (!firstLoad.includes(version))
    problems.push(`la primera carga no contiene la versión instalada de ${name} (${version}).`);
}

if (problems.length > 0) fail(`\n  - ${problems.join('\n  - ')}`);
console.log(
  `check-storefront-runtime: la primera carga (${files.map((file) => path.relative(dist, file)).join(', ')}) lleva ${LIBRARIES.map((library) => library.name).join(' y ')}.`,
);
