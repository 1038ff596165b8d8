/**
 * ts-jest for code that Node runs as ES modules (platform/, loaded by the browser tests and the
 * platform's own tests): Jest runs it as CommonJS, where a module's directory is `__dirname`.
 */
import { TsJestTransformer, type TsJestTransformerOptions } from 'ts-jest';
import type { SyncTransformer, TransformOptions } from '@jest/transform';

const IMPORT_META_DIRNAME = /\bimport\.meta\.dirname\b/g;

const asCommonJs = (source: string) => source.replace(IMPORT_META_DIRNAME, '__dirname');

export function createTransformer(options: TsJestTransformerOptions): SyncTransformer<TsJestTransformerOptions> {
  const tsJest = new TsJestTransformer(options);
  return {
    getCacheKey: (source: string, path: string, transformOptions: TransformOptions<TsJestTransformerOptions>) =>
      tsJest.getCacheKey(asCommonJs(source), path, transformOptions),
    process: (source: string, path: string, transformOptions: TransformOptions<TsJestTransformerOptions>) =>
      tsJest.process(asCommonJs(source), path, transformOptions),
  };
}
