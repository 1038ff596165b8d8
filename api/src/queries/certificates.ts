// Certificates: a student who completed every program course of their cohort (see progress.ts
// for "completed"), reaching the weighted total of each that sets a pass mark (grades.ts), is issued
// one certificate, with a public verification code.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { coursePercentage, courseWeighting } from './grades';
import { completedCourse } from './progress';
import type { GradeWeights } from '@academy/contract/rules/grade-weighting';
import type { Locale } from '@academy/contract/rules/locales';
import { dateTimeFormat, writesEnglish } from '@academy/contract/rules/time-zones';
import { say } from '../i18n/messages';

const PROGRAM_NAME = 'Christian Leadership Program';

export interface ProgramCourseProgress {
  name: string;
  end_date: string;
  total_assignments: number;
  submitted_assignments: number;
  completed: boolean;
  /** The course's weighted total for the student, its weighting, and the total the certificate asks (null: none). */
  weighted_percentage: number;
  weighting: GradeWeights;
  pass_mark: number | null;
}

export interface IssuedCertificate {
  code: string;
  student_name: string;
  program: string;
  cohort_name: string;
  issued_on: string;
}

export async function programProgress(db: Kysely<DB>, studentId: number, today: string, zone: string): Promise<ProgramCourseProgress[]> {
  const { rows } = await sql<ProgramCourseProgress>`
    select c.name, p.end_date, p.total_assignments, p.submitted_assignments, ${completedCourse('p', today)} as completed,
      ${coursePercentage(studentId, 'c', zone)} as weighted_percentage, ${courseWeighting('c')} as weighting, c.pass_mark
    from student_course_progress p
    join courses c on c.id = p.course_id
    where p.student_id = ${studentId} and p.category = 'program'
    order by p.start_date, p.course_id`.execute(db);
  return rows;
}

const belowPassMark = (course: ProgramCourseProgress): boolean => course.pass_mark !== null && course.weighted_percentage < course.pass_mark;

/** A course's last day as the reader's language writes a day ('2026-12-20' in English, as always). */
function lastDay(date: string, locale: Locale): string {
  if (writesEnglish(locale)) return date;
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** In plain words in the student's language, what is left before the program is complete; empty when it is. */
export function remainingSteps(progress: ProgramCourseProgress[], today: string, locale: Locale): string[] {
  if (progress.length === 0) return [say(locale, 'certificate.remaining.noCourses')];
  return progress
    .filter((course) => !course.completed || belowPassMark(course))
    .map((course) => {
      const reasons: string[] = [];
      if (belowPassMark(course)) {
        const weighting = say(locale, 'certificate.remaining.weighting', { ...course.weighting });
        reasons.push(say(locale, 'certificate.remaining.passMark', { passMark: course.pass_mark, weighting, now: course.weighted_percentage }));
      }
      const missing = course.total_assignments - course.submitted_assignments;
      if (missing > 0) reasons.push(say(locale, 'certificate.remaining.submit', { missing }));
      if (course.end_date >= today) reasons.push(say(locale, 'certificate.remaining.runsUntil', { day: lastDay(course.end_date, locale) }));
      return say(locale, 'certificate.remaining.step', { course: course.name, reasons: reasons.join(say(locale, 'certificate.remaining.separator')) });
    });
}

/** 'A1B2-C3D4-E5F6-0718-29AB': 80 random bits, so codes cannot be guessed. */
function newVerificationCode(): string {
  return randomBytes(10).toString('hex').toUpperCase().match(/.{4}/g)!.join('-');
}

const certificateFields = (db: Kysely<DB>) =>
  db
    .selectFrom('certificates as cert')
    .innerJoin('users as u', 'u.id', 'cert.user_id')
    .innerJoin('cohorts as co', 'co.id', 'cert.cohort_id')
    .select(['cert.code', 'u.name as student_name', 'cert.program', 'co.name as cohort_name', 'cert.issued_on']);

/** The student's certificate, issued today if it was not issued before. */
export async function issueCertificate(db: Kysely<DB>, studentId: number, cohortId: number, today: string): Promise<IssuedCertificate> {
  await db
    .insertInto('certificates')
    .values({ user_id: studentId, cohort_id: cohortId, code: newVerificationCode(), program: PROGRAM_NAME, issued_on: today })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return certificateFields(db).where('cert.user_id', '=', studentId).executeTakeFirstOrThrow();
}

/** The certificate issued to the student, if one was. */
export async function issuedCertificate(db: Kysely<DB>, studentId: number): Promise<IssuedCertificate | undefined> {
  return certificateFields(db).where('cert.user_id', '=', studentId).executeTakeFirst();
}

export async function findCertificate(db: Kysely<DB>, code: string): Promise<IssuedCertificate | undefined> {
  return certificateFields(db).where('cert.code', '=', code.toUpperCase()).executeTakeFirst();
}
