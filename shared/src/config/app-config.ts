import { CONFIG_ELEMENT_ID, inlinedConfig, type AppConfig } from '@academy/shared/config/inlined-config';

export { CONFIG_ELEMENT_ID, type AppConfig };

const DEFAULT_API_BASE_URL = 'http://localhost:4000/api/v1';

const FALLBACK_CONFIG: AppConfig = { apiBaseUrl: DEFAULT_API_BASE_URL };

let current: AppConfig = FALLBACK_CONFIG;

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
