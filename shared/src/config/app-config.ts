const DEFAULT_API_BASE_URL = 'http://localhost:4000/api/v1';

/** Served by each area's static server at deploy time, so no URL is baked into a build. */
export interface AppConfig {
  apiBaseUrl: string;
  applyUrl?: string;
  remotes?: Record<string, string>;
}

const FALLBACK_CONFIG: AppConfig = { apiBaseUrl: DEFAULT_API_BASE_URL };

let current: AppConfig = FALLBACK_CONFIG;

/** Fetches /app-config.json once at start; the API client reads `apiBaseUrl` from it on every call. */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
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
