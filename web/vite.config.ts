import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storefrontChunkGroups } from './scripts/chunk-groups.mjs';

const API_ORIGIN = 'http://localhost:3000';

/** Plugins, shared with the first build of storefrontChunkGroups. */
const baseConfig = { plugins: [react()] };

export default defineConfig(async ({ command }) => ({
  ...baseConfig,
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
        // A few chunks instead of dozens: see scripts/chunk-groups.mjs (not for the dev server, which
        // does not bundle).
        codeSplitting:
          command === 'build'
            ? { groups: await storefrontChunkGroups({ webRoot: import.meta.dirname, baseConfig }) }
            : {},
      },
    },
  },
}));
