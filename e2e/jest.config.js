/** Browser tests over the built system: `npx jest -c e2e/jest.config.js` (npm test runs it). */
const { nodeModulesTransforms } = require('@academy/platform/testing/jest/node-modules');

// the static servers run inside the tests, and @fastify/static requires this ES-only package
const nodeModules = nodeModulesTransforms({ esOnly: ['content-disposition'] });

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // the tsconfig sets isolatedModules: files are only transpiled, `npm run typecheck` checks types;
    // the servers' code under platform/ is an ES module there (import.meta)
    '^.+\\.ts$': [require.resolve('@academy/platform/testing/jest/node-transform'), { tsconfig: '<rootDir>/tsconfig.json' }],
    ...nodeModules.transform,
  },
  transformIgnorePatterns: nodeModules.transformIgnorePatterns,
  // one system for the run, which the files that only read share (harness.ts `sharedSystem()`)
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  // starting the API on a fresh embedded database and four servers takes a while on 2 cores
  testTimeout: 120000,
  // Two files at once, each on its own system: one file at a time leaves a core idle while its
  // test waits on the browser and the servers. Three were a tenth faster on 2 cores but loaded
  // the machine so far that tests began to act on pages that were not ready yet.
  maxWorkers: 2,
};
