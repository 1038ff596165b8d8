// Demo data: loaded into an empty embedded database at start when SEED_DEMO_DATA=true (`npm start`
// sets it), and by `npm run seed -w api`.
// Dated relative to today (academy time zone), so it always shows a past, a current and a future
// course, classes today, upcoming and past, marked and unmarked work.
//
// Accounts (password academy-demo):
//   facilitator@example.org   Grace Adeyemi   facilitator, owns the cohort 1 courses
//   facilitator2@example.org  Samuel Okoro    facilitator, owns the cohort 2 courses
//   admin@example.org         Ada Boateng     administrator
//   student@example.org       Esther Mensah   student, cohort 1 (completed the first course)
//   student2..student5@example.org            students, cohort 1
//   other-student@example.org John Phiri      student, cohort 2
//   graduate@example.org      Hannah Osei     student, cohort 2: all three program courses ended,
//                                             everything submitted and marked (certificate)
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { addDays, todayIn } from '../lib/calendar';
import { dueInstant } from '../queries/due';
import { instantIn } from '../lib/time-zones';
import type { DB } from './schema';

export const DEMO_PASSWORD = 'academy-demo';

export const DEMO_ACCOUNTS = {
  facilitator: 'facilitator@example.org',
  otherFacilitator: 'facilitator2@example.org',
  student: 'student@example.org',
  otherCohortStudent: 'other-student@example.org',
  graduate: 'graduate@example.org',
  admin: 'admin@example.org',
} as const;

/** What `npm start` and `npm run seed` say once the demo is loaded: every account a reader may try. */
export const DEMO_LOADED =
  `Demo data loaded. Sign in as ${DEMO_ACCOUNTS.admin} (administrator), ${DEMO_ACCOUNTS.facilitator} or ${DEMO_ACCOUNTS.otherFacilitator} ` +
  `(facilitators), ${DEMO_ACCOUNTS.student}, student2@example.org to student5@example.org, ${DEMO_ACCOUNTS.otherCohortStudent} or ` +
  `${DEMO_ACCOUNTS.graduate} (students); the password is ${DEMO_PASSWORD}.`;

export interface SeedLog {
  info(message: string): void;
}

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const PDF = 'https://www.w3.org/WAI/ER/tests/xhtml/testfiles/resources/pdf/dummy.pdf';
const SLIDES = 'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/edit';
const PLAIN = 'https://www.biblegateway.com/passage/?search=Mark+10%3A42-45';

/** A topic's description: its summary, then a link a line. The portal names each link by its kind (Lecture Video, Additional Reading...), so the text does not. */
function topicDescription(summary: string, reading: string): string {
  return [summary, '', YOUTUBE, PDF, SLIDES, reading].join('\n');
}

interface CourseSeed {
  name: string;
  description: string;
  category: 'program' | 'extra';
  start: number;
  end: number;
  topics: [string, string][];
  assignments: [string, string, number][];
  /** live classes: [name, day offset, time, duration] */
  classes: [string, number, string, number][];
}

