-- Due times: an assignment is due at a moment (due_at), typed by its facilitator in their own zone.
-- due_date stays: the calendar date as the facilitator typed it. Existing assignments keep their
-- meaning: 23:59 on their due date in the academy's zone (ACADEMY_TIME_ZONE, which migrate() passes
-- as the setting academy.time_zone).
ALTER TABLE assignments ADD COLUMN due_at timestamptz;
UPDATE assignments
  SET due_at = (due_date + time '23:59') AT TIME ZONE coalesce(nullif(current_setting('academy.time_zone', true), ''), 'UTC')
  WHERE due_date IS NOT NULL;

-- PAST DUE, the one rule: the due moment has passed. An assignment without a due date never is.
CREATE FUNCTION assignment_past_due(due_at timestamptz, at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT due_at IS NOT NULL AND at > due_at $$;

-- LATE: the work (its latest link) arrived after the due moment.
DROP FUNCTION submission_late(timestamptz, timestamptz, date, text);
CREATE FUNCTION submission_late(submitted_at timestamptz, link_updated_at timestamptz, due_at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT assignment_past_due(due_at, coalesce(link_updated_at, submitted_at)) $$;

-- The work every total counts (dashboards, My Grades, the gradebook and its CSV): the student's
-- marked submissions (kept when the course or assignment was deleted), and a 0 for each assignment
-- of their cohort that is past due and was never handed in. Work not yet due and not marked is
-- left out; handed-in work waiting for its mark too. submission_id is null for the missing work.
CREATE VIEW counted_work AS
SELECT m.submission_id, m.student_id, m.assignment_id, m.course_id, m.score
FROM marked_work m
UNION ALL
SELECT NULL::integer, u.id, a.id, a.course_id, 0
FROM assignments a
JOIN courses c ON c.id = a.course_id
JOIN users u ON u.cohort_id = c.cohort_id AND u.role_id = 1
WHERE a.deleted_at IS NULL AND c.deleted_at IS NULL AND assignment_past_due(a.due_at, now())
  AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.student_id = u.id);
