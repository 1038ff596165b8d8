/**
 * The top-level scripts' own checks: ES modules, run as they are, which Jest does only with vm
 * modules on: `NODE_OPTIONS=--experimental-vm-modules npx jest -c scripts/jest.config.js` (npm test
 * runs them so). The packages' tests run without them (platform/testing/jest/node-modules.ts).
 */
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.mjs'],
  transform: {},
};
