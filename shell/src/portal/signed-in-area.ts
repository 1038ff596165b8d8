import { inlinedConfig } from '@academy/shared/config/inlined-config';
import { readSession, type StoredSession } from '@academy/shared/session/stored-session';
import type { RemoteName } from '../remotes/register-remotes';
import { portalAreaOf } from './portal-path';

/** The exposed module of a portal area that the frame mounts. */
export const PORTAL_MODULE = 'portal-routes';

/** The portal area a page can start loading before the shell's app runs, and the remotes' URLs. */
export interface SignedInArea {
  area: RemoteName;
  /** the area's remoteEntry.js */
  entry: string;
  remotes: Record<string, string>;
  /** the live session the page will run with */
  session: StoredSession;
  apiBaseUrl: string | undefined;
}

/**
 * The signed-in role's portal area, read from the live session in storage (the server cannot name
 * the area in the document: the role lives in the tab) and the remotes from the inlined
 * configuration; null without either. Only a hint: the frame decides what is shown. Reading only,
 * with no federation code, so the portal document's inline script bundles it too.
 */
export function signedInArea(): SignedInArea | null {
  const { token, user, expiresAt } = readSession();
  const config = inlinedConfig();
  if (!token || !user || !expiresAt || !config?.remotes) return null;
  const area = portalAreaOf(user.cla_role_name);
  const entry = config.remotes[area];
  return entry ? { area, entry, remotes: config.remotes, session: { token, user, expiresAt }, apiBaseUrl: config.apiBaseUrl } : null;
}
