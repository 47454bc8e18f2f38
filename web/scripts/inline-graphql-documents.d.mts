import type { Plugin } from 'vite';

/** Build plugin: each storefront `graphql()` call becomes its generated document (see the .mjs). */
export function inlineGraphqlDocuments(options: { gqlDir: string }): Plugin;
