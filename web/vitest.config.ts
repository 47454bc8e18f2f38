import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // react-router as Node resolves it (its ES build), as react-router/dom (whose RouterProvider the app starts
    // with) imports it: vitest alone picks the CommonJS build, and the two copies have different router contexts.
    alias: [{ find: /^react-router$/, replacement: createRequire(import.meta.url).resolve('react-router') }],
  },
  test: {
    environment: 'jsdom',
    // `globals` lets @testing-library/react register its automatic cleanup.
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Above the 5 s wait of findBy*/waitFor (vitest.setup.ts), so a slow wait fails with its own message.
    testTimeout: 20_000,
  },
});
