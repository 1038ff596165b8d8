// The public content's calls (/content, docs/requirements.md §12: the FAQ, the faculty, the intakes)
// and the answer and payload schemas the administrator's edits share.
import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { Id, NOT_BLANK, ONE_LINE } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';
import { ContentLang, ReaderLanguageQuery } from '@academy/contract/schemas/content-versions';

export const FaqItem = Type.Object(
  {
    id: Type.Integer(),
    question: Type.String(),
    answer: Type.String({ description: 'Plain text; each line is a paragraph.' }),
    lang: ContentLang,
  },
  { title: 'FaqItem' },
);
export type FaqItemView = Static<typeof FaqItem>;

export const FaqItemBody = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.faqQuestion, ...ONE_LINE }),
    answer: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.faqAnswer, ...NOT_BLANK }),
  },
  { additionalProperties: false },
);
export type FaqItemInput = Static<typeof FaqItemBody>;

/** A new order of a list: every item's id once. */
export const OrderBody = Type.Object(
  { ids: Type.Array(Id, { maxItems: 500, uniqueItems: true, description: 'Every item id, in the order the page shows them.' }) },
  { additionalProperties: false },
);

export const FacultyMember = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String({ description: 'The name of the member’s page: /faculty/{slug}.' }),
    name: Type.String(),
    title: Type.String(),
    biography: Type.String({ description: 'Plain text; each line is a paragraph.' }),
    portrait_path: Type.Union([Type.String(), Type.Null()], {
      description: 'The portrait under the API base, with its version (a new upload gives a new path); null without one.',
    }),
    lang: ContentLang,
  },
  { title: 'FacultyMember' },
);
export type FacultyMemberView = Static<typeof FacultyMember>;

export const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 }) }, { additionalProperties: false });

export const FacultyMemberBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.facultyName, ...ONE_LINE }),
    title: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.facultyTitle, ...ONE_LINE }),
    biography: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.biography, ...NOT_BLANK }),
  },
  { additionalProperties: false },
);
export type FacultyMemberInput = Static<typeof FacultyMemberBody>;

/** The public site's next step: the cohorts open to join and whether self sign-up is open. */
export const Intakes = Type.Object(
  {
    sign_up_open: Type.Boolean({ description: 'whether POST /sign_up accepts students (SIGN_UP_OPEN)' }),
    cohorts: Type.Array(Type.Object({ id: Id, name: Type.String(), start_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]) }), {
      description: 'Open cohorts that have not started (or have no start date yet), soonest first.',
    }),
  },
  { title: 'Intakes' },
);
export type IntakesView = Static<typeof Intakes>;

export const CONTENT_ENDPOINTS = {
  listFaq: endpoint({ method: 'GET', path: '/content/faq', access: 'public', query: ReaderLanguageQuery, response: { 200: Type.Array(FaqItem) } }),
  listFaculty: endpoint({
    method: 'GET',
    path: '/content/faculty',
    access: 'public',
    query: ReaderLanguageQuery,
    response: { 200: Type.Array(FacultyMember) },
  }),
  getFacultyMember: endpoint({
    method: 'GET',
    path: '/content/faculty/:slug',
    access: 'public',
    params: SlugParams,
    query: ReaderLanguageQuery,
    response: { 200: FacultyMember },
    errors: [404],
  }),
  getPortrait: endpoint({
    method: 'GET',
    path: '/content/faculty/:slug/portrait',
    access: 'public',
    params: SlugParams,
    response: { 200: Type.Unknown({ description: 'The image (image/webp, or image/svg+xml for the first portraits)' }), 304: Type.Null() },
    errors: [404],
  }),
  getIntakes: endpoint({ method: 'GET', path: '/content/intakes', access: 'public', response: { 200: Intakes } }),
};
