/**
 * Stops the browser and the shared system e2e/global-setup.ts started (Jest runs both in its main
 * process), then reads every server's log of the run: a secret in one fails the run.
 */
import { secretsInServerLogs } from './server-logs';

export default async function stopSharedSystem(): Promise<void> {
  await globalThis.academySharedServers?.stop();
  await globalThis.academyRunBrowser?.close();
  const logs = globalThis.academyServerLogs;
  if (!logs) return;
  const secrets = secretsInServerLogs(logs);
  if (secrets.length > 0) throw new Error(`the servers' logs of this run hold secrets (${logs}):\n${secrets.slice(0, 20).join('\n')}`);
}
