-- The lock rules of migration 080 as PL/pgSQL again, with the same meaning: a LANGUAGE sql function
-- that cannot be inlined (it reads tables) is planned again on every call, so a student's course
-- list planned course_locked and prerequisite_met once per course and request; PL/pgSQL keeps
-- each statement's plan per connection (as migration 003 did). notice_held and notice_course_id,
-- which the bell asks for every notice, likewise.
CREATE OR REPLACE FUNCTION prerequisite_met(p_student integer, p_prerequisite integer, p_today date)
  RETURNS boolean LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN (
    SELECT c.end_date < p_today AND NOT EXISTS (
      SELECT 1 FROM assignments a
      WHERE a.course_id = c.id AND a.deleted_at IS NULL AND (a.due_at IS NULL OR a.due_at > u.cohort_joined_at)
        AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.student_id = u.id))
    FROM courses c, users u
    WHERE c.id = p_prerequisite AND u.id = p_student);
END
$$;

CREATE OR REPLACE FUNCTION course_locked(p_student integer, p_course integer, p_today date)
  RETURNS boolean LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  starts date;
  prerequisite integer;
BEGIN
  SELECT c.start_date, p.id INTO starts, prerequisite
  FROM courses c
  LEFT JOIN courses p ON p.id = c.prerequisite_course_id AND p.deleted_at IS NULL
  WHERE c.id = p_course;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF starts > p_today THEN
    RETURN true;
  END IF;
  RETURN starts > p_today OR CASE WHEN prerequisite IS NULL THEN false ELSE coalesce(NOT prerequisite_met(p_student, prerequisite, p_today), false) END;
END
$$;

CREATE OR REPLACE FUNCTION notice_course_id(p_ref text) RETURNS integer LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN CASE split_part(p_ref, ':', 1)
    WHEN 'assignment' THEN (SELECT a.course_id FROM assignments a WHERE a.id = split_part(p_ref, ':', 2)::integer)
    WHEN 'live_class' THEN (SELECT l.course_id FROM live_classes l WHERE l.id = split_part(p_ref, ':', 2)::integer)
  END;
END
$$;

CREATE OR REPLACE FUNCTION notice_held(p_user integer, p_ref text, p_today date) RETURNS boolean LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  course integer := notice_course_id(p_ref);
BEGIN
  IF course IS NULL THEN
    RETURN false;
  END IF;
  RETURN coalesce((
    SELECT course_locked(u.id, course, p_today)
    FROM users u JOIN roles r ON r.id = u.role_id
    WHERE u.id = p_user AND r.name = 'student'), false);
END
$$;
