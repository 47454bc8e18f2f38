import type { CodegenConfig } from '@graphql-codegen/cli';

/** How every generated type reads: enums as string unions, types imported as types, dates as ISO strings, safe integers as numbers. */
const typeConfig = {
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: { DateTimeISO: 'string', SafeInt: 'number' },
  // Apollo's cache adds `__typename` to every selection it sends but the operation's, so every object has it.
  nonOptionalTypename: true,
  skipTypeNameForRoot: true,
};

/**
 * One configuration, one type set, for the storefront and the admin. Each `*.graphql` file of web/src gets a
 * `*.generated.ts` beside it with its typed documents (Apollo's TypedDocumentNode) and their result types:
 * a document travels in the chunk of the code that imports it, so the admin's operations stay in the admin's
 * chunks (web/scripts/check-admin-split.mjs) and a page's in the page's. Fragments are imported from the file
 * that defines them (shared selections, such as an order's OrderFields, are written once).
 */
const config: CodegenConfig = {
  schema: '../schema.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    // The schema's enums, inputs and scalars, which the generated documents' types refer to.
    'src/gql/graphql.ts': {
      plugins: ['typescript'],
      config: { ...typeConfig, onlyOperationTypes: true },
    },
    'src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...typeConfig, documentMode: 'documentNodeImportFragments' },
    },
    // Which types implement ErrorResult and belong to each union: Apollo's cache needs it to match
    // fragments on interfaces and unions (the result unions of the mutations).
    'src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
    // The server's list of the app's operations, from the same documents (scripts/codegen/known-operations.cjs).
    '../src/interface/graphql/known-operations.ts': {
      plugins: ['../scripts/codegen/known-operations.cjs'],
    },
  },
};

export default config;
