import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './register-remotes';

export interface RemoteComponentModule<P> {
  default: ComponentType<P>;
}

/** A remote's code could not be loaded (server down, file missing), as opposed to an error while it renders. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** The one typed door to `loadRemote`: a remote's exposed module whose default export is a component. */
async function loadRemoteComponent<P = object>(remote: RemoteName, module: string): Promise<RemoteComponentModule<P>> {
  let loaded: RemoteComponentModule<P> | null;
  try {
    loaded = await loadRemote<RemoteComponentModule<P>>(`${remote}/${module}`);
  } catch (err) {
    throw new RemoteLoadError(`${remote}/${module} could not be loaded: ${(err as Error)?.message ?? String(err)}`, { cause: err });
  }
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(`${remote}/${module} has no default component export`);
  }
  return loaded;
}

const startedAhead = new Map<string, Promise<RemoteComponentModule<unknown>>>();
const arrivedAhead = new Map<string, ComponentType>();

/**
 * Starts loading a remote's module before the screen that mounts it renders (the portal area
 * beside the frame's own code). That screen's first load takes this one, failure included.
 */
export function startLoadingRemoteComponent(remote: RemoteName, module: string): void {
  const key = `${remote}/${module}`;
  const load = loadRemoteComponent<unknown>(remote, module);
  // a failure is for the screen that takes the load to show
  load.then(({ default: component }) => arrivedAhead.set(key, component as ComponentType)).catch(() => undefined);
  startedAhead.set(key, load);
}

/** Whether a load of this module was started ahead and not yet taken. */
export function startedAheadOf(remote: RemoteName, module: string): boolean {
  return startedAhead.has(`${remote}/${module}`);
}

/** The component of a load started ahead that has already arrived, once; else null. */
export function takeArrivedComponent(remote: RemoteName, module: string): ComponentType | null {
  const key = `${remote}/${module}`;
  const component = arrivedAhead.get(key) ?? null;
  if (component) {
    arrivedAhead.delete(key);
    startedAhead.delete(key);
  }
  return component;
}

/** The load started ahead of this module, once; else a new one (a Retry always loads anew). */
export function takeRemoteComponent<P = object>(remote: RemoteName, module: string): Promise<RemoteComponentModule<P>> {
  const key = `${remote}/${module}`;
  const ahead = startedAhead.get(key) as Promise<RemoteComponentModule<P>> | undefined;
  startedAhead.delete(key);
  return ahead ?? loadRemoteComponent<P>(remote, module);
}
