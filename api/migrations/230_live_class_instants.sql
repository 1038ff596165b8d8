-- A live class starts at a moment (starts_at), typed by its facilitator in their own zone
-- (typed_time_zone, kept to show it as typed and to repeat it weekly at the same wall-clock time
-- there). date and time stay, written with starts_at: the same moment in the academy's zone.
-- Existing classes keep their meaning: their date and time in the academy's zone
-- (ACADEMY_TIME_ZONE, which migrate() passes as the setting academy.time_zone).
-- A weekly series: its classes share series_id, the id of its first class.
ALTER TABLE live_classes
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN typed_time_zone text,
  ADD COLUMN series_id integer REFERENCES live_classes (id);

-- filling the new columns is no change of the event: its SEQUENCE stays
ALTER TABLE live_classes DISABLE TRIGGER live_classes_calendar_sequence;
UPDATE live_classes
  SET starts_at = (date + time) AT TIME ZONE coalesce(nullif(current_setting('academy.time_zone', true), ''), 'UTC'),
      typed_time_zone = coalesce(nullif(current_setting('academy.time_zone', true), ''), 'UTC');
ALTER TABLE live_classes ENABLE TRIGGER live_classes_calendar_sequence;

ALTER TABLE live_classes ALTER COLUMN starts_at SET NOT NULL, ALTER COLUMN typed_time_zone SET NOT NULL;
CREATE INDEX live_classes_series ON live_classes (series_id, starts_at) WHERE series_id IS NOT NULL;
