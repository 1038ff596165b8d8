import { SINGLETON_LIBRARIES, SINGLETON_MODULES } from '@academy/platform/webpack/singletons';
import { plainNamesOf } from './shared-module-names';

const UNNAMED = plainNamesOf(['a-module-nobody-shares']);

test.each(Object.keys({ ...SINGLETON_LIBRARIES, ...SINGLETON_MODULES }))('the shared singleton %s has a name a visitor understands', (module) => {
  expect(plainNamesOf([module])).not.toBe(UNNAMED);
});

test('modules are listed as a sentence, each name once', () => {
  expect(plainNamesOf(['react', 'react-dom', '@academy/shared/session/store'])).toBe('the display library (React) and the sign-in module (session store)');
});
