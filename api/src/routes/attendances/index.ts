// /cla_attendances: who of a class's cohort has no record yet, and recording one student's
// attendance once (the unique constraint attendances_once_per_class makes a second one 409); the
// whole class's sheet in one request and one transaction; exports; a student's own history.
import { recordAudit } from '../../audit/audit-log';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sendCsv } from '../../http/csv';
import { conflict, fieldErrors } from '../../http/errors';
import { errorResponses, Id } from '@academy/shared/contract/common';
import { currentUser } from '../../plugins/auth';
import { AttendanceBody, AttendanceRecord, ClassQuery, ClassSheet, HistoryRow, SheetBody, SummaryRow } from '@academy/shared/contract/attendances';
import { attendanceHistory, attendanceSummary, classSheet } from '../../queries/attendance';
import { mustBeApproved, ownedLiveClass, readableCohort, type Viewer } from '../../queries/scope';

const SECURITY = [{ bearerAuth: [] }];
export const ALREADY_RECORDED = 'Attendance for this student has already been recorded.';
export const SHEET_ALREADY_RECORDED = 'Attendance of some of these students was already recorded. Nothing was saved: reload the class.';

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', mustBeApproved);
  const facilitatorOnly = app.requireRole('facilitator');

  app.get(
    '/missing_attendance',
    {
      onRequest: facilitatorOnly,
      schema: {
        summary: 'Students of the class without an attendance record',
        description:
          "Facilitators only. The class must be a non-deleted class of the caller's own course (else 404) and " +
          "cla_cohort_id its cohort (else 400). Answers the cohort's students who have no record for that class yet, " +
          'by name.',
        tags: ['attendance'],
        security: SECURITY,
        querystring: Type.Object({ cla_live_class_id: Id, cla_cohort_id: Id }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              missing_users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
            }),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { cla_live_class_id: classId, cla_cohort_id: cohortId } = request.query;
      const liveClass = await ownedLiveClass(app.db, classId, me.id);
      if (liveClass.cohort_id !== cohortId) throw fieldErrors({ cla_cohort_id: ['must be the cohort of the class'] });
      const missing = await app.db
        .selectFrom('users as u')
        .select(['u.id', 'u.name'])
        .where('u.cohort_id', '=', cohortId)
        .where('u.role_id', '=', 1)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('attendances as a').select('a.id').whereRef('a.user_id', '=', 'u.id').where('a.live_class_id', '=', classId))),
        )
        .orderBy('u.name')
        .orderBy('u.id')
        .execute();
      return { data: { missing_users: missing } };
    },
  );

  app.post(
    '/',
    {
      onRequest: facilitatorOnly,
      schema: {
        summary: "Record one student's attendance of a class",
        description:
          "Facilitators only. The class must be a non-deleted class of the caller's own course (else 404); " +
          'cla_cohort_id (text) must be its cohort and cla_user_id a student of that cohort (else 400). A record is ' +
          'written once and never changed: a second one for the same class and student answers 409.',
        tags: ['attendance'],
        security: SECURITY,
        body: AttendanceBody,
        response: { 201: AttendanceRecord, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_attendance;
      const cohortId = Number(input.cla_cohort_id);
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const liveClass = await ownedLiveClass(trx, input.cla_live_class_id, me.id);
          if (liveClass.cohort_id !== cohortId) throw fieldErrors({ cla_cohort_id: ['must be the cohort of the class'] });
          const student = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', input.cla_user_id)
            .where('role_id', '=', 1)
            .where('cohort_id', '=', cohortId)
            .executeTakeFirst();
          if (!student) throw fieldErrors({ cla_user_id: ["must be a student of the class's cohort"] });
          const row = await trx
            .insertInto('attendances')
            .values({
              live_class_id: input.cla_live_class_id,
              user_id: input.cla_user_id,
              cohort_id: cohortId,
              present: input.present,
              recorded_by: me.id,
            })
            .onConflict((oc) => oc.columns(['live_class_id', 'user_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) throw conflict(ALREADY_RECORDED);
          await recordAudit(trx, {
            actorId: me.id,
            action: 'attendance.record',
            subjectType: 'attendance',
            subjectId: row.id,
            newValues: { live_class_id: input.cla_live_class_id, user_id: input.cla_user_id, present: input.present },
          });
          return row.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_RECORDED);
        throw err;
      }
      return reply.code(201).send({
        id,
        cla_live_class_id: input.cla_live_class_id,
        cla_user_id: input.cla_user_id,
        cla_cohort_id: input.cla_cohort_id,
        present: input.present,
      });
    },
  );

  /** The class (owned by the caller, else 404) and every student of its cohort with their status. */
  const loadSheet = async (classId: number, facilitatorId: number) => {
    const liveClass = await ownedLiveClass(app.db, classId, facilitatorId);
    const details = await app.db
      .selectFrom('live_classes')
      .select(['id', 'name', 'date', 'cohort_id'])
      .where('id', '=', liveClass.id)
      .executeTakeFirstOrThrow();
    return { live_class: details, students: await classSheet(app.db, liveClass.id, liveClass.cohort_id) };
  };

  app.get(
    '/class_sheet',
    {
      onRequest: facilitatorOnly,
      schema: {
        summary: "A class's whole-class attendance sheet",
        description:
          "Facilitators only, a non-deleted class of their own course (else 404): every student of the class's cohort by " +
          'name with their recorded status, null when not recorded yet.',
        tags: ['attendance'],
        security: SECURITY,
        querystring: ClassQuery,
        response: { 200: ClassSheet, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => loadSheet(request.query.cla_live_class_id, currentUser(request).id),
  );

  app.post(
    '/class_sheet',
    {
      onRequest: facilitatorOnly,
      schema: {
        summary: 'Record the attendance of many students of a class at once',
        description:
          'Facilitators only, a non-deleted class of their own course (else 404). Every cla_user_id must be a student of ' +
          "the class's cohort, each once (else 400). One transaction: all are recorded or none; if any of them was " +
          'already recorded, 409 and nothing is written. `present` is true for present and late.',
        tags: ['attendance'],
        security: SECURITY,
        body: SheetBody,
        response: { 201: Type.Object({ recorded: Type.Integer() }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { cla_live_class_id: classId, records } = request.body.cla_attendance_sheet;
      const userIds = records.map((r) => r.cla_user_id);
      if (new Set(userIds).size !== userIds.length) throw fieldErrors({ records: ['name each student once'] });
      await app.db.transaction().execute(async (trx) => {
        const liveClass = await ownedLiveClass(trx, classId, me.id);
        const students = await trx
          .selectFrom('users')
          .select('id')
          .where('id', 'in', userIds)
          .where('role_id', '=', 1)
          .where('cohort_id', '=', liveClass.cohort_id)
          .execute();
        if (students.length !== userIds.length) throw fieldErrors({ records: ["must be students of the class's cohort"] });
        const written = await trx
          .insertInto('attendances')
          .values(
            records.map((r) => ({
              live_class_id: classId,
              user_id: r.cla_user_id,
              cohort_id: liveClass.cohort_id,
              status: r.status,
              present: r.status === 'present' || r.status === 'late',
              recorded_by: me.id,
            })),
          )
          .onConflict((oc) => oc.columns(['live_class_id', 'user_id']).doNothing())
          .returning(['id', 'user_id', 'status'])
          .execute();
        // Anything already recorded: undo the whole sheet.
        if (written.length !== records.length) throw conflict(SHEET_ALREADY_RECORDED);
        await recordAudit(
          trx,
          written.map((row) => ({
            actorId: me.id,
            action: 'attendance.record',
            subjectType: 'attendance' as const,
            subjectId: row.id,
            newValues: { live_class_id: classId, user_id: row.user_id, status: row.status },
          })),
        );
      });
      return reply.code(201).send({ recorded: records.length });
    },
  );

  app.get(
    '/class_sheet/csv',
    {
      onRequest: facilitatorOnly,
      schema: {
        summary: "A class's attendance as CSV",
        description: 'The class sheet (same access), one row per student: name, email, status (empty: not recorded). UTF-8 with BOM, RFC 4180.',
        tags: ['attendance'],
        security: SECURITY,
        querystring: ClassQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const sheet = await loadSheet(request.query.cla_live_class_id, currentUser(request).id);
      const rows = sheet.students.map((s) => [s.name, s.email, s.status ?? '']);
      return sendCsv(reply, `attendance-class-${sheet.live_class.id}.csv`, ['Student', 'Email', 'Status'], rows);
    },
  );

  /** The cohort (one the facilitator teaches, any for an administrator, else 404) and its students' attendance counts. */
  const loadSummary = async (cohortId: number, viewer: Viewer) => {
    return attendanceSummary(app.db, await readableCohort(app.db, viewer, cohortId));
  };
  const staffReading = app.requireRole('facilitator', 'admin');
  const summaryDescription =
    'Facilitators, a cohort assigned to them (else 404), and administrators (read only), any cohort: each student by name with their number of ' +
    'classes per status and the attendance percentage of their dashboard (late counts as present, excused is left out).';
  const CohortQuery = Type.Object({ cla_cohort_id: Id }, { additionalProperties: false });

  app.get(
    '/summary',
    {
      onRequest: staffReading,
      schema: {
        summary: "A cohort's attendance summary",
        description: summaryDescription,
        tags: ['attendance'],
        security: SECURITY,
        querystring: CohortQuery,
        response: { 200: Type.Array(SummaryRow), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => loadSummary(request.query.cla_cohort_id, currentUser(request)),
  );

  app.get(
    '/summary/csv',
    {
      onRequest: staffReading,
      schema: {
        summary: "A cohort's attendance summary as CSV",
        description: `${summaryDescription} UTF-8 with BOM, RFC 4180.`,
        tags: ['attendance'],
        security: SECURITY,
        querystring: CohortQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const summary = await loadSummary(request.query.cla_cohort_id, currentUser(request));
      const rows = summary.map((s) => [s.name, s.email, s.present, s.late, s.excused, s.absent, s.attendance_percentage]);
      return sendCsv(
        reply,
        `attendance-cohort-${request.query.cla_cohort_id}.csv`,
        ['Student', 'Email', 'Present', 'Late', 'Excused', 'Absent', 'Attendance %'],
        rows,
      );
    },
  );

  app.get(
    '/mine',
    {
      onRequest: app.requireRole('student'),
      schema: {
        summary: "The student's own attendance history",
        description: 'Students only, about themselves: every recorded class, newest first, with its course and status.',
        tags: ['attendance'],
        security: SECURITY,
        response: { 200: Type.Array(HistoryRow), ...errorResponses(401, 403) },
      },
    },
    async (request) => attendanceHistory(app.db, currentUser(request).id),
  );
};

export default attendanceRoutes;
