const DEFAULT_API_BASE_URL = 'http://localhost:4000/api/v1';

/** Served by each area's static server at deploy time, so no URL is baked into a build. */
export interface AppConfig {
  apiBaseUrl: string;
  applyUrl?: string;
  /** Hosts beyond the academy's own whose `.pdf` links topics may embed (EMBED_HOSTS) */
  embedHosts?: string[];
  remotes?: Record<string, string>;
}

const FALLBACK_CONFIG: AppConfig = { apiBaseUrl: DEFAULT_API_BASE_URL };

let current: AppConfig = FALLBACK_CONFIG;

/** The id of the JSON data block a static server inlines the configuration in (build/document.js). */
export const CONFIG_ELEMENT_ID = 'app-config';

function inlinedConfig(): Partial<AppConfig> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(CONFIG_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Partial<AppConfig>) : null;
}

/** Sets the configuration a server-side render uses. */
export function setConfigForRender(config: AppConfig): void {
  current = { ...FALLBACK_CONFIG, ...config };
}

/**
 * Reads the configuration once at start, from the page when the server inlined it, else from
 * /app-config.json; the API client reads `apiBaseUrl` from it on every call.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const inlined = inlinedConfig();
  if (inlined) {
    current = { ...FALLBACK_CONFIG, ...inlined };
    return current;
  }
  try {
    const response = await fetch(url, { cache: 'no-store' });
    current = response.ok ? { ...FALLBACK_CONFIG, ...((await response.json()) as Partial<AppConfig>) } : FALLBACK_CONFIG;
  } catch {
    current = FALLBACK_CONFIG;
  }
  return current;
}

export function appConfig(): AppConfig {
  return current;
}
