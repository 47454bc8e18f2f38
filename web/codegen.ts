import type { CodegenConfig } from '@graphql-codegen/cli';

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
        scalars: { DateTimeISO: 'string' },
      },
      presetConfig: {
        fragmentMasking: false,
      },
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
        scalars: { DateTimeISO: 'string' },
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
