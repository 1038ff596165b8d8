// The administrator's cohort calls: list, create, rename and date, close and reopen, the
// facilitators assigned to a cohort and the grade weighting its courses take by default. Closing keeps every record; it only leaves the sign-up list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { endsBeforeStart } from '@academy/contract/rules/date-range';
import { weightsAddUp } from '@academy/contract/rules/grade-weighting';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit, type AuditEntry } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { conflict, fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import {
  adminCohorts,
  cohortFacilitatorIds,
  countFacilitators,
  insertCohort,
  lockCohort,
  setCohortClosed,
  setCohortFacilitators,
  setCohortGradeWeights,
  updateCohort,
} from '../../queries/cohorts';
import type { AdminCohortView } from '@academy/contract/schemas/admin';

const TAGS = ['administration'];
const NAME_TAKEN = 'A cohort with this name already exists.';

async function adminCohort(db: Kysely<DB>, id: number): Promise<AdminCohortView> {
  const [cohort] = await adminCohorts(db, id);
  if (!cohort) throw notFound('Cohort');
  return cohort;
}

function datesInOrder(body: { start_date: string | null; end_date: string | null }): void {
  if (endsBeforeStart(body.start_date, body.end_date)) throw fieldErrors({ end_date: ['before_start_date'] });
}

type CohortRow = NonNullable<Awaited<ReturnType<typeof lockCohort>>>;
type CohortChange = Pick<AuditEntry, 'oldValues' | 'newValues'>;

/**
 * One change of the cohort `id`, in a transaction: its row locked (an unknown cohort: 404), then
 * `change` made, which answers what it changed for the audit log (`action`), or null when nothing did.
 */
async function changeCohort(
  db: Kysely<DB>,
  { actorId, id, action }: { actorId: number; id: number; action: string },
  change: (trx: Kysely<DB>, cohort: CohortRow) => Promise<CohortChange | null>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cohort = await lockCohort(trx, id);
    if (!cohort) throw notFound('Cohort');
    const changed = await change(trx, cohort);
    if (changed) await recordAudit(trx, { actorId, action, subjectType: 'cohort', subjectId: id, ...changed });
  });
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
  route(
    app,
    'listAdminCohorts',
    {
      summary: 'Every cohort, closed ones included, with its dates, student count and facilitators',
      description: 'Administrators: every cohort with its dates, whether it is closed, its student count and facilitators.',
      tags: TAGS,
    },
    async () => adminCohorts(app.db),
  );

  route(
    app,
    'createCohort',
    {
      summary: 'Create a cohort',
      description: 'Administrators: a name (unique, else 409) and optional start and end dates (the end not before the start).',
      tags: TAGS,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const body = request.body;
      datesInOrder(body);
      const id = await uniqueName(() =>
        app.db.transaction().execute(async (trx) => {
          const id = await insertCohort(trx, { name: body.name.trim(), start_date: body.start_date, end_date: body.end_date });
          await recordAudit(trx, { actorId: caller.id, action: 'cohort.create', subjectType: 'cohort', subjectId: id, newValues: body });
          return id;
        }),
      );
      return reply.code(201).send(await adminCohort(app.db, id));
    },
  );

  route(
    app,
    'updateCohort',
    { summary: 'Rename a cohort or change its dates', description: 'Administrators: rules as the create; an unknown cohort: 404.', tags: TAGS },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const body = request.body;
      datesInOrder(body);
      await uniqueName(() =>
        changeCohort(app.db, { actorId: caller.id, id, action: 'cohort.update' }, async (trx, { closed_at: _closedAt, ...before }) => {
          await updateCohort(trx, id, { name: body.name.trim(), start_date: body.start_date, end_date: body.end_date });
          return { oldValues: before, newValues: body };
        }),
      );
      return adminCohort(app.db, id);
    },
  );

  for (const [name, verb, closed] of [
    ['closeCohort', 'close', true],
    ['reopenCohort', 'reopen', false],
  ] as const) {
    route(
      app,
      name,
      {
        summary: closed ? 'Close a cohort: it leaves the sign-up list, every record stays' : 'Reopen a closed cohort',
        description: closed
          ? 'Administrators: a closed cohort is not offered at sign-up; its students, courses and records stay.'
          : 'Administrators: the cohort is offered at sign-up again; an unknown cohort: 404.',
        tags: TAGS,
      },
      async (request) => {
        const caller = currentUser(request);
        const { id } = request.params;
        await changeCohort(app.db, { actorId: caller.id, id, action: `cohort.${verb}` }, async (trx, before) => {
          if ((before.closed_at !== null) === closed) return null;
          await setCohortClosed(trx, id, closed);
          return { oldValues: { closed: !closed }, newValues: { closed } };
        });
        return adminCohort(app.db, id);
      },
    );
  }

  route(
    app,
    'setCohortGradeWeights',
    {
      summary: "Set a cohort's default grade weighting",
      description:
        'Administrators: how the totals of its courses that set no weighting of their own weigh assignments against ' +
        'attendance, in percent; the two add up to 100 (else 400). An unknown cohort: 404. Written to the audit log.',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const weights = request.body.grade_weights;
      if (!weightsAddUp(weights)) throw fieldErrors({ grade_weights: ['weights_not_100'] });
      await changeCohort(app.db, { actorId: caller.id, id, action: 'cohort.grade_weights' }, async (trx) => {
        const before = await adminCohort(trx, id);
        await setCohortGradeWeights(trx, id, weights);
        return { oldValues: { grade_weights: before.grade_weights }, newValues: { grade_weights: weights } };
      });
      return adminCohort(app.db, id);
    },
  );

  route(
    app,
    'setCohortFacilitators',
    { summary: 'Set the facilitators assigned to a cohort', description: 'Replaces the list. Every id must be a facilitator (400 otherwise).', tags: TAGS },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const wanted = request.body.facilitator_ids;
      await changeCohort(app.db, { actorId: caller.id, id, action: 'cohort.facilitators' }, async (trx) => {
        if ((await countFacilitators(trx, wanted)) !== wanted.length) throw fieldErrors({ facilitator_ids: ['not_all_facilitators'] });
        const before = await cohortFacilitatorIds(trx, id);
        await setCohortFacilitators(trx, id, wanted);
        return { oldValues: { facilitator_ids: before }, newValues: { facilitator_ids: [...wanted].sort((a, b) => a - b) } };
      });
      return adminCohort(app.db, id);
    },
  );
};

export default adminCohortRoutes;
