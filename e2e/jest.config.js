/** Browser tests over the built system: `npx jest -c e2e/jest.config.js --runInBand` (npm test runs it). */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // starting the API on a fresh embedded database and four servers takes a while on 2 cores
  testTimeout: 120000,
};
