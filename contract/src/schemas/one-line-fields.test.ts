// Every free-text field of a call that holds one line (a name, a title, a note) refuses control and
// bidirectional characters through the contract's one rule (ONE_LINE or NO_CONTROLS in common.ts);
// only the fields listed here hold several lines, or are no text a person reads.
import type { TSchema } from '@sinclair/typebox';
import { ENDPOINTS } from '@academy/contract/endpoints';

/** Fields that hold paragraphs: line breaks belong there (they are escaped wherever they are shown). */
const MULTI_LINE = new Set(['description', 'body', 'message', 'feedback', 'stack', 'answer', 'biography']);
/**
 * Fields that are no text a person reads: secrets compared as they are, searches, and addresses,
 * codes and ids checked by their own rules.
 */
const NOT_TEXT = new Set([
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'email',
  'locale',
  'time_zone',
  'cla_cohort_id',
  'release',
  'path',
]);

const REFUSED = ['\n', '\r', '\t', '\u0007', '\u001b', '\u0085', '\u2028', '\u2029', '\u200e', '\u200f', '\u061c', '\u202a', '\u202e', '\u2066', '\u2069'];

interface StringField {
  at: string;
  name: string;
  schema: { pattern?: string; format?: string; const?: unknown };
}

function stringFields(schema: TSchema | undefined, at: string, name = ''): StringField[] {
  if (!schema) return [];
  if (schema.type === 'string') return schema.const === undefined && !schema.format ? [{ at, name, schema: schema as StringField['schema'] }] : [];
  const properties = Object.entries((schema.properties ?? {}) as Record<string, TSchema>).flatMap(([key, value]) => stringFields(value, `${at}.${key}`, key));
  const items = schema.items ? stringFields(schema.items as TSchema, `${at}[]`, name) : [];
  const unions = ((schema.anyOf ?? []) as TSchema[]).flatMap((option) => stringFields(option, at, name));
  return [...properties, ...items, ...unions];
}

const oneLineFields = Object.entries(ENDPOINTS)
  .flatMap(([endpoint, definition]) => stringFields((definition as { body?: TSchema }).body, endpoint))
  .filter(({ name }) => !MULTI_LINE.has(name) && !NOT_TEXT.has(name));

test('there are one-line fields to check', () => {
  expect(oneLineFields.map(({ at }) => at)).toEqual(expect.arrayContaining(['updateStandingNote.text', 'signUp.user.name', 'postAnnouncement.title']));
});

test.each(oneLineFields.map((field) => [field.at, field] as const))('%s refuses control and bidirectional characters', (_at, { schema }) => {
  expect(schema.pattern).toBeDefined();
  const pattern = new RegExp(schema.pattern!, 'u');
  expect(REFUSED.filter((character) => pattern.test(`Plain${character}words`))).toEqual([]);
});
