import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactCompatAliases } from './preact-compat';

/**
 * The component tests render on Preact, as the production build does (ADR 0009): every import of react or
 * react-dom, the app's and its libraries', must reach preact/compat, so nothing may load React from
 * node_modules behind Vite's back.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The ES module builds of libraries (react-router's `module` export, the `module` field of Radix's
    // helpers such as react-remove-scroll), whose imports go through the aliases; their CommonJS builds would
    // `require('react')` itself, and a React element rendered by Preact fails.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
    alias: [
      // Its ES module build, for the same reason (its `main` is CommonJS).
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL('../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
        ),
      },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      ...preactCompatAliases,
    ],
  },
  test: {
    environment: 'jsdom',
    // `globals` lets @testing-library/react register its automatic cleanup.
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Every dependency goes through Vite (and so through the aliases) instead of Node's require.
    server: { deps: { inline: true } },
    // Above the 5 s wait of findBy*/waitFor (vitest.setup.ts), so a slow wait fails with its own message.
    testTimeout: 20_000,
  },
});
