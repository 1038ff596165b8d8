/**
 * The runtime configuration every area serves as /app-config.json. It is computed from the
 * environment when the server starts, so one build runs against any API and any remote URLs.
 *
 *   API_BASE_URL                 default http://localhost:4000/api/v1
 *   PUBLIC_SITE_REMOTE_URL       default http://localhost:3001/remoteEntry.js
 *   STUDENT_PORTAL_REMOTE_URL    default http://localhost:3002/remoteEntry.js
 *   FACILITATOR_DESK_REMOTE_URL  default http://localhost:3003/remoteEntry.js
 *   APPLY_URL                    optional: the external application form of the home page
 *   EMBED_HOSTS                  optional: comma-separated hosts beyond the academy's own whose
 *                                .pdf links topics embed (the CSP's frame-src reads them too)
 */
import { AREAS, REMOTE_AREAS, type RemoteArea } from '../areas.ts';

/** The /app-config.json object (shared/src/config/app-config.ts reads it). */
export interface AppConfig {
  apiBaseUrl: string;
  /** remoteEntry.js URL by federation name */
  remotes: Record<string, string>;
  embedHosts?: string[];
  applyUrl?: string;
}

type Env = Record<string, string | undefined>;

const DEFAULT_API_BASE_URL = 'http://localhost:4000/api/v1';
/** The host of the demo data's lecture-notes PDF (api/src/db/seed.ts): trusted when the demo runs. */
const DEMO_EMBED_HOSTS = ['www.w3.org'];

function envKey(area: RemoteArea) {
  return `${area.toUpperCase().replace(/-/g, '_')}_REMOTE_URL`;
}

/** The configured embed hosts, lower-cased, without blanks. */
function embedHostsFrom(env: Env = process.env) {
  return (env.EMBED_HOSTS || '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

function appConfigFor(env: Env = process.env): AppConfig {
  const remotes: Record<string, string> = {};
  for (const area of REMOTE_AREAS) {
    const { federationName, port } = AREAS[area];
    remotes[federationName] = env[envKey(area)] || `http://localhost:${port}/remoteEntry.js`;
  }
  const config: AppConfig = { apiBaseUrl: env.API_BASE_URL || DEFAULT_API_BASE_URL, remotes, embedHosts: embedHostsFrom(env) };
  if (env.APPLY_URL) config.applyUrl = env.APPLY_URL;
  return config;
}

export { appConfigFor, envKey, DEFAULT_API_BASE_URL, DEMO_EMBED_HOSTS };
