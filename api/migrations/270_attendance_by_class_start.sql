-- The attendance every total counts (migrations 220, 221) goes by the class's own start, the
-- instant starts_at (migration 230), as its sheet does: a student's record counts only when they
-- were enrolled in the class's cohort at that instant. p_zone stays in the signature, which
-- course_grades and the API call it by; the start no longer depends on it.
CREATE OR REPLACE FUNCTION counted_attendance(p_zone text)
  RETURNS TABLE (attendance_id integer, student_id integer, live_class_id integer, course_id integer, status text, present boolean)
  LANGUAGE sql STABLE
  AS $$
  SELECT a.id, a.user_id, a.live_class_id, l.course_id, a.status, a.present
  FROM attendances a
  JOIN live_classes l ON l.id = a.live_class_id
  WHERE enrolled_at(a.user_id, l.cohort_id, l.starts_at)
$$;

DROP FUNCTION class_starts_at(date, time, text);
