/**
 * A Jest transform for the message catalogs: the compiled messages, as the browser builds give them
 * (webpack/catalogs.ts). Jest reads a .json module as JSON, so the compiled catalog stays JSON.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SyncTransformer } from '@jest/transform';
import { compiledCatalog } from '../../webpack/catalogs.ts';

// a cached result is used again only while this transform and the compiler are the same
const OWN_SOURCES = [import.meta.filename, path.join(import.meta.dirname, '../../webpack/catalogs.ts')].map((file) => fs.readFileSync(file, 'utf8')).join('\0');

const transformer: SyncTransformer = {
  getCacheKey: (source, filename) => createHash('sha256').update(OWN_SOURCES).update(filename).update(source).digest('hex'),
  process: (source) => ({ code: compiledCatalog(source) }),
};

export default transformer;
