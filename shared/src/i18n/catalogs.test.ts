// The message catalogs against each other and against the code (docs/languages.md), the API's among
// them: every area has
// a catalog in every language with the English one's keys, each message with the English one's ICU
// arguments, every key the code uses is in a catalog the code's area loads, and every key is used.
// A part of an area with a catalog of its own (the desk's administration) is checked as an area
// whose code also reads its area's catalog.
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { LOCALE_CODES, DEFAULT_LOCALE, LOCALES } from '@academy/contract/rules/locales';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Each area whose code has messages: the catalogs in its src/locales, the code in its src (the API's: mails, notices, calendars). */
const AREAS = ['shared', 'shell', 'public-site', 'student-portal', 'facilitator-desk', 'api'];
/** Shared UI's messages are loaded on every page, so any area's code may use them. */
const SHARED = 'shared';
/** The sentences of the API's error codes: shared code's (errorMessage), loaded with the API client. */
const ERRORS = 'errors';
/** Parts of an area whose catalog loads with their code (its `locales` folder beside it): their code, which the area's code leaves out. */
const PARTS: Record<string, { area: string; code: string[] }> = {
  'facilitator-desk-admin': {
    area: 'facilitator-desk',
    code: [path.join('facilitator-desk', 'src', 'features', 'admin'), path.join('facilitator-desk', 'src', 'app', 'admin-routes.tsx')],
  },
};
/** Each body of code with a catalog of its own: the areas and their parts. */
const CODE = [...AREAS, ...Object.keys(PARTS)];
/** Each catalog's folder: an area's src/locales, a part's beside its code, and the API's errors' beside the client. */
const CATALOG_DIRS: Record<string, string> = {
  ...Object.fromEntries(AREAS.map((area) => [area, path.join(area, 'src', 'locales')])),
  ...Object.fromEntries(Object.entries(PARTS).map(([part, { code }]) => [part, path.join(code[0]!, 'locales')])),
  [ERRORS]: path.join('shared', 'src', 'api', 'locales'),
};
const CATALOGS = Object.keys(CATALOG_DIRS);
/** The catalogs a body of code may use the keys of, besides shared UI's and the errors': its own, and a part its area's. */
const catalogsOf = (code: string) => [code, ...(PARTS[code] ? [PARTS[code].area] : [])];
/** The bodies of code that may use a catalog's keys. */
const readersOf = (catalog: string) => (catalog === SHARED || catalog === ERRORS ? CODE : CODE.filter((code) => catalogsOf(code).includes(catalog)));

type Catalog = Record<string, string>;

function readCatalog(catalog: string, locale: string): Catalog {
  return JSON.parse(fs.readFileSync(path.join(ROOT, CATALOG_DIRS[catalog]!, `${locale}.json`), 'utf8')) as Catalog;
}

function sourceFiles(dir: string): string[] {
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Code outside an area's src that reads its catalog: the shell's server writes a shared link's preview in the shell's words. */
const MORE_CODE: Record<string, string[]> = { shell: [path.join('platform', 'server')] };

const partFiles = new Set(Object.values(PARTS).flatMap(({ code }) => code.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))));
const codeDirs = (code: string) => PARTS[code]?.code ?? [path.join(code, 'src'), ...(MORE_CODE[code] ?? [])];
const sources = Object.fromEntries(
  CODE.map((code) => [
    code,
    codeDirs(code)
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => PARTS[code] !== undefined || !partFiles.has(file))
      .map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') })),
  ]),
);
const english = Object.fromEntries(CATALOGS.map((catalog) => [catalog, readCatalog(catalog, DEFAULT_LOCALE)]));

/** A message's ICU arguments, each with its kind (and a select's cases, which the code chooses); it must parse. */
function argumentsOf(message: string, locale: string): string[] {
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  const walk = (tokens: Token[]): string[] =>
    tokens.flatMap((token) => {
      if ('cases' in token && !token.cases.some((c) => c.key === 'other')) throw new Error(`{${token.arg}} needs an 'other' case: ${message}`);
      switch (token.type) {
        case 'argument':
          return [`{${token.arg}}`];
        case 'function':
          return [`{${token.arg}, ${token.key}}`];
        case 'select':
          return [`{${token.arg}, select, ${token.cases.map((c) => c.key).join(' ')}}`, ...token.cases.flatMap((c) => walk(c.tokens))];
        case 'plural':
        case 'selectordinal':
          return [`{${token.arg}, ${token.type}}`, ...token.cases.flatMap((c) => walk(c.tokens))];
        default:
          return [];
      }
    });
  // a plural's cases are the language's own (Arabic has six): checked against Intl's
  return [...new Set(walk(parse(message, { cardinal, ordinal })))].sort();
}