const COHORT_ONE_COURSES: CourseSeed[] = [
  {
    name: "Believer-Beginners' Class",
    description:
      'Foundations of the faith and of servant leadership: identity in Christ, prayer, the Word and the character of a leader. Ends in team presentations.',
    category: 'program',
    start: -75,
    end: -45,
    topics: [
      ['Identity in Christ', 'Who a believer is before what a leader does.'],
      ['Prayer and the Word', 'Building the daily habits that sustain a leader.'],
      ['Character of a Servant Leader', 'Humility, integrity and faithfulness in small things.'],
    ],
    assignments: [
      ['Personal testimony essay', 'Write one page on how you came to faith and what leadership means to you.', -60],
      ['Team presentation: the servant leader', 'Prepare ten slides with your team on Mark 10:42-45.', -46],
    ],
    classes: [
      ['Welcome and orientation', -74, '08:00', 90],
      ['Prayer and the Word', -64, '08:00', 90],
      ['Team presentations', -47, '08:00', 120],
    ],
  },
  {
    name: 'Minister-Service Class',
    description: 'Serving in ministry: spiritual gifts, teamwork, pastoral care and communication. Ends in team presentations.',
    category: 'program',
    start: -15,
    end: 15,
    topics: [
      ['Spiritual gifts and calling', 'Discovering and using your gifts in service.'],
      ['Teamwork in ministry', 'How healthy ministry teams work together.'],
      ['Pastoral care basics', 'Listening, visiting and praying with people.'],
    ],
    assignments: [
      ['Gifts inventory reflection', 'Complete the gifts inventory and reflect on the results in one page.', -3],
      ['Service project plan', 'Plan a small service project for your local church with your team.', 10],
    ],
    classes: [
      ['Spiritual gifts', -14, '08:00', 90],
      ['Teamwork in ministry', -7, '08:00', 90],
      ['Pastoral care basics', 0, '08:00', 90],
      ['Question and answer evening', 0, '18:00', 60],
      ['Service project workshop', 7, '08:00', 90],
    ],
  },
  {
    name: 'Leader-Managerial Class',
    description: 'Leading and managing: vision, planning, stewardship of people and resources, and leading change. Ends in team presentations.',
    category: 'program',
    start: 30,
    end: 60,
    topics: [
      ['Vision and planning', 'From a God-given vision to a workable plan.'],
      ['Stewardship of resources', 'Managing people, time and money faithfully.'],
    ],
    assignments: [['Ministry vision statement', 'Write the vision and a one-year plan for a ministry you lead.', 50]],
    classes: [
      ['Vision and planning', 31, '08:00', 90],
      ['Leading change', 38, '08:00', 90],
    ],
  },
  {
    name: 'Prayer and Devotional Life',
    description: 'An extra course on personal and corporate prayer, open to every student of the cohort.',
    category: 'extra',
    start: -10,
    end: 20,
    topics: [['Praying the Psalms', 'Using the Psalms as a school of prayer.']],
    assignments: [],
    classes: [['Prayer workshop', 3, '19:00', 60]],
  },
];

// Cohort 2 finished the whole program: its three program courses have ended, so its graduate
// (graduate@example.org: everything submitted and marked) can download a certificate.
const COHORT_TWO_COURSES: CourseSeed[] = [
  {
    name: "Believer-Beginners' Class",
    description: 'Foundations of the faith and of servant leadership, for cohort 2.',
    category: 'program',
    start: -200,
    end: -170,
    topics: [['Identity in Christ', 'Who a believer is before what a leader does.']],
    assignments: [['Personal testimony essay', 'Write one page on how you came to faith.', -180]],
    classes: [
      ['Welcome and orientation', -199, '08:00', 90],
      ['Prayer and the Word', -185, '09:00', 90],
    ],
  },
  {
    name: 'Minister-Service Class',
    description: 'Serving in ministry: spiritual gifts, teamwork, pastoral care and communication, for cohort 2.',
    category: 'program',
    start: -160,
    end: -130,
    topics: [['Spiritual gifts and calling', 'Discovering and using your gifts in service.']],
    assignments: [['Service project plan', 'Plan a small service project for your local church with your team.', -135]],
    classes: [['Spiritual gifts', -155, '08:00', 90]],
  },
  {
    name: 'Leader-Managerial Class',
    description: 'Leading and managing: vision, planning, stewardship and leading change, for cohort 2.',
    category: 'program',
    start: -120,
    end: -90,
    topics: [['Vision and planning', 'From a God-given vision to a workable plan.']],
    assignments: [['Ministry vision statement', 'Write the vision and a one-year plan for a ministry you lead.', -95]],
    classes: [['Vision and planning', -115, '08:00', 90]],
  },
];

