// /cla_attendances: who on a class's sheet has no record yet, and recording one student's
// attendance once (the unique constraint attendances_once_per_class makes a second one 409); the
// whole class's sheet in one request and one transaction; exports; a student's own history.
import { recordAudit } from '../../audit/audit-log';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../http/csv';
import { conflict, fieldErrors } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import type { AttendanceStatus } from '@academy/contract/schemas/attendances';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import {
  attendanceHistory,
  attendanceSummary,
  classSheet,
  enrolledForClass,
  insertAttendance,
  insertAttendanceRecords,
  lockAttendanceRecords,
  setAttendanceStatus,
  sheetClass,
  studentsWithoutAttendance,
  type SheetClass,
} from '../../queries/attendance';
import { mustBeApproved, ownedLiveClass, readableCohort, type Viewer } from '../../queries/scope';

const ALREADY_RECORDED = 'Attendance for this student has already been recorded.';
const SHEET_ALREADY_RECORDED = 'Attendance of some of these students was already recorded. Nothing was saved: reload the class.';

const SHEET_SAVED_MEANWHILE = 'Someone else saved this class at the same time. Nothing was changed: reload the class.';
export const CLASS_NOT_STARTED = 'This class has not started yet. Attendance can be taken once it starts.';

/** "attendance-prayer-workshop-2026-11-25.csv" */
function classCsvName(liveClass: { name: string; date: string }): string {
  const slug = liveClass.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `attendance-${slug || 'class'}-${liveClass.date}.csv`;
}

/** Inserts the records not yet there, on the audit log too; answers how many were written. */
async function insertRecords(
  trx: Kysely<DB>,
  liveClass: { id: number; cohort_id: number },
  records: { cla_user_id: number; status: AttendanceStatus }[],
  recordedBy: number,
): Promise<number> {
  const written = await insertAttendanceRecords(trx, liveClass, records, recordedBy);
  await recordAudit(
    trx,
    written.map((row) => ({
      actorId: recordedBy,
      action: 'attendance.record',
      subjectType: 'attendance' as const,
      subjectId: row.id,
      newValues: { live_class_id: liveClass.id, user_id: row.user_id, status: row.status },
    })),
  );
  return written.length;
}

