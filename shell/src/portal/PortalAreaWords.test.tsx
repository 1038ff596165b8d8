import { act, renderHook } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import { ENGLISH_AREA_WORDS, plainNamesOf } from '../remotes/area-words';
import type { ModuleKind } from '../remotes/shared-module-names';
import { usePortalAreaWords } from './PortalAreaWords';

const KINDS: ModuleKind[] = ['display', 'router', 'sessionLibrary', 'toasts', 'cache', 'session', 'server', 'settings', 'signOut', 'language', 'shared'];

/** The words as text, every function called, to compare two sets of words. */
function spelled(words: typeof ENGLISH_AREA_WORDS) {
  return { ...words, otherVersion: words.otherVersion('X'), moduleName: KINDS.map(words.moduleName) };
}

afterEach(async () => {
  await act(() => setLocale('en'));
});

test("in English the portal's words around an area are the public pages' words, word for word", () => {
  const { result } = renderHook(() => usePortalAreaWords());
  expect(spelled(result.current)).toEqual(spelled(ENGLISH_AREA_WORDS));
});

test("in French the portal's words around an area are French, the modules listed as French lists them", async () => {
  await act(() => setLocale('fr'));
  const { result } = renderHook(() => usePortalAreaWords());
  expect(result.current.failed).toBe('Cette partie du site n’a pas pu être chargée.');
  expect(result.current.retry).toBe('Réessayer');
  expect(plainNamesOf(['react', 'react-router-dom'], result.current)).toBe('la bibliothèque d’affichage (React) et la navigation (routeur)');
});
