// An area's needs of the page's shared singletons, checked when its remoteEntry.js has registered
// them and before any of its modules loads (docs/releases.md): an area built
// against another surface of a shared module would otherwise load and fail while rendering.
import { getInstance, satisfy, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What one build registered with the runtime: each shared request's versions and settings. */
type ShareInfos = ModuleFederation['options']['shared'];

/** A shared singleton the area needs at a version the page does not give. */
export interface UnmetNeed {
  /** The request it is shared by, e.g. `@academy/shared/session/store`. */
  module: string;
  /** The range the area requires. */
  needs: string;
  /** The version the page provides. */
  provides: string;
}

/**
 * The singletons `area` requires that `page` provides at a version outside that range (what the
 * page does not share at all, the area brings itself). The same rule `npm run release` applies
 * to two releases' release.json, here to what the two builds registered with the runtime.
 */
export function unmetNeeds(area: ShareInfos, page: ShareInfos): UnmetNeed[] {
  return Object.entries(area).flatMap(([module, infos]) => {
    const provides = page[module]?.[0]?.version;
    if (provides === undefined) return [];
    return infos
      .filter(({ shareConfig }) => shareConfig.singleton && typeof shareConfig.requiredVersion === 'string')
      .filter(({ shareConfig }) => !satisfy(provides, shareConfig.requiredVersion as string))
      .map(({ shareConfig }) => ({ module, needs: shareConfig.requiredVersion as string, provides }));
  });
}

/** An area that does not fit the page's shared singletons: nothing of it was loaded. */
export class SharedModulesDoNotFit extends Error {
  override name = 'SharedModulesDoNotFit';

  constructor(
    readonly remote: string,
    readonly unmet: UnmetNeed[],
  ) {
    super(
      `${remote} does not fit the page: ${unmet.map(({ module, needs, provides }) => `${module}: needs ${needs}, the page provides ${provides}`).join('; ')}`,
    );
  }
}

/**
 * The runtime plugin that refuses an area whose needs the page cannot meet, between its
 * container's init (which registers its shared modules) and the first module asked of it.
 */
export function sharedFitCheck(): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-shared-fit',
    async beforeGetExpose({ moduleInfo, origin }) {
      const area = getInstance((instance) => instance.name === moduleInfo.name);
      if (!area) return;
      const unmet = unmetNeeds(area.options.shared, origin.options.shared);
      if (unmet.length > 0) throw new SharedModulesDoNotFit(moduleInfo.name, unmet);
    },
  };
}
