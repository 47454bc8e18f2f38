// A Vite build plugin: each `graphql(`…`)` call of the storefront becomes the document it returns, inlined.
//
// The client preset's src/gql/gql.ts maps every document's source text to its parsed document, so a module
// calling `graphql()` pulls the whole map (every storefront document) into the first load. The preset's
// Babel optimizer that used to fix this is not shipped any more, so this plugin does the same at build time:
// it looks the call's text up in that same map and replaces the call with the document's text from
// src/gql/graphql.ts (what `graphql()` would return at run time, a TypedDocumentString, as a plain string). Each document then travels in the
// chunk of the module that defines it. A text missing from the map fails the build (run `npm run codegen`).
// Build only: in dev and tests `graphql()` runs as written.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readGeneratedDocuments } from './generated-documents.mjs';

/** `graphql(` followed by one template literal without interpolations, then `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
/** `import { graphql } from '…/gql';` (the storefront's generated module). */
const IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"]((?:\.\.?\/)+gql)['"];?[ \t]*\r?\n/m;

/**
 * @param {{ gqlDir: string }} options the storefront's generated folder (src/gql)
 * @returns {import('vite').Plugin}
 */
export function inlineGraphqlDocuments({ gqlDir }) {
  const dir = path.resolve(gqlDir);
  let cache = { mtime: -1, documents: new Map() };

  /** Source text → the document's text as a JS string literal, read from gql.ts (the map) and graphql.ts (the documents). */
  function documents() {
    const gqlFile = path.join(dir, 'gql.ts');
    const graphqlFile = path.join(dir, 'graphql.ts');
    const mtime = Math.max(statSync(gqlFile).mtimeMs, statSync(graphqlFile).mtimeMs);
    if (mtime === cache.mtime) return cache.documents;

    const texts = readGeneratedDocuments(graphqlFile);
    const gql = readFileSync(gqlFile, 'utf8');
    const start = gql.indexOf('const documents: Documents = {');
    if (start < 0) throw new Error(`inline-graphql-documents: ${gqlFile} no tiene el mapa de documentos.`);
    const map = new Map();
    for (const [, key, name] of gql.slice(start).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      const text = texts.get(name);
      if (text === undefined) throw new Error(`inline-graphql-documents: ${graphqlFile} no define ${name}.`);
      map.set(JSON.parse(key), JSON.stringify(text));
    }
    if (map.size === 0) throw new Error(`inline-graphql-documents: el mapa de ${gqlFile} está vacío.`);
    cache = { mtime, documents: map };
    return map;
  }

  return {
    name: 'esencia:inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(dir + path.sep)) return null;
      const imported = IMPORT.exec(code);
      if (!imported || path.resolve(path.dirname(file), imported[1]) !== dir) return null;

      const map = documents();
      const replaced = code.replace(CALL, (_call, source) => {
        const literal = map.get(source);
        if (!literal) {
          throw new Error(
            `inline-graphql-documents: un documento de ${path.relative(process.cwd(), file)} no está en ${dir}/gql.ts; ejecuta "npm run codegen".`,
          );
        }
        return `(${literal})`;
      });
      // Every call is gone: drop the import, so the map itself is never bundled. Something else still named
      // graphql( (a call the pattern does not cover): keep the import and say so.
      if (/\bgraphql\(/.test(replaced)) {
        this.warn(`${path.relative(process.cwd(), file)} aún llama a graphql() con algo que no es un texto fijo.`);
        return { code: replaced, map: null };
      }
      return { code: replaced.replace(IMPORT, ''), map: null };
    },
  };
}
