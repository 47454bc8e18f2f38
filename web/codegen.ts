import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const config: CodegenConfig = {
  schema: '../schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The storefront's operations. The admin's have their own module (below): a generated module is
    // bundled whole, so sharing one would put every admin query in the storefront's first load.
    'src/gql/': {
      documents: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/gql/**/*', '!src/admin/**/*'],
      preset: 'client',
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', SafeInt: 'number' },
        // The query text itself, as sent: the storefront's data client (src/data) needs no GraphQL parser or printer.
        documentMode: 'string',
      },
      presetConfig: {
        fragmentMasking: false,
      },
      // Every object names its type, as Apollo's cache used to add: the data client (src/data) recognises an
      // entity (type and id) in every answer it keeps, so a fresher copy of an order updates each list showing it.
      documentTransforms: [addTypenameSelectionDocumentTransform],
    },
    // The admin screens' operations (and the shared result fragments they spread), loaded only by admin routes.
    'src/admin/gql/': {
      documents: [
        'src/admin/**/*.{ts,tsx}',
        '!src/**/*.test.{ts,tsx}',
        '!src/admin/gql/**/*',
        'src/auth/session.queries.ts',
      ],
      preset: 'client',
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', SafeInt: 'number' },
      },
      presetConfig: {
        fragmentMasking: false,
      },
    },
    // Which types implement ErrorResult and belong to each union: Apollo's cache needs it to match
    // fragments on interfaces and unions (the result unions of the mutations).
    'src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
