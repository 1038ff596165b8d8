/**
 * The inline script of every /portal/* document (platform/server/document.ts), run as the parser
 * reaches it: it asks for the signed-in role's area (its remoteEntry.js, and the scripts of the
 * module the frame mounts, which the area's mf-manifest.json names) beside the shell's own
 * scripts, rather than once they have arrived and run. It only preloads: nothing of the area runs
 * before the shell's federation runtime loads it (its shared-fit check first), and the manifest
 * and remoteEntry.js keep their names and follow the area's live release, so the chunks named are
 * the ones that release's entry asks for. It also asks for the reads of the screen opened and of the
 * frame (shared/src/api/first-screen-calls.ts), whose answers the data layer takes when the screen
 * asks (shared/src/api/early-answers.ts). Built on its own (platform/webpack/config.ts, PORTAL_START).
 */
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

/** The scripts `module` needs at once, from the manifest beside `entry` (an area's files sit beside its entry). */
async function preloadModuleScripts(entry: URL, module: string): Promise<void> {
  const response = await fetch(new URL('mf-manifest.json', entry));
  if (!response.ok) return;
  const manifest = (await response.json()) as AreaManifest;
  const exposed = manifest.exposes.find(({ name }) => name === module);
  for (const file of exposed?.assets.js.sync ?? []) preloadScript(new URL(file, entry).href);
}

const signedIn = signedInArea();
if (signedIn) {
  preloadScript(signedIn.entry);
  // a head start only: the federation runtime asks for whatever this misses (the entry may be a
  // path on the page's own origin: one origin behind a proxy)
  preloadModuleScripts(new URL(signedIn.entry, window.location.href), PORTAL_MODULE).catch(() => undefined);
  const { token, user } = signedIn.session;
  if (signedIn.apiBaseUrl) askEarly(firstScreenCalls(window.location.pathname, user), signedIn.apiBaseUrl, token);
}
