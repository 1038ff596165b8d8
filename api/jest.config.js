/**
 * API tests run through the real server and a real database: `npm test -w api`. They run without
 * vm modules; PGlite's imports of Node's modules are compiled to require() (platform/testing/jest/node-modules.ts).
 *
 * Without DATABASE_URL every file runs on the embedded database (PGlite), except the files named
 * `*.postgres.test.ts`, which need PostgreSQL itself. With DATABASE_URL only the files whose outcome
 * depends on the database engine run: `*.engine.test.ts` and `*.postgres.test.ts` (npm test runs them
 * through a PgBouncer in transaction mode: scripts/test.mjs, test/helpers.ts). The shared rate
 * limit tests need Redis (REDIS_URL, default redis://127.0.0.1:6379) in both passes.
 */
const path = require('node:path');
const { nodeModulesTransforms } = require('@academy/platform/testing/jest/node-modules');

const JEST_TSCONFIG = require.resolve('@academy/platform/testing/jest/tsconfig.jest.json');

const nodeModules = nodeModulesTransforms({
  esOnly: ['content-disposition', 'cookie', '@lingui/core', '@lingui/message-utils', '@messageformat/date-skeleton', 'openid-client', 'oauth4webapi', 'jose'],
  importingBuiltins: ['@electric-sql/pglite'],
});

module.exports = {
  // Node's, with PGlite's compiled WebAssembly shared by the files of a worker (test/environment.ts)
  testEnvironment: path.join(__dirname, 'test', 'environment.ts'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: process.env.DATABASE_URL ? ['**/*.{engine,postgres}.test.ts'] : ['**/*.test.ts'],
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
  transform: {
    // Type checking is `npm run typecheck -w api` (tsc); here files are only transpiled, which is faster.
    // The proxy the rolling restart test starts is the platform's, an ES module there (import.meta.dirname).
    '/platform/testing/.+\\.ts$': [require.resolve('@academy/platform/testing/jest/node-transform'), { tsconfig: JEST_TSCONFIG }],
    '^.+\\.ts$': ['ts-jest', { tsconfig: JEST_TSCONFIG }],
    ...nodeModules.transform,
  },
  transformIgnorePatterns: nodeModules.transformIgnorePatterns,
  // Each test app opens its own copy of a PGlite template (test/helpers.ts) and each password check
  // costs about 40 ms of CPU (Argon2id): on a busy 2-core machine a test can take minutes. Tests
  // never assert timings.
  testTimeout: 180000,
  maxWorkers: 3,
};
