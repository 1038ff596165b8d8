// Portraits are local files in src/assets/faculty, bundled by webpack: no external image host.
interface AssetContext {
  keys(): string[];
  (request: string): string | { default: string };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Require {
      /** webpack's compile-time directory import */
      context(directory: string, useSubdirectories: boolean, pattern: RegExp): AssetContext;
    }
  }
}

function bundledPortraits(): Map<string, string> {
  const urls = new Map<string, string>();
  try {
    const context = require.context('../../assets/faculty', false, /\.(svg|png|jpe?g|webp|avif)$/i);
    for (const key of context.keys()) {
      const loaded = context(key);
      urls.set(key.replace(/^\.\//, ''), typeof loaded === 'string' ? loaded : loaded.default);
    }
  } catch {
    // not bundled by webpack (unit tests): portraits fall back to initials
  }
  return urls;
}

const PORTRAITS = bundledPortraits();

/** URL of a portrait file named in faculty-members.json, or undefined when no such file exists. */
export function portraitUrl(fileName: string): string | undefined {
  return PORTRAITS.get(fileName);
}
