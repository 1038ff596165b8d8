/**
 * The message catalogs (each area's src/locales/<language>.json, ICU MessageFormat) compiled at
 * build time with Lingui's own compiler: the browser gets each message as Lingui's compiled form,
 * so no ICU parser runs there (docs/languages.md). The browser builds (catalog-loader.ts) and the
 * front ends' unit tests (platform/testing/jest/catalog-transform.ts) compile them alike.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A catalog file, by its path: a `locales` folder's JSON. */
export const CATALOG_FILE = /[\\/]locales[\\/][^\\/]+\.json$/;

/** The catalog's JSON text compiled: the text of a JavaScript object of compiled messages. */
export function compiledCatalog(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])));
}
