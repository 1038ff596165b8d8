// The federation runtime every remoteEntry.js and remote main.js of a page uses (they are built
// without it): the shell's main entry runs this first; a remote's standalone page loads it as its
// own script before the remote's main.js (platform/webpack/config.ts, RUNTIME_CORE_FILE).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
