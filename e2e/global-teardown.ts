/** Stops what e2e/global-setup.ts started (Jest runs both in its main process). */

export default async function stopSharedSystem(): Promise<void> {
  await Promise.all([globalThis.academySharedBrowser?.close(), globalThis.academySharedServers?.stop()]);
}
