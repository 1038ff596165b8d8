// The /announcements calls and their shapes: a cohort's announcements, and the standing notes of
// every student's dashboard.
import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { CalendarDate, Id, IdParams, NO_CONTROLS, NoContent, ONE_LINE } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';
import { ANNOUNCEMENT_PAGE } from '@academy/contract/rules/announcements';
import { ContentLang, ReaderLanguageQuery } from '@academy/contract/schemas/content-versions';

export const Announcement = Type.Object(
  {
    id: Type.Integer(),
    cla_cohort_id: Type.Integer(),
    title: Type.String(),
    body: Type.String(),
    pinned: Type.Boolean(),
    ends_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    author_name: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    lang: ContentLang,
  },
  { title: 'Announcement' },
);

export const AnnouncementBody = Type.Object(
  {
    cla_cohort_id: Id,
    title: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.announcementTitle, ...NO_CONTROLS }),
    body: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.announcementBody }),
    pinned: Type.Optional(Type.Boolean()),
    ends_on: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
  },
  { additionalProperties: false },
);

export const StandingNote = Type.Object({ id: Type.Integer(), text: Type.String(), lang: ContentLang }, { title: 'StandingNote' });
export const StandingNoteBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.standingNote, ...ONE_LINE }) },
  { additionalProperties: false },
);

export type Announcement = Static<typeof Announcement>;
export type AnnouncementBody = Static<typeof AnnouncementBody>;
/** A note of every student's dashboard, edited or retired by an administrator. */
export type StandingNote = Static<typeof StandingNote>;

/** A page of a cohort's announcements: ANNOUNCEMENT_PAGE unless asked, 100 at most; `offset` skips as many. */
const AnnouncementListQuery = Type.Object(
  {
    cla_cohort_id: Id,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ANNOUNCEMENT_PAGE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    lang: ReaderLanguageQuery.properties.lang,
  },
  { additionalProperties: false },
);

const POSTERS = ['facilitator', 'admin'] as const;

export const ANNOUNCEMENT_ENDPOINTS = {
  listAnnouncements: endpoint({
    method: 'GET',
    path: '/announcements',
    access: 'signed-in',
    query: AnnouncementListQuery,
    response: { 200: Type.Array(Announcement) },
    errors: [403, 404],
  }),
  postAnnouncement: endpoint({ method: 'POST', path: '/announcements', access: POSTERS, body: AnnouncementBody, response: { 201: Announcement } }),
  deleteAnnouncement: endpoint({
    method: 'DELETE',
    path: '/announcements/:id',
    access: POSTERS,
    params: IdParams,
    response: { 204: NoContent },
    errors: [404],
  }),
  listStandingNotes: endpoint({
    method: 'GET',
    path: '/announcements/standing',
    access: 'signed-in',
    query: ReaderLanguageQuery,
    response: { 200: Type.Array(StandingNote) },
    errors: [403],
  }),
  updateStandingNote: endpoint({
    method: 'PUT',
    path: '/announcements/standing/:id',
    access: ['admin'],
    params: IdParams,
    body: StandingNoteBody,
    response: { 200: StandingNote },
    errors: [404],
  }),
  retireStandingNote: endpoint({
    method: 'DELETE',
    path: '/announcements/standing/:id',
    access: ['admin'],
    params: IdParams,
    response: { 204: NoContent },
    errors: [404],
  }),
};
