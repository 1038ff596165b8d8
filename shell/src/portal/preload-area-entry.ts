import { inlinedConfig } from '@academy/shared/config/inlined-config';
import { readCopy } from '@academy/shared/session/stored-session';
import { portalAreaOf } from './portal-path';

/**
 * Asks for the signed-in role's area entry (its remoteEntry.js) as soon as the page's first script
 * runs, so that it is there when the bootstrap loads the area (startLoadingPortalArea). The server
 * cannot name it in the document: the role lives in the tab's storage. Only a hint read from the
 * stored copy: the frame decides what is shown.
 */
export function preloadPortalAreaEntry(): void {
  const role = (readCopy(sessionStorage) ?? readCopy(localStorage))?.user?.cla_role_name;
  const entry = role ? inlinedConfig()?.remotes?.[portalAreaOf(role)] : undefined;
  if (!entry) return;
  // no crossorigin attribute: the federation runtime loads the entry with a plain script element
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: entry }));
}
