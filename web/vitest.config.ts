import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
