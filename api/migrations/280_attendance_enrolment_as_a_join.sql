-- counted_attendance as migration 270 defined it (the class's instant, starts_at), with the
-- enrolment rule written into its WHERE as migration 250 had it: enrolled_at is a query of its own,
-- run once per attendance record, where this EXISTS lets PostgreSQL join the enrolments once.
CREATE OR REPLACE FUNCTION counted_attendance(p_zone text)
  RETURNS TABLE (attendance_id integer, student_id integer, live_class_id integer, course_id integer, status text, present boolean)
  LANGUAGE sql STABLE
  AS $$
  SELECT a.id, a.user_id, a.live_class_id, l.course_id, a.status, a.present
  FROM attendances a
  JOIN live_classes l ON l.id = a.live_class_id
  WHERE EXISTS (SELECT FROM cohort_enrolments e
    WHERE e.user_id = a.user_id AND e.cohort_id = l.cohort_id AND enrolment_holds(e.joined_at, e.left_at, l.starts_at))
$$;
