'use strict';
/**
 * The jest project of a front-end package (shared, shell and the remotes): jsdom, ts-jest,
 * `@academy/shared/...` mapped onto shared/src (and `@academy/shared/testing/...` onto
 * shared/testing) the way the package's "exports" map it, and stubs for what webpack handles
 * (CSS, images).
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED_SRC = path.join(ROOT, 'shared', 'src');
const SHARED_TESTING = path.join(ROOT, 'shared', 'testing');

function createFrontEndJestConfig({ rootDir, displayName }) {
  return {
    displayName,
    rootDir,
    testEnvironment: path.join(__dirname, 'dom-environment.js'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    transform: {
      // isolatedModules: ts-jest only transpiles each file; `npm run typecheck` checks the types once
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$': path.join(__dirname, 'file-stub.js'),
      '^@academy/shared/testing/(.*)$': `${SHARED_TESTING}/$1`,
      '^@academy/shared/ui/(.*)$': `${SHARED_SRC}/ui/$1.tsx`,
      '^@academy/shared/(.*)$': `${SHARED_SRC}/$1`,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
  };
}

module.exports = { createFrontEndJestConfig };
