// The versions of content in other languages: for the FAQ, the faculty and the standing notes the
// administrators', for an announcement its author's or an administrator's. Readers get them
// through the content's own calls (`lang`). Each change is audited with the item.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/audit-log';
import { notFound, type NotFoundThing } from '../../http/errors';
import { route, type RouteHandler } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { deleteVersion, listVersions, saveVersion, versionedItemExists, type VersionValues } from '../../queries/content-versions';
import { editableAnnouncement, type Viewer } from '../../queries/scope';
import type { VersionedKind } from '@academy/contract/rules/content-languages';
import type { DB } from '../../db/schema';
import type { Kysely } from 'kysely';

const TAGS = ['content versions'];

type AnyApp = Parameters<FastifyPluginAsyncTypebox>[0];
type ListCall = 'listFaqItemVersions' | 'listFacultyMemberVersions' | 'listStandingNoteVersions' | 'listAnnouncementVersions';
type SaveCall = 'saveFaqItemVersion' | 'saveFacultyMemberVersion' | 'saveStandingNoteVersion' | 'saveAnnouncementVersion';
type RemoveCall = 'deleteFaqItemVersion' | 'deleteFacultyMemberVersion' | 'deleteStandingNoteVersion' | 'deleteAnnouncementVersion';

interface VersionedContent<K extends VersionedKind> {
  kind: K;
  calls: { list: ListCall; save: SaveCall; remove: RemoveCall };
  /** What the item is called in words (summaries) and in a 404. */
  words: string;
  missing: NotFoundThing;
  /** 404 unless the caller may change the item (beyond the endpoint's roles). */
  mayChange?: (db: Kysely<DB>, id: number, viewer: Viewer) => Promise<unknown>;
}

const trimmed = <V extends Record<string, string>>(values: V): V =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as V;

function addVersionRoutes<K extends VersionedKind>(app: AnyApp, content: VersionedContent<K>) {
  const { kind, calls, words, missing } = content;
  const mayChange = async (id: number, viewer: Viewer) => {
    if (content.mayChange) await content.mayChange(app.db, id, viewer);
    else if (!(await versionedItemExists(app.db, kind, id))) throw notFound(missing);
  };
  const list: RouteHandler<ListCall> = async (request) => {
    await mayChange(request.params.id, currentUser(request));
    const versions = await listVersions(app.db, kind, request.params.id);
    if (!versions) throw notFound(missing);
    // the kind's own fields, which the caller's endpoint names
    return versions as never;
  };
  route(
    app,
    calls.list,
    {
      summary: `The versions of ${words} in other languages`,
      description: 'Each language that has a version, with its text; the original is not among them.',
      tags: TAGS,
    },
    list,
  );

  route(
    app,
    calls.save,
    {
      summary: `Write the version of ${words} in one language`,
      description: 'Replaces the version in that language when there is one. Readers asking for the language get it from now on.',
      tags: TAGS,
    },
    (async (request) => {
      const caller = currentUser(request);
      const { id, locale } = request.params;
      const values = trimmed(request.body as VersionValues<K>);
      await mayChange(id, caller);
      await app.db.transaction().execute(async (trx) => {
        const before = await saveVersion(trx, kind, id, locale, values);
        await recordAudit(trx, {
          actorId: caller.id,
          action: `${kind}.version`,
          subjectType: kind,
          subjectId: id,
          oldValues: before && { locale, ...before },
          newValues: { locale, ...values },
        });
      });
      return values as never;
    }) satisfies RouteHandler<SaveCall>,
  );

  route(
    app,
    calls.remove,
    { summary: `Remove the version of ${words} in one language`, description: 'Readers of that language get the original again.', tags: TAGS },
    (async (request, reply) => {
      const caller = currentUser(request);
      const { id, locale } = request.params;
      await mayChange(id, caller);
      await app.db.transaction().execute(async (trx) => {
        const before = await deleteVersion(trx, kind, id, locale);
        if (before) {
          await recordAudit(trx, { actorId: caller.id, action: `${kind}.version_delete`, subjectType: kind, subjectId: id, oldValues: { locale, ...before } });
        }
      });
      return reply.code(204).send(null);
    }) satisfies RouteHandler<RemoveCall>,
  );
}

const contentVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addVersionRoutes(app, {
    kind: 'faq_item',
    calls: { list: 'listFaqItemVersions', save: 'saveFaqItemVersion', remove: 'deleteFaqItemVersion' },
    words: 'a FAQ question',
    missing: 'This question',
  });
  addVersionRoutes(app, {
    kind: 'faculty_member',
    calls: { list: 'listFacultyMemberVersions', save: 'saveFacultyMemberVersion', remove: 'deleteFacultyMemberVersion' },
    words: "a faculty member's title and biography",
    missing: 'This faculty member',
  });
  addVersionRoutes(app, {
    kind: 'standing_note',
    calls: { list: 'listStandingNoteVersions', save: 'saveStandingNoteVersion', remove: 'deleteStandingNoteVersion' },
    words: 'a standing note',
    missing: 'Note',
  });
  addVersionRoutes(app, {
    kind: 'announcement',
    calls: { list: 'listAnnouncementVersions', save: 'saveAnnouncementVersion', remove: 'deleteAnnouncementVersion' },
    words: 'an announcement (its author or an administrator)',
    missing: 'Announcement',
    mayChange: editableAnnouncement,
  });
};

export default contentVersionRoutes;
