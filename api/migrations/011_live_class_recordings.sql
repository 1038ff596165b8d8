-- A link to the recording of a class that has taken place, added by its facilitator.
ALTER TABLE live_classes ADD COLUMN recording_url text;
