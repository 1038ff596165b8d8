import { acceptedLocale, languageNameIn } from '@academy/contract/rules/locales';

test.each([
  ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
  ['de-DE,de;q=0.9,pt-BR;q=0.8,en;q=0.5', 'pt'],
  ['en;q=0.4, ar-EG', 'ar'],
  ['es;q=0, en', 'en'],
  ['*', 'en'],
  ['', 'en'],
  [undefined, 'en'],
])('Accept-Language %p reads as %p', (header, locale) => {
  expect(acceptedLocale(header)).toBe(locale);
});

test("a language is named in a sentence as the reader's language names it: 'version en français', not 'en Français'", () => {
  expect(languageNameIn('fr', 'en')).toBe('French');
  expect(languageNameIn('fr', 'fr')).toBe('français');
  expect(languageNameIn('ar', 'es')).toBe('árabe');
  expect(languageNameIn('pt', 'ar')).toBe('البرتغالية');
});
