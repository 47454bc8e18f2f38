#!/usr/bin/env node
// After `npm run build -w web`: proves that the storefront's first load carries no admin code.
//
// The first load is what web/dist/index.html asks for plus every file those scripts import statically
// (first-load-files.mjs). None of it may contain a string that only admin code has; each of those strings
// must also be found in some other (lazily loaded) file of the build, so a renamed string cannot make this
// check pass without checking anything.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles } from './first-load-files.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Strings found only in admin code: the layout, its section pages and the kit's AdminShell. */
const ADMIN_MARKERS = [
  'Saltar al contenido de la sección', // AdminShell (kit)
  'Menú de administración', // AdminShell (kit)
  'esc-admin-slide-in', // AdminShell.module.css
  'Esta sección está en construcción', // web/src/admin/sections/UnderConstructionPage.tsx
  'Esta sección todavía no está disponible', // web/src/admin/sections/ComingSoonPage.tsx
  'Aquí podrás publicar y gestionar las historias', // web/src/admin/adminSections.ts
  'Desactivar promociones expiradas', // web/src/admin/products/ProductsAdminPage.tsx
  'Hacer principal la imagen', // web/src/admin/products/product-form/ProductImagesField.tsx
  'N.º de pedido, nombre, e-mail, celular o documento', // web/src/admin/orders/OrdersAdminPage.tsx
  'Sincronizar orden', // web/src/admin/stories/StoriesAdminPage.tsx
  'AdminOrderRowFields', // web/src/admin/orders/orders.graphql: the admin's own operations (their generated documents)
  // Add a string of each new admin screen here. Only strings the build really contains: a kit piece no
  // admin route uses yet (e.g. ConfirmCloseDialog) is dropped from the build and would fail the check.
];

function fail(message) {
  console.error(`check-admin-split: ${message}`);
  process.exit(1);
}

let initial;
try {
  initial = firstLoadFiles(dist);
} catch (error) {
  fail(error.message);
}

const assets = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => path.join(dist, 'assets', name));
const contents = new Map(assets.map((file) => [file, readFileSync(file, 'utf8')]));
const relative = (file) => path.relative(dist, file);

const problems = [];
for (const marker of ADMIN_MARKERS) {
  const holders = assets.filter((file) => contents.get(file).includes(marker));
  const leaked = holders.filter((file) => initial.has(file));
  if (holders.length === 0) {
    problems.push(
      `'${marker}' no aparece en ningún archivo del build: actualiza ADMIN_MARKERS en ${relative(fileURLToPath(import.meta.url))}.`,
    );
  } else if (leaked.length > 0) {
    problems.push(
      `'${marker}' (código de administración) está en la primera carga de la tienda: ${leaked.map(relative).join(', ')}.`,
    );
  }
}

if (problems.length > 0) {
  fail(
    `la primera carga de la tienda incluye código de administración o la comprobación quedó vacía:\n  - ${problems.join('\n  - ')}\n` +
      'Las rutas /admin deben cargarse con `lazy` (web/src/admin/adminRoute.tsx) y nada de la tienda debe importar web/src/admin/*.',
  );
}
console.log(
  `check-admin-split: la primera carga (${[...initial].map(relative).join(', ')}) no contiene código de administración.`,
);
