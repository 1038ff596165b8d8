/**
 * The inline script of every /portal/* document (platform/server/document.ts), run as the parser
 * reaches it: it asks for the signed-in role's area (its remoteEntry.js, and the scripts of the
 * module the frame mounts, which the document names, from the area's mf-manifest.json the shell's
 * server read, else the manifest itself, a round trip later) beside the shell's own
 * scripts, rather than once they have arrived and run. It only preloads: nothing of the area runs
 * before the shell's federation runtime loads it (its shared-fit check first), and the manifest
 * and remoteEntry.js keep their names and follow the area's live release, so the chunks named are
 * the ones that release's entry asks for. It also asks for the reads of the screen opened and of the
 * frame (shared/src/api/first-screen-calls.ts), whose answers the data layer takes when the screen
 * asks (shared/src/api/early-answers.ts), and has the engine load its locale data meanwhile. Built on its own (platform/webpack/config.ts, PORTAL_START).
 */
import { DOCUMENT_BLOCKS } from '@academy/contract/rules/document-blocks';
import { askEarly } from '@academy/shared/api/early-answers';
import { firstScreenCalls } from '@academy/shared/api/first-screen-calls';
import { PORTAL_MODULE, signedInArea } from './signed-in-area';

/** What this script reads of an area's mf-manifest.json: each exposed module's scripts. */
interface AreaManifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

function preloadScript(url: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'script', href: url })) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** The first scripts of `area`'s frame module as the shell's server named them in the document, if it did. */
function namedByDocument(area: string): string[] | undefined {
  const text = document.getElementById(DOCUMENT_BLOCKS.portalAreaScripts)?.textContent;
  return text ? (JSON.parse(text) as Record<string, string[]>)[area] : undefined;
}

/**
 * The scripts `module` needs at once (an area's files sit beside its entry): as the document names
 * them, else from the manifest beside `entry`, a round trip later.
 */
async function preloadModuleScripts(area: string, entry: URL, module: string): Promise<void> {
  let files = namedByDocument(area);
  if (!files) {
    const response = await fetch(new URL('mf-manifest.json', entry));
    if (!response.ok) return;
    const manifest = (await response.json()) as AreaManifest;
    files = manifest.exposes.find(({ name }) => name === module)?.assets.js.sync ?? [];
  }
  for (const file of files) preloadScript(new URL(file, entry).href);
}

/**
 * The first date or number a page formats makes the engine load its locale data: a tenth of a
 * second on a slow phone, which the first screen's render would pay. Done here, in the time the page
 * waits for its scripts, the render finds it loaded.
 */
function loadLocaleData(): void {
  setTimeout(() => Intl.DateTimeFormat().resolvedOptions(), 0);
}

const signedIn = signedInArea();
if (signedIn) {
  loadLocaleData();
  preloadScript(signedIn.entry);
  // a head start only: the federation runtime asks for whatever this misses (the entry may be a
  // path on the page's own origin: one origin behind a proxy)
  preloadModuleScripts(signedIn.area, new URL(signedIn.entry, window.location.href), PORTAL_MODULE).catch(() => undefined);
  const { token, user } = signedIn.session;
  if (signedIn.apiBaseUrl) askEarly(firstScreenCalls(window.location.pathname, user), signedIn.apiBaseUrl, token);
}
