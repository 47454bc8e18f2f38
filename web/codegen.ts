import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
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
