// kill -9 of a real API process while a client streams attendance records and submissions: after
// a restart on the same data, every write that was answered 2xx is there. On PGlite (same
// DATA_DIR), or on PostgreSQL when DATABASE_URL is set.
import { createSession } from '../src/auth/sessions';
import { openDatabase, type Database } from '../src/db/database';
import { seededTestDatabase } from './helpers';
import { startApi } from './process-helpers';

const STUDENTS = 30;
const CLASSES = 8;
const ASSIGNMENTS = 8;

interface Prepared {
  env: Record<string, string>;
  facilitatorToken: string;
  students: { id: number; token: string }[];
  classIds: number[];
  assignmentIds: number[];
  open(): Promise<Database>;
  cleanUp(): Promise<void>;
}

/** A seeded database with extra students, classes and assignments, and tokens to write with. */
async function prepare(): Promise<Prepared> {
  const place = await seededTestDatabase();
  const database = await openDatabase(place);
  const db = database.db;
  const facilitator = await db.selectFrom('users').select('id').where('email', '=', 'facilitator@example.org').executeTakeFirstOrThrow();
  const course = await db
    .selectFrom('courses')
    .select(['id', 'cohort_id'])
    .where('name', '=', "Believer-Beginners' Class")
    .where('cohort_id', '=', 1)
    .executeTakeFirstOrThrow();
  const hash = (await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
  const students = [];
  for (let i = 0; i < STUDENTS; i++) {
    const { id } = await db
      .insertInto('users')
      // enrolled before the classes below, so their attendance can be recorded
      .values({
        name: `Crash Student ${i}`,
        email: `crash${i}@example.org`,
        role_id: 1,
        cohort_id: course.cohort_id,
        cohort_joined_at: '2025-12-01T00:00:00Z',
        password_hash: hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    students.push({ id, token: (await createSession(db, id)).token });
  }
  const classIds = [];
  const assignmentIds = [];
  for (let i = 0; i < CLASSES; i++) {
    const row = await db
      .insertInto('live_classes')
      .values({
        course_id: course.id,
        cohort_id: course.cohort_id,
        owner_id: facilitator.id,
        name: `Crash class ${i}`,
        date: '2026-01-01',
        time: '08:00',
        starts_at: '2026-01-01T08:00:00Z',
        typed_time_zone: 'UTC',
        duration: 60,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    classIds.push(row.id);
  }
  for (let i = 0; i < ASSIGNMENTS; i++) {
    const row = await db
      .insertInto('assignments')
      .values({ course_id: course.id, owner_id: facilitator.id, name: `Crash work ${i}`, due_date: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assignmentIds.push(row.id);
  }
  const facilitatorToken = (await createSession(db, facilitator.id)).token;
  await database.close();
  return {
    env: place.env,
    facilitatorToken,
    students,
    classIds,
    assignmentIds,
    open: () => openDatabase(place),
    cleanUp: place.cleanUp,
  };
}

type Write =
  { kind: 'attendance'; classId: number; studentId: number; present: boolean } | { kind: 'submission'; assignmentId: number; studentId: number; link: string };

describe('crash safety', () => {
  it(`keeps every acknowledged write after kill -9 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const p = await prepare();
    try {
      const writes: Write[] = [];
      for (const [i, student] of p.students.entries()) {
        for (const classId of p.classIds) writes.push({ kind: 'attendance', classId, studentId: student.id, present: (classId + i) % 3 !== 0 });
        for (const assignmentId of p.assignmentIds)
          writes.push({ kind: 'submission', assignmentId, studentId: student.id, link: `https://docs.example.org/${assignmentId}/${student.id}` });
      }
      // Interleave the two kinds.
      writes.sort(
        (a, b) =>
          ((a.studentId * 31 + (a.kind === 'attendance' ? a.classId : a.assignmentId) * 7) % 97) -
          ((b.studentId * 31 + (b.kind === 'attendance' ? b.classId : b.assignmentId) * 7) % 97),
      );
      const tokenOf = new Map(p.students.map((s) => [s.id, s.token]));

      const api = await startApi(p.env);
      const acknowledged: Write[] = [];
      let next = 0;
      let crashed = false;
      const send = async (write: Write) => {
        const [token, url, body] =
          write.kind === 'attendance'
            ? [
                p.facilitatorToken,
                '/api/v1/cla_attendances',
                { cla_attendance: { cla_live_class_id: write.classId, cla_user_id: write.studentId, cla_cohort_id: '1', present: write.present } },
              ]
            : [
                tokenOf.get(write.studentId)!,
                '/api/v1/cla_submissions',
                { cla_submission: { download_link: write.link, cla_assignment_id: write.assignmentId, cla_student_id: write.studentId } },
              ];
        const res = await fetch(`${api.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (res.status >= 200 && res.status < 300) acknowledged.push(write);
        else if (!crashed) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      };
      const client = async () => {
        while (next < writes.length) {
          const write = writes[next++]!;
          try {
            await send(write);
          } catch (err) {
            if (!crashed) throw err;
            return;
          }
        }
      };
      const clients = Array.from({ length: 6 }, client);
      // Crash in the middle of the stream, with requests in flight.
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
      crashed = true;
      await api.crash();
      await Promise.all(clients);
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(acknowledged.length).toBeLessThan(writes.length);

      // Restart on the same data: it comes up and answers.
      const restarted = await startApi(p.env);
      const stillThere = await fetch(`${restarted.url}/api/v1/cla_dashboards/desk_stats`, { headers: { authorization: `Bearer ${p.facilitatorToken}` } });
      expect(stillThere.status).toBe(200);
      await restarted.stop();

      const database = await p.open();
      try {
        const attendance = await database.db
          .selectFrom('attendances')
          .select(['live_class_id', 'user_id', 'present'])
          .where('live_class_id', 'in', p.classIds)
          .execute();
        const submissions = await database.db
          .selectFrom('submissions')
          .select(['assignment_id', 'student_id', 'download_link'])
          .where('assignment_id', 'in', p.assignmentIds)
          .execute();
        const stored = new Set([
          ...attendance.map((a) => `a ${a.live_class_id} ${a.user_id} ${a.present}`),
          ...submissions.map((s) => `s ${s.assignment_id} ${s.student_id} ${s.download_link}`),
        ]);
        const missing = acknowledged
          .map((w) => (w.kind === 'attendance' ? `a ${w.classId} ${w.studentId} ${w.present}` : `s ${w.assignmentId} ${w.studentId} ${w.link}`))
          .filter((key) => !stored.has(key));
        expect(missing).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await p.cleanUp();
    }
  }, 180_000);
});
