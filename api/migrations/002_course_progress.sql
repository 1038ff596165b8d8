-- Definitions the course locks and every dashboard figure share, so they cannot drift apart.
--
-- percent(part, whole): the one rounding rule of every percentage the API sends: an integer
-- 0-100, 0 when there is nothing to count.
CREATE FUNCTION percent(part bigint, whole bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN whole > 0 THEN least(100, greatest(0, round(100.0 * part / whole)))::integer ELSE 0 END $$;

-- One row per student and (non-deleted) course of the student's cohort, with the number of the
-- course's non-deleted assignments and how many of them the student submitted. A student has
-- COMPLETED a course when end_date < today (academy time zone) and submitted_assignments =
-- total_assignments; src/queries/progress.ts holds that condition, used by the course locks,
-- the dashboards and the facilitator's student list.
CREATE VIEW student_course_progress AS
SELECT
  u.id AS student_id,
  c.id AS course_id,
  c.cohort_id,
  c.category,
  c.start_date,
  c.end_date,
  coalesce(course_assignments.total, 0)::integer AS total_assignments,
  coalesce(student_submissions.submitted, 0)::integer AS submitted_assignments
FROM users u
JOIN courses c ON c.cohort_id = u.cohort_id AND c.deleted_at IS NULL
LEFT JOIN (
  SELECT a.course_id, count(*) AS total
  FROM assignments a
  WHERE a.deleted_at IS NULL
  GROUP BY a.course_id
) course_assignments ON course_assignments.course_id = c.id
LEFT JOIN (
  SELECT s.student_id, a.course_id, count(*) AS submitted
  FROM submissions s
  JOIN assignments a ON a.id = s.assignment_id AND a.deleted_at IS NULL
  GROUP BY s.student_id, a.course_id
) student_submissions ON student_submissions.student_id = u.id AND student_submissions.course_id = c.id
WHERE u.role_id = 1;
