/**
 * The ids of the JSON data blocks a served page carries: the static servers write them
 * (platform/server/document.ts), the pages read them.
 */
export const DOCUMENT_BLOCKS = {
  /** the runtime configuration (/app-config.json), inlined so a page reads it without a request */
  config: 'app-config',
  /** the content a prerendered public page was rendered with, so it hydrates without loading it again */
  pageData: 'page-data',
  /** on a portal page, the scripts each portal area's frame module needs at once, for the page's inline script to preload */
  portalAreaScripts: 'portal-area-scripts',
} as const;