async function upsertCohort(trx: Transaction<DB>, name: string): Promise<number> {
  const row = await trx
    .insertInto('cohorts')
    .values({ name })
    .onConflict((oc) => oc.column('name').doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertCourse(
  trx: Transaction<DB>,
  { today, timeZone }: { today: string; timeZone: string },
  seed: CourseSeed,
  cohortId: number,
  ownerId: number,
  prerequisiteId: number | null = null,
): Promise<{ id: number; assignmentIds: number[]; classIds: number[]; classDates: string[] }> {
  const course = await trx
    .insertInto('courses')
    .values({
      name: seed.name,
      description: seed.description,
      category: seed.category,
      cohort_id: cohortId,
      owner_id: ownerId,
      start_date: addDays(today, seed.start),
      end_date: addDays(today, seed.end),
      prerequisite_course_id: prerequisiteId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [name, summary] of seed.topics) {
    await trx
      .insertInto('topics')
      .values({ course_id: course.id, name, description: topicDescription(summary, PLAIN) })
      .execute();
  }
  const assignmentIds: number[] = [];
  for (const [name, description, due] of seed.assignments) {
    const row = await trx
      .insertInto('assignments')
      .values({
        course_id: course.id,
        owner_id: ownerId,
        name,
        description,
        due_date: addDays(today, due),
        due_at: dueInstant(addDays(today, due), null, timeZone),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    assignmentIds.push(row.id);
  }
  const classIds: number[] = [];
  const classDates: string[] = [];
  for (const [name, offset, time, duration] of seed.classes) {
    const date = addDays(today, offset);
    const row = await trx
      .insertInto('live_classes')
      .values({
        course_id: course.id,
        cohort_id: cohortId,
        owner_id: ownerId,
        name,
        date,
        time,
        starts_at: instantIn(date, time, timeZone),
        typed_time_zone: timeZone,
        duration,
        zoom_link: offset === 0 && time === '18:00' ? null : 'https://zoom.us/j/5550100200',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    classIds.push(row.id);
    classDates.push(date);
  }
  return { id: course.id, assignmentIds, classIds, classDates };
}

/** Loads the demo data; does nothing (returns false) when the demo facilitator already exists. */
export async function seedDemoData(db: Kysely<DB>, options: { timeZone?: string; today?: string } = {}): Promise<boolean> {
  const timeZone = options.timeZone ?? 'UTC';
  const today = options.today ?? todayIn(timeZone);
  const when = { today, timeZone };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // marked at noon of the seed's day, so the whole data set follows `today`
  const markedAt = new Date(`${today}T12:00:00Z`);
  // the demo accounts joined their cohorts before its first course began, so all its work is theirs
  const joinedAt = new Date(`${addDays(today, -365)}T00:00:00Z`);

  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.facilitator).executeTakeFirst();
    if (existing) return false;

    const cohortOne = await upsertCohort(trx, 'Cohort 1');
    const cohortTwo = await upsertCohort(trx, 'Cohort 2');

    const addUser = async (name: string, email: string, roleId: 1 | 2 | 3, cohortId: number | null, phone: string, birthday: string) =>
      (
        await trx
          .insertInto('users')
          .values({ name, email, role_id: roleId, cohort_id: cohortId, phone_number: phone, birthday, password_hash: passwordHash, cohort_joined_at: joinedAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const facilitator = await addUser('Grace Adeyemi', DEMO_ACCOUNTS.facilitator, 2, cohortOne, '+234 803 555 0101', '1980-04-12');
    const otherFacilitator = await addUser('Samuel Okoro', DEMO_ACCOUNTS.otherFacilitator, 2, cohortTwo, '+234 803 555 0102', '1975-09-30');
    await trx
      .insertInto('cohort_facilitators')
      .values([
        { cohort_id: cohortOne, user_id: facilitator },
        { cohort_id: cohortTwo, user_id: otherFacilitator },
      ])
      .execute();
    await addUser('Ada Boateng', DEMO_ACCOUNTS.admin, 3, null, '+233 24 555 0100', '1978-05-21');
    const students = [
      await addUser('Esther Mensah', DEMO_ACCOUNTS.student, 1, cohortOne, '+233 24 555 0110', '1995-03-05'),
      await addUser('David Kamau', 'student2@example.org', 1, cohortOne, '+254 712 555 011', '1992-07-19'),
      await addUser('Ruth Nwosu', 'student3@example.org', 1, cohortOne, '+234 805 555 0112', '1998-11-02'),
      await addUser('Peter Banda', 'student4@example.org', 1, cohortOne, '+265 99 555 0113', '1990-01-25'),
      await addUser('Mary Achieng', 'student5@example.org', 1, cohortOne, '+254 722 555 014', '1996-06-14'),
    ] as [number, number, number, number, number];
    const otherStudent = await addUser('John Phiri', DEMO_ACCOUNTS.otherCohortStudent, 1, cohortTwo, '+260 97 555 0115', '1994-08-08');
    const graduate = await addUser('Hannah Osei', DEMO_ACCOUNTS.graduate, 1, cohortTwo, '+233 20 555 0116', '1991-02-17');

    // The program courses follow one another: each opens once the previous one is completed.
    const believer = await insertCourse(trx, when, COHORT_ONE_COURSES[0]!, cohortOne, facilitator);
    const minister = await insertCourse(trx, when, COHORT_ONE_COURSES[1]!, cohortOne, facilitator, believer.id);
    await insertCourse(trx, when, COHORT_ONE_COURSES[2]!, cohortOne, facilitator, minister.id);
    await insertCourse(trx, when, COHORT_ONE_COURSES[3]!, cohortOne, facilitator);
    const cohortTwoCourses: Awaited<ReturnType<typeof insertCourse>>[] = [];
    for (const course of COHORT_TWO_COURSES) {
      const previous: number | null = cohortTwoCourses.at(-1)?.id ?? null;
      cohortTwoCourses.push(await insertCourse(trx, when, course, cohortTwo, otherFacilitator, previous));
    }
    const cohortTwoCourse = cohortTwoCourses[0]!;

    // handed in the morning before the due day, so the demo's work is on time and dated by `today`
    const submit = async (assignmentId: number, studentId: number, score: number | null, markedBy: number) => {
      const { due_date } = await trx.selectFrom('assignments').select('due_date').where('id', '=', assignmentId).executeTakeFirstOrThrow();
      await trx
        .insertInto('submissions')
        .values({
          assignment_id: assignmentId,
          student_id: studentId,
          submitted_at: new Date(`${addDays(due_date!, -1)}T10:00:00Z`),
          download_link: `https://docs.google.com/document/d/demo-${assignmentId}-${studentId}/edit`,
          score,
          marked_by: score === null ? null : markedBy,
          marked_at: score === null ? null : markedAt,
        })
        .execute();
    };
    const [essay, presentation] = believer.assignmentIds as [number, number];
    const [gifts] = minister.assignmentIds as [number, number];
    // First course: the demo student did everything and was marked.
    const firstCourseScores: [number, number | null, number | null][] = [
      [students[0], 85, 92],
      [students[1], 70, 64],
      [students[2], 55, null],
      [students[4], 88, 90],
    ];
    for (const [student, essayScore, presentationScore] of firstCourseScores) {
      await submit(essay, student, essayScore, facilitator);
      if (presentationScore !== null) await submit(presentation, student, presentationScore, facilitator);
    }
    // Current course: work waiting to be marked, and one marked.
    await submit(gifts, students[0], null, facilitator);
    await submit(gifts, students[1], 78, facilitator);
    await submit(gifts, students[2], null, facilitator);
    await submit(cohortTwoCourse.assignmentIds[0]!, otherStudent, null, otherFacilitator);
    const graduateScores = [91, 87, 94];
    for (const [i, course] of cohortTwoCourses.entries()) {
      for (const assignmentId of course.assignmentIds) await submit(assignmentId, graduate, graduateScores[i]!, otherFacilitator);
    }

    const attend = async (liveClassId: number, userId: number, cohortId: number, present: boolean, recordedBy: number) => {
      await trx
        .insertInto('attendances')
        .values({ live_class_id: liveClassId, user_id: userId, cohort_id: cohortId, present, recorded_by: recordedBy })
        .execute();
    };
    // First course classes (all past): student 4 has one class without a record.
    const attendance: [number, boolean[]][] = [
      [students[0], [true, true, true]],
      [students[1], [true, false, true]],
      [students[2], [true, false, false]],
      [students[3], [false, true]],
      [students[4], [true, true, true]],
    ];
    for (const [student, marks] of attendance) {
      for (const [i, present] of marks.entries()) await attend(believer.classIds[i]!, student, cohortOne, present, facilitator);
    }
    // Current course: the two past classes are recorded; today's classes are not yet.
    for (const [i, student] of students.entries()) {
      await attend(minister.classIds[0]!, student, cohortOne, i !== 3, facilitator);
      if (i < 3) await attend(minister.classIds[1]!, student, cohortOne, true, facilitator);
    }
    await attend(cohortTwoCourse.classIds[0]!, otherStudent, cohortTwo, true, otherFacilitator);
    for (const course of cohortTwoCourses) {
      for (const classId of course.classIds) await attend(classId, graduate, cohortTwo, true, otherFacilitator);
    }
    return true;
  });
}

export async function seedDemoDataIfEmpty(db: Kysely<DB>, log: SeedLog, options: { timeZone?: string; today?: string } = {}): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const loaded = await seedDemoData(db, options);
  if (loaded) log.info(DEMO_LOADED);
  return loaded;
}

/** Whether any demo account (known e-mail and password) is in the database. */
export async function demoAccountsPresent(db: Kysely<DB>): Promise<boolean> {
  const found = await db.selectFrom('users').select('id').where('email', 'in', Object.values(DEMO_ACCOUNTS)).limit(1).executeTakeFirst();
  return found !== undefined;
}
