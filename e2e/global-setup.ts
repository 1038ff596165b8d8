/** Starts the shared system the read-only test files look at (harness.ts `sharedSystem()`). */
import { SHARED_SYSTEM_ENV, SHARED_SYSTEM_TODAY, startServers, type Servers } from './harness';

declare global {
  // kept for e2e/global-teardown.ts, which Jest runs in this same process
  var academySharedServers: Servers | undefined;
}

export default async function startSharedSystem(): Promise<void> {
  const servers = await startServers({ fixedToday: SHARED_SYSTEM_TODAY });
  globalThis.academySharedServers = servers;
  // the test workers start after this and inherit the environment
  process.env[SHARED_SYSTEM_ENV] = JSON.stringify({ origins: servers.origins, apiBaseUrl: servers.apiBaseUrl });
}
