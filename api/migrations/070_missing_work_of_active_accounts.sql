-- A deactivated student's never-handed-in work is not missing: counted_work (migration 050) gives
-- the 0 of past-due work only to active accounts (deactivated_at is null, the definition of
-- activeAccount in src/queries/scope.ts). Their marked work still counts; reactivated, the zeros return.
CREATE OR REPLACE VIEW counted_work AS
SELECT m.submission_id, m.student_id, m.assignment_id, m.course_id, m.score
FROM marked_work m
UNION ALL
SELECT NULL::integer, u.id, a.id, a.course_id, 0
FROM assignments a
JOIN courses c ON c.id = a.course_id
JOIN users u ON u.cohort_id = c.cohort_id AND u.role_id = 1 AND u.deactivated_at IS NULL
WHERE a.deleted_at IS NULL AND c.deleted_at IS NULL AND assignment_past_due(a.due_at, now())
  AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.student_id = u.id);
