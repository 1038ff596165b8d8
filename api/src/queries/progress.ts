// The course-completion and lock rules, written once in SQL and used by the course, topic,
// assignment and submission routes and by every dashboard figure.
//
// COMPLETED: a student has completed a course when its end_date is before today (academy time
// zone) and they have submitted every non-deleted assignment of it (view student_course_progress of
// migrations/002, function course_completed of migrations/003, course_lock of migrations/290).
// LOCKED (students only): a course is locked while today is before its start_date, or while the
// student has not met its prerequisite course, when the facilitator set one (migration 060): met once
// it has ended and they handed in every assignment of it due after they joined the cohort (migration
// 080). An assignment is locked when its course is. Facilitators never see locks.
import { sql, type RawBuilder } from 'kysely';

/** A calendar date parameter, typed for PostgreSQL. */
export const dateParam = (date: string): RawBuilder<string> => sql<string>`${date}::date`;

/** True when the student_course_progress row `alias` is a completed course (SQL course_completed, migration 003). */
export function completedCourse(alias: string, today: string): RawBuilder<boolean> {
  const p = sql.raw(alias);
  return sql<boolean>`course_completed(${p}.end_date, ${p}.submitted_assignments, ${p}.total_assignments, ${dateParam(today)})`;
}

/** True when the course row `alias` (a courses row) is locked for the student (SQL course_locked, migration 290). */
export function courseLocked(alias: string, student: number | RawBuilder<number>, today: string): RawBuilder<boolean> {
  return sql<boolean>`course_locked(${student}::int, ${sql.raw(alias)}.id, ${dateParam(today)})`;
}

/**
 * courseLocked as a subquery PostgreSQL plans with the query around it (SQL course_lock, migration
 * 290): cheaper per row, dearer to plan. For a statement that keeps its plan and reads many locks
 * (the course list); a query planned again at each call does better with courseLocked.
 */
export function courseLockedInline(alias: string, student: number | RawBuilder<number>, today: string): RawBuilder<boolean> {
  return sql<boolean>`(select lk.locked from course_lock(${student}::int, ${sql.raw(alias)}.id, ${dateParam(today)}) lk)`;
}

/** courseLocked for a viewer who may see locks; null for `student` null, a viewer who never does (a facilitator). */
export function lockFor(courseAlias: string, student: number | null, today: string): RawBuilder<boolean> | null {
  return student === null ? null : courseLocked(courseAlias, student, today);
}

/** `value` (a live class's join or recording link) as the viewer sees it: null while `locked` (lockFor) holds. */
export function unlessLocked<T>(value: RawBuilder<T>, locked: RawBuilder<boolean> | null): RawBuilder<T | null> {
  return locked === null ? value : sql<T | null>`case when ${locked} then null else ${value} end`;
}

/** percent(part, whole) of migrations/002: integer 0-100, 0 when whole is 0. */
export function percent(part: RawBuilder<unknown>, whole: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`percent(${part}, ${whole})`;
}

/** True when the notice (its user and ref) is about a course the student cannot open yet (SQL notice_held, migration 060). */
export function noticeHeld(userId: RawBuilder<number>, ref: RawBuilder<string>, today: string): RawBuilder<boolean> {
  return sql<boolean>`notice_held(${userId}, ${ref}, ${dateParam(today)})`;
}
