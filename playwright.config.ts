import { defineConfig } from '@playwright/test';

/**
 * Journeys through the real built server (embedded PostgreSQL, demo data) in
 * Debian's Chromium. Never `npx playwright install`: the browser is the
 * system one (CHROMIUM_PATH to override).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A brand-new embedded store every run: first start creates, migrates and seeds it.
    command: 'rm -rf data/e2e && node dist/src/interface/main.js',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Show the server's log in the run: a failed start must say why.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: 'data/e2e',
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT ?? '54400',
      LOG_LEVEL: 'warn',
      // One scripted browser at machine speed is not one person: the per-address limit stays on, higher.
      GRAPHQL_RATE_LIMIT: '6000',
    },
  },
});
