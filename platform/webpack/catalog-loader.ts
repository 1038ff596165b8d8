/** The webpack loader of a message catalog: the module is its compiled messages (catalogs.ts). */
import { compiledCatalog } from './catalogs.ts';

export default function catalogLoader(source: string): string {
  return `export default ${compiledCatalog(source)};`;
}
