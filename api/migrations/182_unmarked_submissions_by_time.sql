-- The facilitator's unmarked submissions in the list's order (oldest first), whole or a page after a
-- given submission (limit, after_id).
CREATE INDEX submissions_unmarked_by_time_idx ON submissions (submitted_at, id) WHERE score IS NULL;