/** The keys a source file names: string literals shaped like `area.part.name`. */
function literalKeys(text: string): string[] {
  return [...text.matchAll(/(['"`])([\w-]+(?:\.[\w-]+)+)\1/g)].map((match) => match[2]!);
}

/** The keys a source file passes to `t(...)`. */
function translatedKeys(text: string): string[] {
  return [...text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)].map((match) => match[2]!);
}

test.each(CATALOGS)('%s has a catalog in every language and no other', (catalog) => {
  const files = fs.readdirSync(path.join(ROOT, CATALOG_DIRS[catalog]!)).sort();
  expect(files).toEqual(LOCALE_CODES.map((locale) => `${locale}.json`).sort());
});

describe.each(CATALOGS)("%s's catalogs", (name) => {
  test.each(LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE))('in %s have the English keys, each message with its ICU arguments', (locale) => {
    const catalog = readCatalog(name, locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english[name]!).sort());
    for (const [key, message] of Object.entries(catalog)) {
      expect({ key, arguments: argumentsOf(message, locale) }).toEqual({ key, arguments: argumentsOf(english[name]![key]!, DEFAULT_LOCALE) });
    }
  });
});

/**
 * Where each argument of a message stands in it ({name} and not {count, number}: text a reader or
 * the academy wrote, a date, an element), those inside a plural's or a select's cases included.
 */
function argumentSpots(message: string, locale: string): { text: string; offset: number }[] {
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  const walk = (tokens: Token[]): { text: string; offset: number }[] =>
    tokens.flatMap((token) => [
      ...(token.type === 'argument' ? [{ text: token.ctx.text, offset: token.ctx.offset }] : []),
      ...('cases' in token ? token.cases.flatMap((c) => walk(c.tokens)) : []),
    ]);
  return walk(parse(message, { cardinal, ordinal }));
}

/**
 * Addresses in the API's mails, which a mail program turns into links up to the next space: an
 * isolating mark after one would end up in the link.
 */
const MAILED_ADDRESSES = new Set(['{link}', '{login}', '{forgot}', '{contact}', '{old}', '{new}']);

test.each(CATALOGS)("%s's right-to-left messages isolate every argument (U+2068 ... U+2069)", (name) => {
  // a name, a course or a zone in Latin letters would otherwise draw the brackets and numbers beside it into its run
  for (const locale of LOCALE_CODES.filter((code) => LOCALES[code].direction === 'rtl')) {
    const bare = Object.entries(readCatalog(name, locale)).flatMap(([key, message]) =>
      argumentSpots(message, locale)
        .filter(({ text }) => !(name === 'api' && MAILED_ADDRESSES.has(text)))
        .filter(({ text, offset }) => message[offset - 1] !== '\u2068' || message[offset + text.length] !== '\u2069')
        .map(({ text }) => `${locale} ${key}: ${text}`),
    );
    expect(bare).toEqual([]);
  }
});

test.each(LOCALE_CODES)("in %s, an address in the API's mails is followed by a space, a line's end or ASCII punctuation", (locale) => {
  // a mail program takes a mark such as the Arabic comma into the link: the address then leads nowhere
  const glued = Object.entries(readCatalog('api', locale)).flatMap(([key, message]) =>
    argumentSpots(message, locale)
      .filter(({ text }) => MAILED_ADDRESSES.has(text))
      .filter(({ text, offset }) => /[^\s\x21-\x7e]/.test(message[offset + text.length] ?? ' '))
      .map(({ text, offset }) => `${key}: ${text}${message[offset + text.length]}`),
  );
  expect(glued).toEqual([]);
});

test.each(CATALOGS)("%s's French keeps « », : ; ? and ! with their word: the space between is a non-breaking one", (name) => {
  // an ordinary space lets a line break there, leaving a guillemet or a colon alone at a line's start
  const breakable = Object.entries(readCatalog(name, 'fr'))
    .filter(([, message]) => /« | »|(^|\S) [:;?!]/.test(message))
    .map(([key]) => key);
  expect(breakable).toEqual([]);
});

test.each(LOCALE_CODES)("in %s, no other message reads as Cancel does: a confirmation's two buttons differ", (locale) => {
  const cancel = readCatalog(SHARED, locale)['states.cancel'];
  const alike = CATALOGS.flatMap((name) =>
    Object.entries(readCatalog(name, locale))
      .filter(([key, message]) => message === cancel && key !== 'states.cancel')
      .map(([key]) => `${name} ${key}`),
  );
  expect(alike).toEqual([]);
});

test('a key belongs to one catalog: every area loads into the same instance', () => {
  const owners = new Map<string, string>();
  for (const catalog of CATALOGS) {
    for (const key of Object.keys(english[catalog]!)) {
      expect({ key, alsoIn: owners.get(key) }).toEqual({ key, alsoIn: undefined });
      owners.set(key, catalog);
    }
  }
});

test.each(CODE)("every key %s's code translates is in its catalogs or shared UI's", (code) => {
  const known = new Set([...catalogsOf(code), SHARED].flatMap((catalog) => Object.keys(english[catalog]!)));
  const missing = sources[code]!.flatMap(({ file, text }) =>
    translatedKeys(text)
      .filter((key) => !known.has(key))
      .map((key) => `${file}: ${key}`),
  );
  expect(missing).toEqual([]);
});

test.each(CATALOGS)("every key of %s's catalog is used by code that may load it", (catalog) => {
  const used = new Set(readersOf(catalog).flatMap((reader) => sources[reader]!.flatMap(({ text }) => literalKeys(text))));
  expect(Object.keys(english[catalog]!).filter((key) => !used.has(key))).toEqual([]);
});
