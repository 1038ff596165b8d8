/**
 * API tests run through the real server and a real database: `npm test -w api`. They run without
 * vm modules; PGlite's imports of Node's modules are compiled to require() (platform/testing/jest/node-modules.ts).
 *
 * Without DATABASE_URL every file runs on the embedded database (PGlite), except the files named
 * `*.postgres.test.ts`, which need PostgreSQL itself. With DATABASE_URL only the files whose outcome
 * depends on the database engine run: `*.engine.test.ts` and `*.postgres.test.ts`. The shared rate
 * limit tests need Redis (REDIS_URL, default redis://127.0.0.1:6379) in both passes.
 */
const path = require('node:path');
const { nodeModulesTransforms } = require('@academy/platform/testing/jest/node-modules');

/** The shared package's TypeScript source, of which the API uses the few modules mapped below. */
const SHARED_SOURCE = path.join(__dirname, '..', 'shared', 'src');

const nodeModules = nodeModulesTransforms({ esOnly: ['content-disposition', 'cookie'], importingBuiltins: ['@electric-sql/pglite'] });

module.exports = {
  // Node's, with PGlite's compiled WebAssembly shared by the files of a worker (test/environment.ts)
  testEnvironment: path.join(__dirname, 'test', 'environment.ts'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: process.env.DATABASE_URL ? ['**/*.{engine,postgres}.test.ts'] : ['**/*.test.ts'],
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
  // The TypeScript source of the shared modules the API uses, as under tsx; the built API loads their compiled copy (docs/architecture.md).
  moduleNameMapper: {
    '^@academy/shared/format/time-zones$': path.join(SHARED_SOURCE, 'format', 'time-zones'),
    '^@academy/shared/config/brand$': path.join(SHARED_SOURCE, 'config', 'brand'),
    '^@academy/shared/domain/gradebook-cells$': path.join(SHARED_SOURCE, 'domain', 'gradebook-cells'),
  },
  transform: {
    // Type checking is `npm run typecheck -w api` (tsc); here files are only transpiled, which is faster.
    '^.+\\.ts$': ['ts-jest', { tsconfig: require.resolve('@academy/platform/testing/jest/tsconfig.jest.json') }],
    ...nodeModules.transform,
  },
  transformIgnorePatterns: nodeModules.transformIgnorePatterns,
  // Each test app opens its own copy of a PGlite template (test/helpers.ts) and each password check
  // costs about 40 ms of CPU (Argon2id): on a busy 2-core machine a test can take minutes. Tests
  // never assert timings.
  testTimeout: 180000,
  maxWorkers: 3,
};
