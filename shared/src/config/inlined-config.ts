import { DOCUMENT_BLOCKS } from '@academy/contract/rules/document-blocks';

/** Served by each area's static server at deploy time, so no URL is baked into a build. */
export interface AppConfig {
  apiBaseUrl: string;
  applyUrl?: string;
  /** Hosts beyond the academy's own whose `.pdf` links topics may embed (EMBED_HOSTS) */
  embedHosts?: string[];
  remotes?: Record<string, string>;
}

/** The id of the JSON data block a static server inlines the configuration in. */
export const CONFIG_ELEMENT_ID = DOCUMENT_BLOCKS.config;

/**
 * The configuration the page carries, null when it has none. Reading only: the configuration in
 * use is `@academy/shared/config/app-config`'s (a singleton); this module may be bundled anywhere,
 * e.g. into the shell's first script, which runs before any singleton is there.
 */
export function inlinedConfig(): Partial<AppConfig> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(CONFIG_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Partial<AppConfig>) : null;
}
