-- The student list and the gradebook read a cohort's students in name order, whole or a page after
-- a given student (limit, after_user_id): one index walk in that order instead of a sort of the cohort.
CREATE INDEX users_students_by_name_idx ON users (cohort_id, name, id) WHERE role_id = 1;
