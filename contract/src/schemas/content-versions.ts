// The versions of content in other languages (contract/src/rules/content-languages.ts): for each
// kind, the calls that list an item's versions, write one language's and remove it. The readers'
// calls (/content/faq, /announcements...) take `lang` and answer each item in it when it has a
// version there, with the item's `lang`.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { VERSION_LOCALES } from '@academy/contract/rules/content-languages';
import { LOCALE_CODES } from '@academy/contract/rules/locales';
import { Id, NO_CONTROLS, NoContent, NOT_BLANK, ONE_LINE } from '@academy/contract/schemas/common';
import { endpoint, type Access } from '@academy/contract/endpoint';

/** A language an item may have a version in (every language but the original's). */
export const VersionLocale = Type.Union(
  VERSION_LOCALES.map((code) => Type.Literal(code)),
  { description: `A language other than the original's: ${VERSION_LOCALES.join(', ')}` },
);

/** The language a reader asks for: the items come in it where they have a version in it. */
export const ReaderLanguageQuery = Type.Object(
  {
    lang: Type.Optional(
      Type.Union(
        LOCALE_CODES.map((code) => Type.Literal(code)),
        { description: "The reader's language: each item in its version in it when it has one, else the original." },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Beside each item a reader gets: the language its texts are in. */
export const ContentLang = Type.Optional(
  Type.Union(
    LOCALE_CODES.map((code) => Type.Literal(code)),
    { description: 'The language the texts are written in: the version of the language asked for (`lang`), or the original’s.' },
  ),
);

export const FaqItemVersion = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.faqQuestion, ...ONE_LINE }),
    answer: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.faqAnswer, ...NOT_BLANK }),
  },
  { additionalProperties: false, title: 'FaqItemVersion' },
);
export const FacultyMemberVersion = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.facultyTitle, ...ONE_LINE }),
    biography: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.biography, ...NOT_BLANK }),
  },
  { additionalProperties: false, title: 'FacultyMemberVersion' },
);
export const StandingNoteVersion = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.standingNote, ...ONE_LINE }) },
  { additionalProperties: false, title: 'StandingNoteVersion' },
);
export const AnnouncementVersion = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.announcementTitle, ...NO_CONTROLS }),
    body: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.announcementBody, ...NOT_BLANK }),
  },
  { additionalProperties: false, title: 'AnnouncementVersion' },
);
export type FaqItemVersion = Static<typeof FaqItemVersion>;
export type FacultyMemberVersion = Static<typeof FacultyMemberVersion>;
export type StandingNoteVersion = Static<typeof StandingNoteVersion>;
export type AnnouncementVersion = Static<typeof AnnouncementVersion>;

const VersionParams = Type.Object({ id: Id, locale: VersionLocale }, { additionalProperties: false });
const ItemParams = Type.Object({ id: Id }, { additionalProperties: false });

/** An item's versions by language (a language without one is left out). */
function versionsOf<P extends TProperties>(version: TObject<P>) {
  return Type.Partial(Type.Object(Object.fromEntries(VERSION_LOCALES.map((code) => [code, version])) as Record<(typeof VERSION_LOCALES)[number], TObject<P>>), {
    description: "The item's versions, by language; a language without one is left out.",
  });
}

/** The three calls of a kind's versions, under the item's path. */
function versionEndpoints<P extends TProperties, const Path extends `/${string}`, const A extends Access>(path: Path, access: A, version: TObject<P>) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${path}/versions` as `${Path}/versions` & `/${string}`,
      access,
      params: ItemParams,
      response: { 200: versionsOf(version) },
      errors: [404],
    }),
    save: endpoint({
      method: 'PUT',
      path: `${path}/versions/:locale` as `${Path}/versions/:locale` & `/${string}`,
      access,
      params: VersionParams,
      body: version,
      response: { 200: version },
      errors: [404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/versions/:locale` as `${Path}/versions/:locale` & `/${string}`,
      access,
      params: VersionParams,
      response: { 204: NoContent },
      errors: [404],
    }),
  };
}

const ADMIN = ['admin'] as const;
const POSTERS = ['facilitator', 'admin'] as const;

const faq = versionEndpoints('/admin/faq/:id', ADMIN, FaqItemVersion);
const faculty = versionEndpoints('/admin/faculty/:id', ADMIN, FacultyMemberVersion);
const notes = versionEndpoints('/announcements/standing/:id', ADMIN, StandingNoteVersion);
const announcements = versionEndpoints('/announcements/:id', POSTERS, AnnouncementVersion);

export const CONTENT_VERSION_ENDPOINTS = {
  listFaqItemVersions: faq.list,
  saveFaqItemVersion: faq.save,
  deleteFaqItemVersion: faq.remove,
  listFacultyMemberVersions: faculty.list,
  saveFacultyMemberVersion: faculty.save,
  deleteFacultyMemberVersion: faculty.remove,
  listStandingNoteVersions: notes.list,
  saveStandingNoteVersion: notes.save,
  deleteStandingNoteVersion: notes.remove,
  listAnnouncementVersions: announcements.list,
  saveAnnouncementVersion: announcements.save,
  deleteAnnouncementVersion: announcements.remove,
};
