/**
 * API tests run through the real server and a real database (PGlite, or PostgreSQL when
 * DATABASE_URL is set). Run with `npm test -w api`: the script sets --experimental-vm-modules,
 * which PGlite needs to load its WebAssembly parts inside Jest.
 */
// ESM-only packages that CommonJS dependencies require(); Node 20.19 loads them natively, Jest's loader cannot.
const ESM_ONLY = ['content-disposition', 'cookie'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // Type checking is `npm run typecheck -w api` (tsc); here files are only transpiled, which is faster.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true, diagnostics: { ignoreCodes: [151002] } }],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, isolatedModules: true, diagnostics: false },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  // Opening a fresh PGlite database takes seconds, and each password check about 0.2 s of CPU
  // (scrypt): on a busy 2-core machine a test can take minutes. Tests never assert timings.
  testTimeout: 180000,
  maxWorkers: 2,
};
