// The API tests' environment: Node's, with PGlite's WebAssembly compiled once per Jest worker.
import fs from 'node:fs';
import path from 'node:path';
import NodeEnvironment from 'jest-environment-node';

const PGLITE_WASM = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');

// Each test file loads PGlite in a fresh module registry, which compiles its WebAssembly again
// (about a second of CPU). V8 reuses the code of a module compiled from the same bytes while that
// module lives: this one, held by the worker's copy of this module, lives as long as the worker.
// (This project's TypeScript libraries leave WebAssembly out: the one call it makes is typed here.)
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Buffer): Promise<object> } };
const compiledPglite = wasm.compile(fs.readFileSync(PGLITE_WASM));

export default class ApiTestEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    await compiledPglite;
  }
}
