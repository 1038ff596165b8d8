-- An event's SEQUENCE in a calendar file (RFC 5545 3.8.7.4): calendar apps take a copy of an event
-- with a higher number as the newer one, so a class that moves, a due time that changes or an
-- event that is cancelled must carry a number higher than before. Every change of the row counts.
ALTER TABLE live_classes ADD COLUMN sequence integer NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN sequence integer NOT NULL DEFAULT 0;

CREATE FUNCTION bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sequence := OLD.sequence + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER live_classes_calendar_sequence
  BEFORE UPDATE ON live_classes
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_calendar_sequence();

CREATE TRIGGER assignments_calendar_sequence
  BEFORE UPDATE ON assignments
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_calendar_sequence();
