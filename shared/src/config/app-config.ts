import { configureApiClient, DEFAULT_API_BASE_URL } from '@academy/shared/api/client';

/** Served by each area's static server at deploy time, so no URL is baked into a build. */
export interface AppConfig {
  apiBaseUrl: string;
  applyUrl?: string;
  remotes?: Record<string, string>;
}

const FALLBACK_CONFIG: AppConfig = { apiBaseUrl: DEFAULT_API_BASE_URL };

let current: AppConfig = FALLBACK_CONFIG;

/** Fetches /app-config.json once at start and points the API client at the configured API. */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    current = response.ok ? { ...FALLBACK_CONFIG, ...((await response.json()) as Partial<AppConfig>) } : FALLBACK_CONFIG;
  } catch {
    current = FALLBACK_CONFIG;
  }
  configureApiClient({ baseURL: current.apiBaseUrl });
  return current;
}

export function appConfig(): AppConfig {
  return current;
}
