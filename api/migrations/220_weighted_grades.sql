-- Weighted grades: a course weighs two categories, its assignments (each by its own weight, 1 by
-- default) and its attendance, e.g. 60/40. A course without weights of its own takes its cohort's;
-- a cohort's are 100/0 (assignments only) until an administrator changes them, which is how every
-- total was counted before. A course may also set a pass mark its weighted total must reach for
-- the certificate (null: none, completion alone).
ALTER TABLE cohorts
  ADD COLUMN assignments_weight integer NOT NULL DEFAULT 100,
  ADD COLUMN attendance_weight integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT cohorts_grade_weights CHECK (assignments_weight >= 0 AND attendance_weight >= 0 AND assignments_weight + attendance_weight = 100);

ALTER TABLE courses
  ADD COLUMN assignments_weight integer,
  ADD COLUMN attendance_weight integer,
  ADD COLUMN pass_mark integer CHECK (pass_mark BETWEEN 0 AND 100),
  ADD CONSTRAINT courses_grade_weights CHECK (
    (assignments_weight IS NULL AND attendance_weight IS NULL)
    OR (assignments_weight >= 0 AND attendance_weight >= 0 AND assignments_weight + attendance_weight = 100));

ALTER TABLE assignments ADD COLUMN weight integer NOT NULL DEFAULT 1 CHECK (weight BETWEEN 1 AND 100);

-- The attendance every total counts: a student's attendance records with the class's course.
-- p_zone: the academy's zone (ACADEMY_TIME_ZONE), where a class's date and time are read.
CREATE FUNCTION counted_attendance(p_zone text)
  RETURNS TABLE (attendance_id integer, student_id integer, live_class_id integer, course_id integer, status text, present boolean)
  LANGUAGE sql STABLE
  AS $$
  SELECT a.id, a.user_id, a.live_class_id, l.course_id, a.status, a.present
  FROM attendances a
  JOIN live_classes l ON l.id = a.live_class_id
$$;

-- weighted_percent(points, size): the rounding rule of percent() (migration 002) over weighted points.
CREATE FUNCTION weighted_percent(points numeric, size numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN size > 0 THEN least(100, greatest(0, round(100 * points / size)))::integer ELSE 0 END $$;

-- THE WEIGHTED TOTAL, the one definition every total reads (dashboards, My Grades, the gradebook,
-- its CSV and the certificate's pass mark), for the students named (an array, so a list of 2,000
-- is one scan; p_zone: the academy's). Per student and course with anything counted:
--   work: the student's counted work (counted_work), each score times its assignment's weight;
--   attendance: their counted attendance (counted_attendance), excused left out, late counting as present;
--   A/T: the course's weights, else its cohort's. A category with nothing counted yet, or weighted
--   0, is left out and the other one counts alone.
--   points/size: the course's total is points/size; size is the weight of its counted work (the
--   number of counted classes when only attendance counts), so a student's overall total, the sum
--   of points over the sum of sizes, is exactly the score percentage while every weight is the
--   default (assignments only, each assignment weighing 1).
CREATE FUNCTION course_grades(p_students integer[], p_zone text)
  RETURNS TABLE (student_id integer, course_id integer, assignments_weight integer, attendance_weight integer,
    work_score bigint, work_weight bigint, classes bigint, present bigint, points numeric, size bigint, weighted_percentage integer)
  LANGUAGE sql STABLE
  AS $$
  SELECT g.student_id, g.course_id, w.assignments_weight, w.attendance_weight,
    g.work_score, g.work_weight, g.classes, g.present, p.points, p.size,
    weighted_percent(p.points, p.size)
  FROM (
    SELECT parts.student_id, parts.course_id, sum(parts.work_score)::bigint AS work_score, sum(parts.work_weight)::bigint AS work_weight,
      sum(parts.classes)::bigint AS classes, sum(parts.present)::bigint AS present
    FROM (
      SELECT m.student_id, m.course_id, m.score * a.weight AS work_score, a.weight AS work_weight, 0 AS classes, 0 AS present
      FROM counted_work m JOIN assignments a ON a.id = m.assignment_id
      WHERE m.student_id = ANY (p_students)
      UNION ALL
      SELECT t.student_id, t.course_id, 0, 0, (t.status <> 'excused')::integer, t.present::integer
      FROM counted_attendance(p_zone) t
      WHERE t.student_id = ANY (p_students)
    ) parts
    GROUP BY parts.student_id, parts.course_id
  ) g
  JOIN courses c ON c.id = g.course_id
  JOIN cohorts co ON co.id = c.cohort_id
  CROSS JOIN LATERAL (
    SELECT coalesce(c.assignments_weight, co.assignments_weight) AS assignments_weight,
      coalesce(c.attendance_weight, co.attendance_weight) AS attendance_weight
  ) w
  CROSS JOIN LATERAL (
    SELECT w.assignments_weight > 0 AND g.work_weight > 0 AS has_work, w.attendance_weight > 0 AND g.classes > 0 AS has_classes
  ) h
  CROSS JOIN LATERAL (
    SELECT
      CASE WHEN h.has_work AND h.has_classes
             THEN (w.assignments_weight * g.work_score / 100.0 + w.attendance_weight * g.work_weight * g.present::numeric / g.classes) / 100
           WHEN h.has_work THEN g.work_score / 100.0
           WHEN h.has_classes THEN g.present::numeric
           ELSE 0 END AS points,
      CASE WHEN h.has_work THEN g.work_weight WHEN h.has_classes THEN g.classes ELSE 0 END AS size
  ) p
$$;

-- A student's overall weighted total: over every course that counts something. Its weighting is
-- the one those courses share; null when they weigh differently (each course its own).
CREATE FUNCTION student_grades(p_students integer[], p_zone text)
  RETURNS TABLE (student_id integer, points numeric, size bigint, weighted_percentage integer, assignments_weight integer, attendance_weight integer)
  LANGUAGE sql STABLE
  AS $$
  SELECT g.student_id, sum(g.points), sum(g.size)::bigint, weighted_percent(sum(g.points), sum(g.size)),
    CASE WHEN min(g.assignments_weight) = max(g.assignments_weight) THEN min(g.assignments_weight) END,
    CASE WHEN min(g.assignments_weight) = max(g.assignments_weight) THEN min(g.attendance_weight) END
  FROM course_grades(p_students, p_zone) g
  WHERE g.size > 0
  GROUP BY g.student_id
$$;
