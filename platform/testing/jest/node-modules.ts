/**
 * Jest settings for packages that Jest cannot run as they are without vm modules
 * (`--experimental-vm-modules`), which the test runs leave off: a vm module's context is never
 * freed, so with them on every test file's module graph stayed in its worker's heap (docs/toolchain.md).
 *
 * - ES-only packages that CommonJS dependencies require() (content-disposition under
 *   @fastify/static, msw's helpers): compiled to CommonJS with ts-jest. With vm modules on, Jest 30
 *   on Node 24.9+ loads them itself, and compiling them then fails ("exports is not defined").
 * - CommonJS packages that load Node's own modules with `import()` (PGlite): see builtin-imports.ts.
 */
import path from 'node:path';
import vm from 'node:vm';

const jestLoadsEsm = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';

/** `transform` entries and `transformIgnorePatterns` for a jest config that loads these packages. */
function nodeModulesTransforms({ esOnly = [], importingBuiltins = [] }: { esOnly?: string[]; importingBuiltins?: string[] }) {
  const compiled = jestLoadsEsm ? importingBuiltins : [...esOnly, ...importingBuiltins];
  const transform: Record<string, unknown> = {};
  if (!jestLoadsEsm && esOnly.length > 0) {
    transform[`/node_modules/(${esOnly.join('|')})/.+\\.m?js$`] = [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', isolatedModules: true }, diagnostics: false },
    ];
  }
  if (importingBuiltins.length > 0) {
    transform[`/node_modules/(${importingBuiltins.join('|')})/.+\\.cjs$`] = path.join(import.meta.dirname, 'builtin-imports.ts');
  }
  return {
    transform,
    transformIgnorePatterns: compiled.length > 0 ? [`/node_modules/(?!(${compiled.join('|')})/)`] : ['/node_modules/'],
  };
}

export { nodeModulesTransforms };
