/**
 * Starts the run's browser and the shared system the read-only test files look at (harness.ts
 * `sharedSystem()`), and meanwhile makes the demo data template every other file's system copies,
 * once for all workers.
 */
import type { BrowserServer } from 'playwright-core';
import { keepServerLogs } from './server-logs';
import { RUN_BROWSER_ENV, SHARED_SYSTEM_ENV, SHARED_SYSTEM_TODAY, launchRunBrowser, seededTemplate, startServers, type Servers } from './harness';

declare global {
  // kept for e2e/global-teardown.ts, which Jest runs in this same process
  var academySharedServers: Servers | undefined;
  var academyRunBrowser: BrowserServer | undefined;
  var academyServerLogs: string | undefined;
}

export default async function startSharedSystem(): Promise<void> {
  // before any server starts: they all write their logs there, and the workers inherit it
  globalThis.academyServerLogs = keepServerLogs();
  const [servers, browser] = await Promise.all([startServers({ fixedToday: SHARED_SYSTEM_TODAY }), launchRunBrowser(), seededTemplate()]);
  globalThis.academySharedServers = servers;
  globalThis.academyRunBrowser = browser;
  // the test workers start after this and inherit the environment
  process.env[SHARED_SYSTEM_ENV] = JSON.stringify({ origins: servers.origins, apiBaseUrl: servers.apiBaseUrl });
  process.env[RUN_BROWSER_ENV] = browser.wsEndpoint();
}
