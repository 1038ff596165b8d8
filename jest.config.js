/**
 * `npx jest` runs every package's unit tests; `--selectProjects <name>` runs one. The top-level
 * scripts' own checks have a config of their own (scripts/jest.config.js), the browser tests too
 * (e2e/jest.config.js).
 */
const path = require('node:path');
const { createFrontEndJestConfig } = require('@academy/platform/testing/jest/frontend');

const FRONT_ENDS = ['shared', 'shell', 'public-site', 'student-portal', 'facilitator-desk'];

const projects = FRONT_ENDS.map((dir) => createFrontEndJestConfig({ rootDir: path.join(__dirname, dir), displayName: dir }));

// the contract's own checks: plain Node, no DOM
projects.push({
  displayName: 'contract',
  rootDir: path.join(__dirname, 'contract'),
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: require.resolve('@academy/platform/testing/jest/tsconfig.jest.json') }] },
});
// maxWorkers and testTimeout are run-wide options here: they apply below to every project
const { maxWorkers: _maxWorkers, testTimeout: _testTimeout, ...api } = require('./api/jest.config.js');
projects.push({ ...api, displayName: 'api', rootDir: path.join(__dirname, 'api') });
// the static servers and the prerenderer; they load @fastify/static, which requires an ES-only
// package: compiled the way the browser tests, which run the same servers, compile it
const { transform: serverTransform, transformIgnorePatterns: serverIgnorePatterns } = require('./e2e/jest.config.js');
projects.push({
  displayName: 'platform',
  rootDir: path.join(__dirname, 'platform'),
  // each part's tests beside it: webpack/test, server/test, release/test
  testMatch: ['<rootDir>/*/test/*.test.ts'],
  testEnvironment: 'node',
  transform: serverTransform,
  transformIgnorePatterns: serverIgnorePatterns,
});
module.exports = {
  projects,
  // three files at once on two cores: the API's files also wait on API processes, SMTP servers and
  // timers, and a third worker fills those waits (the unit tests alone: 151 s with two, 127 s)
  maxWorkers: 3,
  // the API's tests open real databases on a busy 2-core machine; no test asserts a time
  testTimeout: 180000,
};
