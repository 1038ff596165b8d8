/**
 * The jest project of a front-end package (shared, shell and the remotes): jsdom, ts-jest,
 * `@academy/shared/...` mapped onto shared/src (and `@academy/shared/testing/...` onto
 * shared/testing) the way the package's "exports" map it, and stubs for what webpack handles
 * (CSS, images); the message catalogs compiled as webpack compiles them.
 */
import path from 'node:path';
import { nodeModulesTransforms } from './node-modules.ts';
import { CATALOG_FILE } from '../../webpack/catalogs.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SHARED_SRC = path.join(ROOT, 'shared', 'src');
const SHARED_TESTING = path.join(ROOT, 'shared', 'testing');

// msw's ES-only helpers, and Lingui (the message catalogs' runtime)
const nodeModules = nodeModulesTransforms({
  esOnly: ['rettime', '@open-draft/deferred-promise', 'until-async', '@lingui/core', '@lingui/message-utils', '@messageformat/date-skeleton'],
});

function createFrontEndJestConfig({ rootDir, displayName }: { rootDir: string; displayName: string }) {
  return {
    displayName,
    rootDir,
    testEnvironment: path.join(import.meta.dirname, 'dom-environment.ts'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    transform: {
      ...nodeModules.transform,
      // isolatedModules: ts-jest only transpiles each file; `npm run typecheck` checks the types once
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(import.meta.dirname, 'tsconfig.jest.json') }],
      // the message catalogs, compiled as the builds compile them
      [CATALOG_FILE.source]: path.join(import.meta.dirname, 'catalog-transform.ts'),
    },
    moduleNameMapper: {
      '\\.css$': path.join(import.meta.dirname, 'style-stub.ts'),
      '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$': path.join(import.meta.dirname, 'file-stub.ts'),
      '^@academy/shared/testing/(.*)$': `${SHARED_TESTING}/$1`,
      '^@academy/shared/ui/(.*)$': `${SHARED_SRC}/ui/$1.tsx`,
      '^@academy/shared/(.*)$': `${SHARED_SRC}/$1`,
    },
    transformIgnorePatterns: nodeModules.transformIgnorePatterns,
    setupFilesAfterEnv: [path.join(import.meta.dirname, 'setup-dom.ts')],
  };
}

export { createFrontEndJestConfig };
