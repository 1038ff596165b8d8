-- The order of a course's topics, which its facilitator sets (Move up, Move down). A topic not yet
-- placed (none is until its course's first reorder, a new one after it) has no position: it comes
-- after the placed ones, in the order topics were added (PostgreSQL sorts nulls last).
ALTER TABLE topics ADD COLUMN position integer;
CREATE INDEX topics_course_position_idx ON topics (course_id, position, id);
