-- The completion and lock rules as SQL functions (see src/queries/progress.ts), so that every query
-- uses the same definition, and the lock's query plan is cached per connection (PL/pgSQL) instead
-- of being planned again inside every course list.
--
-- COMPLETED: the course ended before `today` and the student submitted every non-deleted
-- assignment of it (arguments from a student_course_progress row).
CREATE FUNCTION course_completed(end_date date, submitted_assignments integer, total_assignments integer, today date)
  RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT end_date < today AND submitted_assignments = total_assignments $$;

-- LOCKED for a student: before the course's start date, or, for a program course, while the
-- previous program course of the cohort (by start_date, then id) is not completed.
CREATE FUNCTION course_locked(p_student integer, p_course integer, p_today date)
  RETURNS boolean LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  course record;
  previous_completed boolean;
BEGIN
  SELECT c.cohort_id, c.category, c.start_date INTO course FROM courses c WHERE c.id = p_course;
  IF course.start_date > p_today THEN
    RETURN true;
  END IF;
  IF course.category <> 'program' THEN
    RETURN false;
  END IF;
  SELECT course_completed(p.end_date, p.submitted_assignments, p.total_assignments, p_today) INTO previous_completed
  FROM student_course_progress p
  WHERE p.student_id = p_student AND p.cohort_id = course.cohort_id AND p.category = 'program'
    AND (p.start_date, p.course_id) < (course.start_date, p_course)
  ORDER BY p.start_date DESC, p.course_id DESC
  LIMIT 1;
  RETURN coalesce(NOT previous_completed, false);
END
$$;
