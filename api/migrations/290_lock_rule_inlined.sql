-- The lock rule of migrations 060 and 080, with the same meaning, as a set-returning SQL function
-- that PostgreSQL inlines into the query that calls it: a course list then plans its courses' locks
-- with the rest of the query, once per prepared statement, instead of one PL/pgSQL call per course
-- that runs the prerequisite's query on its own (and twice, for the two columns a course list reads
-- it into). course_locked answers from it for the queries planned again at each call, which a
-- function call keeps cheap to plan; prerequisite_met, which only course_locked called, goes: the
-- rule has this one home.
--
-- LOCKED for a student: before the course's start date, or while its (non-deleted) prerequisite is
-- not MET: ended before today, with every one of its assignments due after the student joined the
-- cohort handed in. No row for an unknown course; not locked by a prerequisite for an unknown student.
CREATE FUNCTION course_lock(p_student integer, p_course integer, p_today date)
  RETURNS TABLE (locked boolean) LANGUAGE sql STABLE
  AS $$
  SELECT c.start_date > p_today OR coalesce(NOT (
    SELECT p.end_date < p_today AND NOT EXISTS (
      SELECT FROM assignments a
      WHERE a.course_id = p.id AND a.deleted_at IS NULL AND (a.due_at IS NULL OR a.due_at > u.cohort_joined_at)
        AND NOT EXISTS (SELECT FROM submissions s WHERE s.assignment_id = a.id AND s.student_id = u.id))
    FROM courses p, users u
    WHERE p.id = c.prerequisite_course_id AND p.deleted_at IS NULL AND u.id = p_student), false)
  FROM courses c
  WHERE c.id = p_course
$$;

-- PL/pgSQL still: its plan is kept per connection (migration 180); null for an unknown course.
CREATE OR REPLACE FUNCTION course_locked(p_student integer, p_course integer, p_today date)
  RETURNS boolean LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN (SELECT l.locked FROM course_lock(p_student, p_course, p_today) l);
END
$$;

DROP FUNCTION prerequisite_met(integer, integer, date);
