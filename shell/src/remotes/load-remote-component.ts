import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './register-remotes';

export interface RemoteComponentModule<P> {
  default: ComponentType<P>;
}

/** The one typed door to `loadRemote`: a remote's exposed module whose default export is a component. */
export async function loadRemoteComponent<P = object>(remote: RemoteName, module: string): Promise<RemoteComponentModule<P>> {
  const loaded = await loadRemote<RemoteComponentModule<P>>(`${remote}/${module}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${remote}/${module} has no default component export`);
  }
  return loaded;
}
