import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SharedModulesDoNotFit, sharedFitCheck, unmetNeeds } from './shared-fit';

const STORE = '@academy/shared/session/store';
const BUILT = '1.0.0-surface-3668aaaaaaaa';
const OTHER = '1.0.0-surface-5d0cbbbbbbbb';

/** A shared singleton as a build registers it: the version it brings and the range it requires. */
function singleton(version: string, requiredVersion = version) {
  return { version, shareConfig: { singleton: true, strictVersion: true, requiredVersion }, lib: () => ({}) };
}

/** The runtime's view of a build's `shared`, as `createInstance` formats it. */
function registered(name: string, shared: Record<string, ReturnType<typeof singleton>>) {
  return createInstance({ name, remotes: [], shared }).options.shared;
}

describe('unmetNeeds', () => {
  test('a module of shared needed at another surface than the page has is unmet, with both versions', () => {
    const page = registered('page-a', { [STORE]: singleton(BUILT), react: singleton('19.3.1', '^19.3.1') });
    const area = registered('area-a', { [STORE]: singleton(OTHER), react: singleton('19.3.1', '^19.3.1') });
    expect(unmetNeeds(area, page)).toEqual([{ module: STORE, needs: OTHER, provides: BUILT }]);
  });

  test('the same surface fits, a library within the range fits, and what the page does not share the area brings itself', () => {
    const page = registered('page-b', { [STORE]: singleton(BUILT), react: singleton('19.3.2', '^19.3.2') });
    const area = registered('area-b', {
      [STORE]: singleton(BUILT),
      react: singleton('19.3.1', '^19.3.1'),
      '@academy/shared/api/query-client': singleton(OTHER),
    });
    expect(unmetNeeds(area, page)).toEqual([]);
  });

  test('a library outside the range the area requires is unmet', () => {
    const page = registered('page-c', { react: singleton('18.3.1', '^18.3.1') });
    const area = registered('area-c', { react: singleton('19.3.1', '^19.3.1') });
    expect(unmetNeeds(area, page)).toEqual([{ module: 'react', needs: '^19.3.1', provides: '18.3.1' }]);
  });
});

describe('sharedFitCheck', () => {
  /** A page (`shell`) with one area whose remoteEntry.js registers `areaShared` and exposes `./routes`. */
  function pageWithArea(id: string, areaShared: Record<string, ReturnType<typeof singleton>>) {
    const area = `area_${id}`;
    const routes = { default: () => null };
    const get = jest.fn((_expose: string) => () => Promise.resolve(routes));
    const container = {
      init: jest.fn(async () => {
        createInstance({ name: area, remotes: [], shared: areaShared });
      }),
      get,
    };
    // stands for the script load of the area's remoteEntry.js
    const entryLoader: ModuleFederationRuntimePlugin = { name: 'entry-loader', loadEntry: () => container };
    const page = createInstance({
      name: `page_${id}`,
      remotes: [{ name: area, entry: `http://${id}.test/remoteEntry.js` }],
      shared: { [STORE]: singleton(BUILT) },
      plugins: [sharedFitCheck(), entryLoader],
    });
    return { load: () => page.loadRemote(`${area}/routes`), get, routes };
  }

  test('an area needing another surface of a shared module is refused after its entry registers it, before any of its modules loads', async () => {
    const { load, get } = pageWithArea('refused', { [STORE]: singleton(OTHER) });
    const refusal = await load().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SharedModulesDoNotFit);
    expect(refusal).toMatchObject({ remote: 'area_refused', unmet: [{ module: STORE, needs: OTHER, provides: BUILT }] });
    expect(get).not.toHaveBeenCalled();
  });

  test('an area built against the same surface loads', async () => {
    const { load, get, routes } = pageWithArea('fits', { [STORE]: singleton(BUILT) });
    expect(await load()).toBe(routes);
    expect(get).toHaveBeenCalledWith('./routes');
  });
});
