import { SINGLETON_LIBRARIES, SINGLETON_MODULES } from '@academy/platform/webpack/singletons';
import { ENGLISH_AREA_WORDS, plainNamesOf } from './area-words';

const UNNAMED = plainNamesOf(['a-module-nobody-shares'], ENGLISH_AREA_WORDS);

test.each(Object.keys({ ...SINGLETON_LIBRARIES, ...SINGLETON_MODULES }))('the shared singleton %s has a name a visitor understands', (module) => {
  expect(plainNamesOf([module], ENGLISH_AREA_WORDS)).not.toBe(UNNAMED);
});

test('modules are listed as a sentence, each name once', () => {
  expect(plainNamesOf(['react', 'react-dom', '@academy/shared/session/store'], ENGLISH_AREA_WORDS)).toBe(
    'the display library (React) and the sign-in module (session store)',
  );
});
