import { init } from '@module-federation/enhanced/runtime';
import { sharedFitCheck } from './shared-fit';

const REMOTE_NAMES = ['public_site', 'student_portal', 'facilitator_desk'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Registers the remotes at the URLs /app-config.json gives, so moving or redeploying a remote
 * needs no shell rebuild. A remote missing from the config is left out and its area shows the
 * could-not-load message. An area whose shared singletons do not fit the page's is refused
 * before any of its modules loads (`sharedFitCheck`).
 */
export function registerRemotesFrom(urls: Record<string, string>): void {
  const remotes = REMOTE_NAMES.filter((name) => typeof urls[name] === 'string').map((name) => ({
    name,
    entry: urls[name] as string,
  }));
  init({ name: 'shell', remotes, plugins: [sharedFitCheck()] });
}