const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  route(
    app,
    'listMissingAttendance',
    {
      summary: 'Students of the class without an attendance record',
      description:
        "Facilitators only. The class must be a non-deleted class of the caller's own course (else 404) and " +
        'cla_cohort_id its cohort (else 400). Answers the active students on its sheet (enrolled in its cohort when it ' +
        'starts: one who joined later is not missing from it) who have no record for that class yet, by name.',
      tags: ['attendance'],
    },
    async (request) => {
      const me = currentUser(request);
      const { cla_live_class_id: classId, cla_cohort_id: cohortId } = request.query;
      const liveClass = await ownedLiveClass(app.db, classId, me.id);
      if (liveClass.cohort_id !== cohortId) throw fieldErrors({ cla_cohort_id: ['not_class_cohort'] });
      const missing = await studentsWithoutAttendance(app.db, classId);
      return { data: { missing_users: missing } };
    },
  );

  route(
    app,
    'recordAttendance',
    {
      summary: "Record one student's attendance of a class",
      description:
        "Facilitators only. The class must be a non-deleted class of the caller's own course (else 404); " +
        'cla_cohort_id (text) must be its cohort and cla_user_id a student on its sheet, enrolled in that cohort when the ' +
        'class starts (else 400). A record is ' +
        'written once and never changed: a second one for the same class and student answers 409.',
      tags: ['attendance'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_attendance;
      const cohortId = Number(input.cla_cohort_id);
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const liveClass = await ownedLiveClass(trx, input.cla_live_class_id, me.id);
          if (liveClass.cohort_id !== cohortId) throw fieldErrors({ cla_cohort_id: ['not_class_cohort'] });
          if ((await enrolledForClass(trx, liveClass.id, [input.cla_user_id])).length === 0) throw fieldErrors({ cla_user_id: ['not_class_student'] });
          const recordId = await insertAttendance(trx, {
            liveClassId: input.cla_live_class_id,
            userId: input.cla_user_id,
            cohortId,
            present: input.present,
            recordedBy: me.id,
          });
          if (recordId === undefined) throw conflict(ALREADY_RECORDED, 'attendance_recorded');
          await recordAudit(trx, {
            actorId: me.id,
            action: 'attendance.record',
            subjectType: 'attendance',
            subjectId: recordId,
            newValues: { live_class_id: input.cla_live_class_id, user_id: input.cla_user_id, present: input.present },
          });
          return recordId;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_RECORDED, 'attendance_recorded');
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

  /** The class and every student of its cohort with their status. */
  const loadSheet = async (classId: number, viewer: Viewer) => {
    const liveClass = await sheetClass(app.db, classId, viewer, app.config.academyTimeZone);
    return { live_class: liveClass, csv_filename: classCsvName(liveClass), students: await classSheet(app.db, liveClass.id) };
  };

  /** Every id of `userIds` is on the class's sheet (enrolled in its cohort when it starts), each named once (else 400). */
  const mustBeCohortStudents = async (trx: Kysely<DB>, userIds: number[], liveClass: SheetClass) => {
    if (new Set(userIds).size !== userIds.length) throw fieldErrors({ records: ['duplicate_students'] });
    if ((await enrolledForClass(trx, liveClass.id, userIds)).length !== userIds.length) throw fieldErrors({ records: ['not_class_students'] });
  };

  /** No sheet before the class starts (409). */
  const mustHaveStarted = (liveClass: { starts_at: string }) => {
    if (new Date(liveClass.starts_at) > app.clock.now()) throw conflict(CLASS_NOT_STARTED, 'class_not_started');
  };

  route(
    app,
    'getClassSheet',
    {
      summary: "A class's whole-class attendance sheet",
      description:
        "The owning facilitator or an administrator, a non-deleted class (else 404): every student enrolled in the class's cohort when it starts " +
        '(a student who joined later is not on it; one who moved away since still is), and anyone already recorded for it, by ' +
        'name with their recorded status, null when not recorded yet; the class names its course, cohort and start.',
      tags: ['attendance'],
    },
    async (request) => loadSheet(request.query.cla_live_class_id, currentUser(request)),
  );

  route(
    app,
    'saveClassSheet',
    {
      summary: 'Record the attendance of many students of a class at once',
      description:
        'Facilitators only, a non-deleted class of their own course (else 404), once it has started (else 409). Every ' +
        "cla_user_id must be on its sheet (enrolled in the class's cohort when it starts), each once (else 400). One transaction: all are recorded or " +
        'none; if any of them was already recorded, 409 and nothing is written (PUT corrects). `present` is true for present and late.',
      tags: ['attendance'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { cla_live_class_id: classId, records } = request.body.cla_attendance_sheet;
      await app.db.transaction().execute(async (trx) => {
        const liveClass = await sheetClass(trx, classId, me, app.config.academyTimeZone);
        mustHaveStarted(liveClass);
        await mustBeCohortStudents(
          trx,
          records.map((r) => r.cla_user_id),
          liveClass,
        );
        const written = await insertRecords(trx, liveClass, records, me.id);
        // Anything already recorded: undo the whole sheet.
        if (written !== records.length) throw conflict(SHEET_ALREADY_RECORDED, 'attendance_sheet_recorded');
      });
      return reply.code(201).send({ recorded: records.length });
    },
  );

  route(
    app,
    'correctClassSheet',
    {
      summary: "Correct a class's attendance",
      description:
        'The owning facilitator or an administrator, a non-deleted class (else 404), once it has started (else 409). The ' +
        'body of the POST: each student named is set to the status sent, recorded now if they had no record yet. One ' +
        'transaction; every change is written to the audit log with the old and the new status.',
      tags: ['attendance'],
    },
    async (request) => {
      const me = currentUser(request);
      const { cla_live_class_id: classId, records } = request.body.cla_attendance_sheet;
      return app.db.transaction().execute(async (trx) => {
        const liveClass = await sheetClass(trx, classId, me, app.config.academyTimeZone);
        mustHaveStarted(liveClass);
        const userIds = records.map((r) => r.cla_user_id);
        await mustBeCohortStudents(trx, userIds, liveClass);
        const before = await lockAttendanceRecords(trx, classId, userIds);
        const recorded = new Map(before.map((row) => [row.user_id, row]));
        const fresh = records.filter((r) => !recorded.has(r.cla_user_id));
        if ((await insertRecords(trx, liveClass, fresh, me.id)) !== fresh.length) throw conflict(SHEET_SAVED_MEANWHILE, 'attendance_saved_meanwhile');
        const changes = records.flatMap((r) => {
          const old = recorded.get(r.cla_user_id);
          return old && old.status !== r.status ? [{ ...old, status: r.status, oldStatus: old.status }] : [];
        });
        for (const change of changes) {
          await setAttendanceStatus(trx, change.id, change.status);
        }
        await recordAudit(
          trx,
          changes.map((change) => ({
            actorId: me.id,
            action: 'attendance.correct',
            subjectType: 'attendance' as const,
            subjectId: change.id,
            oldValues: { live_class_id: classId, user_id: change.user_id, status: change.oldStatus },
            newValues: { live_class_id: classId, user_id: change.user_id, status: change.status },
          })),
        );
        return { recorded: fresh.length, corrected: changes.length };
      });
    },
  );

  route(
    app,
    'exportClassSheet',
    {
      summary: "A class's attendance as CSV",
      description:
        'The class sheet (same access), one row per student: name, email, status (empty: not recorded), and the class, ' +
        'its course, cohort and date; the file is named after the class and its date. UTF-8 with BOM, RFC 4180.',
      tags: ['attendance'],
      produces: ['text/csv'],
    },
    async (request, reply) => {
      const sheet = await loadSheet(request.query.cla_live_class_id, currentUser(request));
      const { name, course_name, cohort_name, date } = sheet.live_class;
      const rows = sheet.students.map((s) => [s.name, s.email, s.status ?? '', name, course_name, cohort_name, date]);
      return sendCsv(reply, sheet.csv_filename, ['Student', 'Email', 'Status', 'Class', 'Course', 'Cohort', 'Date'], rows);
    },
  );

  /** The cohort (one the facilitator teaches, any for an administrator, else 404) and its students' attendance counts. */
  const loadSummary = async (cohortId: number, viewer: Viewer) => {
    return attendanceSummary(app.db, await readableCohort(app.db, viewer, cohortId), app.config.academyTimeZone);
  };
  const summaryDescription =
    'Facilitators, a cohort assigned to them (else 404), and administrators (read only), any cohort: each student by name with their number of ' +
    'classes per status and the attendance percentage of their dashboard (late counts as present, excused is left out).';

  route(
    app,
    'getAttendanceSummary',
    {
      summary: "A cohort's attendance summary",
      description: summaryDescription,
      tags: ['attendance'],
    },
    async (request) => loadSummary(request.query.cla_cohort_id, currentUser(request)),
  );

  route(
    app,
    'exportAttendanceSummary',
    {
      summary: "A cohort's attendance summary as CSV",
      description: `${summaryDescription} UTF-8 with BOM, RFC 4180.`,
      tags: ['attendance'],
      produces: ['text/csv'],
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

  route(
    app,
    'listMyAttendance',
    {
      summary: "The student's own attendance history",
      description: 'Students only, about themselves: every recorded class, newest first, with its course and status.',
      tags: ['attendance'],
    },
    async (request) => attendanceHistory(app.db, currentUser(request).id),
  );
};

export default attendanceRoutes;
