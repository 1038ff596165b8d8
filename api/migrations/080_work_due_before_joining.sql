-- Nobody is charged for work due before they joined their cohort (a student invited, or moved to
-- another cohort, mid-term): users.cohort_joined_at records when the account joined its cohort, and
-- is set again whenever the cohort changes. Existing accounts joined when they were created.
ALTER TABLE users ADD COLUMN cohort_joined_at timestamptz;
UPDATE users SET cohort_joined_at = created_at;
ALTER TABLE users ALTER COLUMN cohort_joined_at SET NOT NULL, ALTER COLUMN cohort_joined_at SET DEFAULT now();

CREATE FUNCTION users_cohort_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.cohort_joined_at := now();
  RETURN NEW;
END;
$$;

CREATE TRIGGER users_cohort_joined
  BEFORE UPDATE OF cohort_id ON users
  FOR EACH ROW WHEN (OLD.cohort_id IS DISTINCT FROM NEW.cohort_id)
  EXECUTE FUNCTION users_cohort_joined();

-- counted_work (migrations 050 and 070), the one home of MISSING work: never handed in, past due,
-- and due after the student joined the cohort (rows with a null submission_id); each counts as 0.
CREATE OR REPLACE VIEW counted_work AS
SELECT m.submission_id, m.student_id, m.assignment_id, m.course_id, m.score
FROM marked_work m
UNION ALL
SELECT NULL::integer, u.id, a.id, a.course_id, 0
FROM assignments a
JOIN courses c ON c.id = a.course_id
JOIN users u ON u.cohort_id = c.cohort_id AND u.role_id = 1 AND u.deactivated_at IS NULL
WHERE a.deleted_at IS NULL AND c.deleted_at IS NULL AND assignment_past_due(a.due_at, now()) AND a.due_at > u.cohort_joined_at
  AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.student_id = u.id);

-- The same for locks: a prerequisite is MET once it has ended and the student has handed in every one
-- of its assignments due after they joined the cohort. A student who joins after a prerequisite ran
-- is not locked out of the courses that follow it. (COMPLETED, which the figures and certificates
-- read, still asks for every assignment: course_completed of migration 003.)
CREATE FUNCTION prerequisite_met(p_student integer, p_prerequisite integer, p_today date)
  RETURNS boolean LANGUAGE sql STABLE
  AS $$
  SELECT c.end_date < p_today AND NOT EXISTS (
    SELECT 1 FROM assignments a
    WHERE a.course_id = c.id AND a.deleted_at IS NULL AND (a.due_at IS NULL OR a.due_at > u.cohort_joined_at)
      AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.student_id = u.id))
  FROM courses c, users u
  WHERE c.id = p_prerequisite AND u.id = p_student
$$;

-- LOCKED for a student (migration 060): before the course's start date, or while a (non-deleted)
-- prerequisite is not met.
CREATE OR REPLACE FUNCTION course_locked(p_student integer, p_course integer, p_today date)
  RETURNS boolean LANGUAGE sql STABLE
  AS $$
  SELECT c.start_date > p_today OR coalesce(NOT prerequisite_met(p_student, p.id, p_today), false)
  FROM courses c
  LEFT JOIN courses p ON p.id = c.prerequisite_course_id AND p.deleted_at IS NULL
  WHERE c.id = p_course
$$;
