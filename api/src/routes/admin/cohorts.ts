// The administrator's cohort calls: list, create, rename and date, close and reopen, and the
// facilitators assigned to a cohort. Closing keeps every record; it only leaves the sign-up list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import { endsBeforeStart } from '@academy/contract/rules/date-range';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { conflict, fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { activeAccount } from '../../queries/scope';
import type { AdminCohortView } from '@academy/contract/schemas/admin';

const TAGS = ['administration'];
const NAME_TAKEN = 'A cohort with this name already exists.';

async function adminCohorts(db: Kysely<DB>, id?: number): Promise<AdminCohortView[]> {
  let query = db
    .selectFrom('cohorts as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.start_date',
      'c.end_date',
      eb('c.closed_at', 'is not', null).$castTo<boolean>().as('closed'),
      eb
        .selectFrom('users as u')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.cohort_id', '=', 'c.id')
        .where('u.role_id', '=', ROLE_IDS.student)
        .where(activeAccount('u'))
        .as('student_count'),
    ])
    .orderBy('c.id');
  if (id !== undefined) query = query.where('c.id', '=', id);
  const cohorts = await query.execute();
  const assigned = await db.selectFrom('cohort_facilitators').select(['cohort_id', 'user_id']).orderBy('user_id').execute();
  return cohorts.map((c) => ({
    ...c,
    student_count: c.student_count ?? 0,
    facilitator_ids: assigned.filter((a) => a.cohort_id === c.id).map((a) => a.user_id),
  }));
}

async function adminCohort(db: Kysely<DB>, id: number): Promise<AdminCohortView> {
  const [cohort] = await adminCohorts(db, id);
  if (!cohort) throw notFound('Cohort');
  return cohort;
}

function datesInOrder(body: { start_date: string | null; end_date: string | null }): void {
  if (endsBeforeStart(body.start_date, body.end_date)) throw fieldErrors({ end_date: ['before_start_date'] });
}

/** Runs `write`; a duplicate cohort name answers 409 with a sentence. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN, 'cohort_name_taken');
    throw err;
  }
}

const adminCohortRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'listAdminCohorts', { summary: 'Every cohort, closed ones included, with its dates, student count and facilitators', tags: TAGS }, async () =>
    adminCohorts(app.db),
  );

  route(app, 'createCohort', { summary: 'Create a cohort', tags: TAGS }, async (request, reply) => {
    const caller = currentUser(request);
    const body = request.body;
    datesInOrder(body);
    const id = await uniqueName(() =>
      app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('cohorts')
          .values({ name: body.name.trim(), start_date: body.start_date, end_date: body.end_date })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { actorId: caller.id, action: 'cohort.create', subjectType: 'cohort', subjectId: row.id, newValues: body });
        return row.id;
      }),
    );
    return reply.code(201).send(await adminCohort(app.db, id));
  });

  route(app, 'updateCohort', { summary: 'Rename a cohort or change its dates', tags: TAGS }, async (request) => {
    const caller = currentUser(request);
    const { id } = request.params;
    const body = request.body;
    datesInOrder(body);
    await uniqueName(() =>
      app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('cohorts').select(['name', 'start_date', 'end_date']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw notFound('Cohort');
        await trx.updateTable('cohorts').set({ name: body.name.trim(), start_date: body.start_date, end_date: body.end_date }).where('id', '=', id).execute();
        await recordAudit(trx, { actorId: caller.id, action: 'cohort.update', subjectType: 'cohort', subjectId: id, oldValues: before, newValues: body });
      }),
    );
    return adminCohort(app.db, id);
  });

  for (const [name, verb, closed] of [
    ['closeCohort', 'close', true],
    ['reopenCohort', 'reopen', false],
  ] as const) {
    route(
      app,
      name,
      { summary: closed ? 'Close a cohort: it leaves the sign-up list, every record stays' : 'Reopen a closed cohort', tags: TAGS },
      async (request) => {
        const caller = currentUser(request);
        const { id } = request.params;
        await app.db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('cohorts').select('closed_at').where('id', '=', id).forUpdate().executeTakeFirst();
          if (!before) throw notFound('Cohort');
          if ((before.closed_at !== null) === closed) return;
          await trx
            .updateTable('cohorts')
            .set({ closed_at: closed ? new Date() : null })
            .where('id', '=', id)
            .execute();
          await recordAudit(trx, {
            actorId: caller.id,
            action: `cohort.${verb}`,
            subjectType: 'cohort',
            subjectId: id,
            oldValues: { closed: !closed },
            newValues: { closed },
          });
        });
        return adminCohort(app.db, id);
      },
    );
  }

  route(
    app,
    'setCohortFacilitators',
    { summary: 'Set the facilitators assigned to a cohort', description: 'Replaces the list. Every id must be a facilitator (400 otherwise).', tags: TAGS },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const wanted = request.body.facilitator_ids;
      await app.db.transaction().execute(async (trx) => {
        const cohort = await trx.selectFrom('cohorts').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!cohort) throw notFound('Cohort');
        if (wanted.length > 0) {
          const found = await trx.selectFrom('users').select('id').where('id', 'in', wanted).where('role_id', '=', ROLE_IDS.facilitator).execute();
          if (found.length !== wanted.length) throw fieldErrors({ facilitator_ids: ['not_all_facilitators'] });
        }
        const before = await trx.selectFrom('cohort_facilitators').select('user_id').where('cohort_id', '=', id).orderBy('user_id').execute();
        await trx.deleteFrom('cohort_facilitators').where('cohort_id', '=', id).execute();
        if (wanted.length > 0)
          await trx
            .insertInto('cohort_facilitators')
            .values(wanted.map((userId) => ({ cohort_id: id, user_id: userId })))
            .execute();
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'cohort.facilitators',
          subjectType: 'cohort',
          subjectId: id,
          oldValues: { facilitator_ids: before.map((b) => b.user_id) },
          newValues: { facilitator_ids: [...wanted].sort((a, b) => a - b) },
        });
      });
      return adminCohort(app.db, id);
    },
  );
};

export default adminCohortRoutes;
