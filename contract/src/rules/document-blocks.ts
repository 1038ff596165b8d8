/**
 * The ids of the JSON data blocks a served page carries: the static servers write them
 * (platform/server/document.ts), the pages read them.
 */
export const DOCUMENT_BLOCKS = {
  /** the runtime configuration (/app-config.json), inlined so a page reads it without a request */
  config: 'app-config',
  /** the content a prerendered public page was rendered with, so it hydrates without loading it again */
  pageData: 'page-data',
} as const;
