import { inlinedConfig } from '@academy/shared/config/inlined-config';
import { readCopy } from '@academy/shared/session/stored-session';
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
}

/**
 * The signed-in role's portal area, read from the stored session copy (the server cannot name the
 * area in the document: the role lives in the tab) and the remotes from the inlined configuration;
 * null without either. Only a hint: the frame decides what is shown. Reading only, with no
 * federation code, so the portal document's inline script bundles it too.
 */
export function signedInArea(): SignedInArea | null {
  const role = (readCopy(sessionStorage) ?? readCopy(localStorage))?.user?.cla_role_name;
  const remotes = inlinedConfig()?.remotes;
  if (!role || !remotes) return null;
  const area = portalAreaOf(role);
  const entry = remotes[area];
  return entry ? { area, entry, remotes } : null;
}
