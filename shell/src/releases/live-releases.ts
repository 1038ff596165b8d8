// Which release of each part of the page this tab runs, and whether another one is live now
// (docs/releases.md). The shell's release is baked into its build; a remote's
// remoteEntry.js records its own in RELEASES_GLOBAL when it loads (platform/release/release.ts); each area
// serves the release live on its server as /release.json.
import { appConfig } from '@academy/shared/config/app-config';
import { RELEASE } from '../errors/report-error';

// written by each remote's remoteEntry.js (platform/release/release.ts)
const RELEASES_GLOBAL = '__ACADEMY_RELEASES__';
const SHELL = 'shell';

/** The release of the shell and of every remote this tab has loaded, by federation name. */
export function runningReleases(): Record<string, string> {
  const remotes = (window as unknown as Record<string, Record<string, string> | undefined>)[RELEASES_GLOBAL] ?? {};
  return { ...(RELEASE === 'development' ? {} : { [SHELL]: RELEASE }), ...remotes };
}

/** The address of a part's /release.json: the shell's own, a remote's beside its remoteEntry.js. */
function releaseFileOf(name: string): string | null {
  if (name === SHELL) return '/release.json';
  const entry = appConfig().remotes?.[name];
  return entry ? new URL('release.json', new URL(entry, window.location.href)).href : null;
}

async function liveVersionOf(name: string): Promise<string | null> {
  const url = releaseFileOf(name);
  if (!url) return null;
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return null;
    const { version } = (await response.json()) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    // a server that cannot answer now says nothing about releases
    return null;
  }
}

/** Whether a part this tab runs has another release live now. */
export async function anotherReleaseIsLive(): Promise<boolean> {
  const running = Object.entries(runningReleases());
  const live = await Promise.all(running.map(([name]) => liveVersionOf(name)));
  return running.some(([, version], index) => live[index] !== null && live[index] !== version);
}
