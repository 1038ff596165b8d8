-- Locks a facilitator chooses: a course opens on its start date, and, when the facilitator names a
-- prerequisite (another course of the same cohort), once the student has completed that course.
-- Courses without a prerequisite run side by side. Replaces the implicit rule of migration 003 (a
-- program course waited for the previous program course of the cohort).
ALTER TABLE courses ADD COLUMN prerequisite_course_id integer REFERENCES courses (id);

-- Existing program courses keep their meaning where they ran one after the other: the previous
-- program course of the cohort becomes the prerequisite of one that starts after it ended.
-- Overlapping program courses (the ones the old rule locked for a whole cohort) get none.
UPDATE courses c SET prerequisite_course_id = previous.id
FROM courses previous
WHERE c.category = 'program' AND c.deleted_at IS NULL
  AND previous.id = (
    SELECT p.id FROM courses p
    WHERE p.cohort_id = c.cohort_id AND p.category = 'program' AND p.deleted_at IS NULL
      AND (p.start_date, p.id) < (c.start_date, c.id)
    ORDER BY p.start_date DESC, p.id DESC
    LIMIT 1)
  AND previous.end_date < c.start_date;

-- LOCKED for a student: before the course's start date, or while the student has not completed its
-- (non-deleted) prerequisite. COMPLETED is course_completed of migration 003.
CREATE OR REPLACE FUNCTION course_locked(p_student integer, p_course integer, p_today date)
  RETURNS boolean LANGUAGE sql STABLE
  AS $$
  SELECT c.start_date > p_today
    OR coalesce(NOT course_completed(p.end_date, p.submitted_assignments, p.total_assignments, p_today), false)
  FROM courses c
  LEFT JOIN student_course_progress p ON p.course_id = c.prerequisite_course_id AND p.student_id = p_student
  WHERE c.id = p_course
$$;

-- The course a notice is about ('assignment:12', 'live_class:7'), null for any other notice.
CREATE FUNCTION notice_course_id(p_ref text) RETURNS integer LANGUAGE sql STABLE
  AS $$
  SELECT CASE split_part(p_ref, ':', 1)
    WHEN 'assignment' THEN (SELECT a.course_id FROM assignments a WHERE a.id = split_part(p_ref, ':', 2)::integer)
    WHEN 'live_class' THEN (SELECT l.course_id FROM live_classes l WHERE l.id = split_part(p_ref, ':', 2)::integer)
  END
$$;

-- HELD: a notice about a course the user (a student) cannot open yet is neither listed nor mailed
-- until the course opens for them.
CREATE FUNCTION notice_held(p_user integer, p_ref text, p_today date) RETURNS boolean LANGUAGE sql STABLE
  AS $$
  SELECT coalesce((
    SELECT course_locked(u.id, notice_course_id(p_ref), p_today)
    FROM users u JOIN roles r ON r.id = u.role_id
    WHERE u.id = p_user AND r.name = 'student' AND notice_course_id(p_ref) IS NOT NULL), false)
$$;
