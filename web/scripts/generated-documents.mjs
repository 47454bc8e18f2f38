// The storefront's generated documents as build scripts read them: web/src/gql/graphql.ts is TypeScript that
// codegen writes with `documentMode: 'string'` (web/codegen.ts), each document a `new TypedDocumentString(`…`)`.
// One reader for the build plugin (inline-graphql-documents.mjs) and the server's generated lists
// (scripts/first-page-documents.mjs, scripts/known-operations.mjs).
import { readFileSync } from 'node:fs';

const DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, \{.*\})?\) as unknown as TypedDocumentString<.*>;$/gm;
const OPERATION = /^\s*(query|mutation|subscription) (\w+)/;

/**
 * Every document the file exports, by export name (`SessionDocument`, `MeFieldsFragmentDoc`…): its text as the
 * web app sends it, with the fragments it spreads.
 * @param {string} file
 * @returns {Map<string, string>}
 */
export function readGeneratedDocuments(file) {
  const documents = new Map();
  for (const [, name, text] of readFileSync(file, 'utf8').matchAll(DOCUMENT)) documents.set(name, text);
  return documents;
}

/**
 * The operation a document's text starts with (a fragment's text has none).
 * @param {string} text
 * @returns {{ kind: 'query' | 'mutation' | 'subscription', name: string } | undefined}
 */
export function operationOf(text) {
  const match = OPERATION.exec(text);
  return match ? { kind: match[1], name: match[2] } : undefined;
}
