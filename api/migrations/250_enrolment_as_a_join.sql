-- ENROLLED (migration 221): an enrolment holds at a moment when it had begun and had not ended. The
-- rule is one inlinable expression, enrolment_holds, so counted_attendance can ask it of
-- cohort_enrolments in its own WHERE, where PostgreSQL joins the enrolments once (a semi-join)
-- instead of calling enrolled_at, a query of its own, for each attendance record: a cohort of 2,000
-- has about 100,000 of them. enrolments_at (a student's enrolments in a cohort that hold at a
-- moment) and enrolled_at read the same rule.
CREATE FUNCTION enrolment_holds(p_joined_at timestamptz, p_left_at timestamptz, p_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT p_joined_at <= p_at AND (p_left_at IS NULL OR p_left_at > p_at) $$;

CREATE OR REPLACE FUNCTION enrolments_at(p_user integer, p_cohort integer, p_at timestamptz) RETURNS SETOF cohort_enrolments
  LANGUAGE sql STABLE
  AS $$
  SELECT e.* FROM cohort_enrolments e
  WHERE e.user_id = p_user AND e.cohort_id = p_cohort AND enrolment_holds(e.joined_at, e.left_at, p_at)
$$;

CREATE OR REPLACE FUNCTION enrolled_at(p_user integer, p_cohort integer, p_at timestamptz) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT EXISTS (SELECT FROM enrolments_at(p_user, p_cohort, p_at)) $$;

-- The enrolments written out rather than read through enrolments_at: a function in the subquery's
-- FROM whose arguments name the attendance row keeps the subquery a plan run once per record.
CREATE OR REPLACE FUNCTION counted_attendance(p_zone text)
  RETURNS TABLE (attendance_id integer, student_id integer, live_class_id integer, course_id integer, status text, present boolean)
  LANGUAGE sql STABLE
  AS $$
  SELECT a.id, a.user_id, a.live_class_id, l.course_id, a.status, a.present
  FROM attendances a
  JOIN live_classes l ON l.id = a.live_class_id
  WHERE EXISTS (SELECT FROM cohort_enrolments e
    WHERE e.user_id = a.user_id AND e.cohort_id = l.cohort_id AND enrolment_holds(e.joined_at, e.left_at, class_starts_at(l.date, l.time, p_zone)))
$$;
