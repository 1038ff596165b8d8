/**
 * A Jest transform for CommonJS code that loads Node's own modules with `import()`, as PGlite's
 * Emscripten build does: Jest runs `import()` only with vm modules on (node-modules.ts). Each
 * `import("fs")` of a built-in module becomes a promise of what `require("fs")` returns.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import type { SyncTransformer } from '@jest/transform';

const IMPORT_CALL = /\bimport\((["'])([\w:/]+)\1\)/g;
const LEADING_DIRECTIVE = /^(["']use strict["'];?)?/;
// Emscripten declares a `var require` of its own in the function that imports node:module, which
// hides the module's require there: the module's is kept under this name
const MODULE_REQUIRE = '__moduleRequire';
const OWN_SOURCE = fs.readFileSync(import.meta.filename, 'utf8');

function withBuiltinsRequired(source: string): string {
  const code = source.replace(IMPORT_CALL, (call, _quote: string, name: string) =>
    isBuiltin(name) ? `Promise.resolve(${MODULE_REQUIRE}(${JSON.stringify(name)}))` : call,
  );
  // on the first line, after "use strict", so line numbers and strict mode stay as they were
  return code.replace(LEADING_DIRECTIVE, (directive) => `${directive}const ${MODULE_REQUIRE} = require;`);
}

const transformer: SyncTransformer = {
  getCacheKey: (source, filename) => createHash('sha256').update(OWN_SOURCE).update(filename).update(source).digest('hex'),
  process: (source) => ({ code: withBuiltinsRequired(source) }),
};

export default transformer;
