/**
 * Starts what the whole run shares: the system the read-only test files look at (harness.ts
 * `sharedSystem()`) and the browser every file connects to; meanwhile makes the demo data template
 * every other file's system copies, once for all workers.
 */
import type { BrowserServer } from 'playwright-core';
import { SHARED_BROWSER_ENV, SHARED_SYSTEM_ENV, SHARED_SYSTEM_TODAY, launchSharedBrowser, seededTemplate, startServers, type Servers } from './harness';

declare global {
  // kept for e2e/global-teardown.ts, which Jest runs in this same process
  var academySharedServers: Servers | undefined;
  var academySharedBrowser: BrowserServer | undefined;
}

export default async function startSharedSystem(): Promise<void> {
  const [servers, browser] = await Promise.all([startServers({ fixedToday: SHARED_SYSTEM_TODAY }), launchSharedBrowser(), seededTemplate()]);
  globalThis.academySharedServers = servers;
  globalThis.academySharedBrowser = browser;
  // the test workers start after this and inherit the environment
  process.env[SHARED_SYSTEM_ENV] = JSON.stringify({ origins: servers.origins, apiBaseUrl: servers.apiBaseUrl });
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
}
