// The administrator's faculty calls (docs/requirements.md §12): add, edit, delete and reorder the
// members of the public faculty page, and upload their portraits. Each change is audited in its
// own transaction. A member's slug (their page's address) is made from their name once, and stays.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import {
  findPortraitTag,
  insertFacultyMember,
  listFacultyMembers,
  lockFacultyMember,
  lockFacultyMembers,
  savePortrait,
  slugsStartingWith,
  updateFacultyMember,
} from '../../queries/faculty';
import { addOrderedContentRoutes } from './ordered-content';
import { MAX_PORTRAIT_BYTES, NOT_AN_IMAGE, PORTRAIT_TOO_LARGE, portraitFrom } from '../content/portraits';
import type { FacultyMemberInput, FacultyMemberView } from '@academy/contract/schemas/content';
import type { NotFoundThing } from '../../http/errors';

const TAGS = ['administration'];
const MEMBER: NotFoundThing = 'This faculty member';

const trimmed = (body: FacultyMemberInput): FacultyMemberInput => ({ name: body.name.trim(), title: body.title.trim(), biography: body.biography.trim() });

async function facultyMember(db: Kysely<DB>, id: number): Promise<FacultyMemberView> {
  const [member] = await listFacultyMembers(db, { id });
  if (!member) throw notFound(MEMBER);
  return member;
}

/** The name in lower-case ASCII words joined by hyphens ("Dr. Ana Álvarez" -> "dr-ana-alvarez"), with a number when taken. */
async function freeSlug(db: Kysely<DB>, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 70)
      .replace(/-+$/, '') || 'member';
  const taken = new Set(await slugsStartingWith(db, base));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

function uploadedBytes(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new HttpError(415, NOT_AN_IMAGE, 'portrait_not_image');
  return request.body;
}

const adminFacultyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // an image arrives as its bytes whatever type it claims: its content decides (portraits.ts)
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PORTRAIT_BYTES }, (_request, body, done) => done(null, body));
  // a too large upload is told the limit; every error then goes on to the app's handler
  app.setErrorHandler((error) => {
    throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new HttpError(413, PORTRAIT_TOO_LARGE, 'portrait_too_large') : error;
  });

  route(
    app,
    'createFacultyMember',
    {
      summary: 'Add a faculty member at the end of the page',
      description: 'Administrators: the public Faculty page lists the new member at its end; their address is made from the name.',
      tags: TAGS,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const values = trimmed(request.body);
      const id = await app.db.transaction().execute(async (trx) => {
        // one add at a time, so two members of the same name get two slugs
        await lockFacultyMembers(trx);
        const slug = await freeSlug(trx, values.name);
        const id = await insertFacultyMember(trx, { ...values, slug });
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'faculty_member.create',
          subjectType: 'faculty_member',
          subjectId: id,
          newValues: { ...values, slug },
        });
        return id;
      });
      return reply.code(201).send(await facultyMember(app.db, id));
    },
  );

  route(
    app,
    'updateFacultyMember',
    {
      summary: "Change a faculty member's name, title or biography",
      description: 'Administrators: the public Faculty page shows the change at its next render; an unknown member: 404.',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const values = trimmed(request.body);
      await app.db.transaction().execute(async (trx) => {
        const before = await lockFacultyMember(trx, id);
        if (!before) throw notFound(MEMBER);
        await updateFacultyMember(trx, id, values);
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'faculty_member.update',
          subjectType: 'faculty_member',
          subjectId: id,
          oldValues: before,
          newValues: values,
        });
      });
      return facultyMember(app.db, id);
    },
  );

  route(
    app,
    'uploadPortrait',
    {
      summary: "Upload a faculty member's portrait",
      description:
        'The image itself as the body (any Content-Type): JPEG, PNG or WebP by its content, at most 2 MB. It is cropped to a square, resized and stored as WebP. Not such an image `415`, unreadable `400`, too large `413`; nothing is stored then.',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const portrait = await portraitFrom(uploadedBytes(request));
      await app.db.transaction().execute(async (trx) => {
        if (!(await lockFacultyMember(trx, id))) throw notFound(MEMBER);
        const before = await findPortraitTag(trx, id);
        await savePortrait(trx, id, portrait);
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'faculty_member.portrait',
          subjectType: 'faculty_member',
          subjectId: id,
          oldValues: before ? { portrait: before.etag } : null,
          newValues: { portrait: portrait.etag, bytes: portrait.data.length },
        });
      });
      return facultyMember(app.db, id);
    },
  );

  addOrderedContentRoutes(app, {
    calls: { reorder: 'reorderFaculty', delete: 'deleteFacultyMember' },
    table: 'faculty_members',
    subjectType: 'faculty_member',
    list: listFacultyMembers,
    notFoundName: MEMBER,
    auditedColumns: ['slug', 'name', 'title', 'biography'],
    summaries: {
      reorder: 'Put the faculty page in a new order',
      reorderDescription: '`ids` must name every member once (400 otherwise).',
      delete: 'Delete a faculty member and their portrait',
      deleteDescription: 'The member, their portrait and their versions leave the public Faculty page; an unknown member: 404.',
    },
  });
};

export default adminFacultyRoutes;
