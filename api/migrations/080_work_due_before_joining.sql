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
