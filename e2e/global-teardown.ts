/** Stops the browser and the shared system e2e/global-setup.ts started (Jest runs both in its main process). */

export default async function stopSharedSystem(): Promise<void> {
  await globalThis.academySharedServers?.stop();
  await globalThis.academyRunBrowser?.close();
}
