/**
 * Jest settings for ES-only packages that CommonJS dependencies require() (content-disposition
 * under @fastify/static, cookie under light-my-request). Node loads them itself (require(esm)).
 * Jest 30 does too on Node 24.9+ when vm modules are on (--experimental-vm-modules, which the
 * API's tests always set); without them its registry cannot, so they are compiled to CommonJS.
 * Compiling them while Jest loads them as ES modules fails ("exports is not defined").
 */
import vm from 'node:vm';

const jestLoadsEsm = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';

/** `transform` entries and `transformIgnorePatterns` for a jest config that loads `packages`. */
function esmOnlyPackages(packages: string[]) {
  if (jestLoadsEsm) return { transform: {}, transformIgnorePatterns: ['/node_modules/'] };
  const names = packages.join('|');
  return {
    transform: {
      [`/node_modules/(${names})/.+\\.js$`]: [
        'ts-jest',
        { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', isolatedModules: true }, diagnostics: false },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${names})/)`],
  };
}

export { esmOnlyPackages };
