import { SharedModulesDoNotFit } from '../remotes/shared-fit';
import { loadOrReloadOnce, reloadMayFix, reloadOnce, sharedModulesDoNotFit } from './reload-once';

beforeEach(() => window.sessionStorage.clear());

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(missing: http://127.0.0.1:3002/512.3f2a9c1b.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const doesNotFit = () =>
  new SharedModulesDoNotFit('student_portal', [
    { module: '@academy/shared/session/store', needs: '1.0.0-surface-bbbbbbbbbbbb', provides: '1.0.0-surface-aaaaaaaaaaaa' },
  ]);

test('a chunk that did not load, or an area whose shared modules do not fit the page, may be fixed by a reload; other failures not', () => {
  expect(reloadMayFix(chunkLoadError())).toBe(true);
  expect(reloadMayFix(new Error('student_portal/portal-routes could not be loaded', { cause: chunkLoadError() }))).toBe(true);
  expect(reloadMayFix(doesNotFit())).toBe(true);
  expect(reloadMayFix(new Error('Failed to load script resources'))).toBe(false);
  expect(reloadMayFix(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
});

test('the refusal of an area that does not fit the page is found among the causes', () => {
  const refusal = doesNotFit();
  expect(sharedModulesDoNotFit(new Error('could not be loaded', { cause: refusal }))).toBe(refusal);
  expect(sharedModulesDoNotFit(chunkLoadError())).toBeNull();
});

test('reloads once, and not again within a minute, then again later', () => {
  const reload = jest.fn();
  expect(reloadOnce(reload, 1_000_000)).toBe(true);
  expect(reloadOnce(reload, 1_030_000)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadOnce(reload, 1_100_000)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('a dynamic import whose chunk is missing reloads instead of failing; any other failure stays a failure', async () => {
  const reload = jest.fn();
  const pending = loadOrReloadOnce(() => Promise.reject(chunkLoadError()), reload);
  await Promise.resolve();
  await Promise.resolve();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')])).toBe('pending');
  await expect(loadOrReloadOnce(() => Promise.reject(new TypeError('boom')), reload)).rejects.toThrow('boom');
  expect(await loadOrReloadOnce(() => Promise.resolve('module'), reload)).toBe('module');
});
