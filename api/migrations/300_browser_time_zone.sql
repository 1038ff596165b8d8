-- The zone the reader's browser reports, which the portal sends when it differs from the one kept
-- here: mails and notices to a reader who chose no zone in Profile are then written in the zone
-- they read them in, rather than the academy's. A zone they choose still comes first.
ALTER TABLE notice_settings ADD COLUMN browser_time_zone text;
