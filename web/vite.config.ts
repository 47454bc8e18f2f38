import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompatAliases } from './preact-compat';
import { inlineGraphqlDocuments } from './scripts/inline-graphql-documents.mjs';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  // Each storefront document is inlined where it is defined, instead of every one in the first load.
  plugins: [react(), inlineGraphqlDocuments({ gqlDir: 'src/gql' })],
  resolve: command === 'build' ? { alias: preactCompatAliases } : {},
  server: {
    proxy: {
      '/graphql': { target: API_ORIGIN, changeOrigin: true },
      '/files': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the production build: they would publish the app's source (the server refuses *.map too).
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy page imports (web/scripts/first-load-size.mjs).
    // The server never serves it (express.static ignores dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: the app chunk changes on every release, these rarely do. No catch-all
        // node_modules group: it would put every Radix part (menus, select, toast…) in every page's first load;
        // the rest of node_modules goes with the chunks that use it.
        codeSplitting: {
          groups: [
            { name: 'preact', test: /node_modules[\\/](preact)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
}));
