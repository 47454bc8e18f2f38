// Rolldown chunk groups for the production build (web/vite.config.ts).
//
// Left to itself, the bundler gives every set of modules shared by a different set of lazy pages a chunk of
// its own: a shopper's first load of a listing was 49 requests (36 scripts, 13 stylesheets), each a round
// trip on a phone's network, and every stylesheet blocks the first paint. These groups keep the split that
// matters (admin, account and checkout code never in a shopper's first load) and merge what is always
// loaded together:
// - `vendor`: the libraries every page runs on, which change far less often than the app: React (react,
//   react-dom, scheduler), react-router and Apollo Client (with graphql, rxjs and Apollo's own optimism and
//   @wry helpers), in one file a browser keeps across routes and deploys of the app's own code;
// - `app`: the rest of what the app needs before any page (the shell, session, cart, their kit parts): what the
//   entry and the app's start (APP_START, which the entry imports lazily, web/src/main.tsx) import statically;
// - `storefront`: what the catalogue pages (STOREFRONT_ROUTES marked `catalogue`) share beyond that, in
//   one chunk: opening any of them costs two requests (this chunk and the page's own), moving between them
//   one.
//
// Which modules those are is read from a first build with the bundler's own chunking (after tree-shaking,
// so a module reached only through a barrel's unused re-export does not count): a module belongs to `app`
// when its chunk is loaded statically by the entry chunk or the app's start, and to `storefront` when its chunk is loaded
// statically by a catalogue page's chunk and is not in `app`.
import path from 'node:path';
import { APP_START, STOREFRONT_ROUTES } from './first-load-size.mjs';

export const VENDOR_GROUP = {
  name: 'vendor',
  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/][^\\/]+)[\\/]/,
  priority: 2,
};

/** Every module of `chunks` and of the chunks they import statically. */
function modulesLoadedWith(chunks, byFileName) {
  const modules = new Set();
  const seen = new Set();
  const stack = [...chunks];
  while (stack.length > 0) {
    const chunk = stack.pop();
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) if (byFileName.has(file)) stack.push(byFileName.get(file));
  }
  return modules;
}

/**
 * The `codeSplitting.groups` of the production build. `baseConfig` is the Vite configuration of that build
 * without its chunk groups (plugins and aliases), used for the first build, which writes nothing.
 */
export async function storefrontChunkGroups({ webRoot, baseConfig }) {
  const { build } = await import('vite');
  const result = await build({
    ...baseConfig,
    root: webRoot,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: { groups: [VENDOR_GROUP] } } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((bundle) => bundle.output);
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (modulePath) => {
    const id = path.resolve(webRoot, modulePath);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`chunk-groups: no chunk starts at ${modulePath} (see STOREFRONT_ROUTES)`);
    return chunk;
  };
  const cataloguePages = STOREFRONT_ROUTES.filter((route) => route.catalogue).flatMap((route) => route.modules);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`chunk-groups: expected one entry chunk, found ${entries.length}`);
  // The entry's own modules (web/src/main.tsx and the little it imports, Vite's preload helper among them) stay in
  // it, a group of their own first: `app` would otherwise take those it shares with the app's start, the entry
  // chunk would import `app` statically, and the app would load before the page's first paint.
  const entry = modulesLoadedWith(entries, byFileName);
  const app = modulesLoadedWith([chunkOf(APP_START)], byFileName);
  // The pages' own chunks stay as they are (one small request each, and the manifest key the server's
  // preload and the first-load measure look them up by); the chunks they share are merged.
  const pageChunks = cataloguePages.map(chunkOf);
  const catalogue = modulesLoadedWith(pageChunks, byFileName);
  for (const chunk of pageChunks) for (const id of chunk.moduleIds) catalogue.delete(id);
  return [
    { name: 'index', test: (id) => entry.has(id), priority: 3 },
    VENDOR_GROUP,
    { name: 'app', test: (id) => app.has(id) && !entry.has(id), priority: 1 },
    { name: 'storefront', test: (id) => catalogue.has(id) && !app.has(id), priority: 1 },
  ];
}
