import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { storefrontChunkGroups } from './scripts/chunk-groups.mjs';

const API_ORIGIN = 'http://localhost:3000';

/** Plugins, shared with the first build of storefrontChunkGroups. */
const baseConfig = { plugins: [react()] };

/**
 * The server's bundle of the app (`vite build --ssr`, after the browser's build): src/server/renderPage.tsx with
 * everything it imports, packages included (`noExternal`), in one ES module under dist/.ssr — the production server
 * runs it with its own packages only (no web/node_modules), and express.static never serves a dot folder. No
 * CSS or assets: the browser's build has them (CSS modules get the same class names in both builds).
 */
const serverBundleConfig: UserConfig = {
  ...baseConfig,
  ssr: { noExternal: true, target: 'node' },
  // The production builds of React and the rest whatever NODE_ENV the server runs with, as in the browser's build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'renderPage.js',
        codeSplitting: false,
        // The server keeps the bundle's source in its heap for as long as it runs (V8 compiles functions lazily
        // from it): non-ASCII characters escaped, V8 holds it one byte per character instead of two, and without
        // the packages' JSDoc it is shorter still (licence comments stay). docs/performance.md, issue 28.
        charset: 'ascii',
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
};

export default defineConfig(async ({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverBundleConfig
    : {
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
      },
);
