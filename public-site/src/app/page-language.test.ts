import { pathIn } from '@academy/contract/rules/locales';
import { addressesOf, directionOf, languageOfPath } from './page-language';

test.each([
  ['/', 'en', '/'],
  ['/about', 'en', '/about'],
  ['/faculty/grace-mwangi', 'en', '/faculty/grace-mwangi'],
  ['/fr', 'fr', '/'],
  ['/fr/', 'fr', '/'],
  ['/es/programs', 'es', '/programs'],
  ['/ar/faculty/grace-mwangi', 'ar', '/faculty/grace-mwangi'],
  // English has no prefix of its own, and a code that is no language is a page's address
  ['/en/about', 'en', '/en/about'],
  ['/de/about', 'en', '/de/about'],
  ['/frog', 'en', '/frog'],
])('%s is in %s, the page at %s in English', (pathname, locale, path) => {
  expect(languageOfPath(pathname)).toEqual({ locale, path });
});

test('a page in each language: English at its own address, another language under its code', () => {
  expect(pathIn('en', '/about')).toBe('/about');
  expect(pathIn('pt', '/faq')).toBe('/pt/faq');
  expect(pathIn('fr', '/')).toBe('/fr/');
  expect(pathIn('es', '/reset-password?token=abc')).toBe('/es/reset-password?token=abc');
  expect(languageOfPath(pathIn('ar', '/login'))).toEqual({ locale: 'ar', path: '/login' });
});

test('Arabic is written right to left, the other languages left to right', () => {
  expect(['en', 'fr', 'es', 'pt', 'ar'].map((locale) => directionOf(locale as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
});

test('the same page in every language, English first', () => {
  expect(addressesOf('/programs')).toEqual([
    { hreflang: 'en', path: '/programs' },
    { hreflang: 'fr', path: '/fr/programs' },
    { hreflang: 'es', path: '/es/programs' },
    { hreflang: 'pt', path: '/pt/programs' },
    { hreflang: 'ar', path: '/ar/programs' },
  ]);
});
