import { appConfig } from '@academy/shared/config/app-config';
import { DEFAULT_APPLY_URL } from '../config/academy';

/** The application form: `applyUrl` of /app-config.json when the deployment sets it. */
export function applyUrl(): string {
  return appConfig().applyUrl || DEFAULT_APPLY_URL;
}
