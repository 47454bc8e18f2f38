/**
 * Two projects: `unit` (domain + application, no infrastructure at all) and
 * `integration` (adapters and the GraphQL API against a real PostgreSQL that
 * the global setup starts once per run in a throw-away data directory).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The web build's server bundle (web/dist/.ssr, an ES module: server-rendering.ts loads it with import()), which
 * jest's own module system can only run as CommonJS: swc turns it into that for the specs that render pages.
 */
const serverBundle = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/** @type {import('jest').Config} */
module.exports = {
  // Generous on purpose: a seeded store starting on a busy 2-core machine can take more than jest's 5 s.
  // Speed is measured by `npm run bench`, never by a test's deadline.
  testTimeout: 60_000,
  coverageProvider: 'v8',
  collectCoverageFrom: ['src/domain/**/*.ts', '!src/domain/**/*.spec.ts', '!src/domain/**/index.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: {
    './src/domain/': { lines: 95, branches: 95 },
  },
  projects: [
    {
      displayName: 'unit',
      testMatch: ['<rootDir>/src/domain/**/*.spec.ts', '<rootDir>/src/application/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    {
      displayName: 'integration',
      testMatch: ['<rootDir>/src/infrastructure/**/*.spec.ts', '<rootDir>/src/interface/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc, '/web/dist/\\.ssr/.+\\.js$': serverBundle },
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
