-- A reminder is worth sending only before the moment it reminds of: expires_at is that moment (a
-- class reminder: the class's start; a due reminder: the due moment), null for a notice that has no
-- deadline. The notice worker never mails a row at or after its expires_at: it marks it expired
-- (last_error says why it did not go in time), and the portal does not list it.
ALTER TABLE notices ADD COLUMN expires_at timestamptz;
ALTER TABLE notices DROP CONSTRAINT notices_mail_status_check;
ALTER TABLE notices ADD CONSTRAINT notices_mail_status_check
  CHECK (mail_status IN ('pending', 'sent', 'off', 'cancelled', 'failed', 'expired'));

-- The reminders written so far were due one hour before their class and 24 hours before their due moment.
UPDATE notices SET expires_at = due_at + interval '1 hour' WHERE kind = 'class_reminder';
UPDATE notices SET expires_at = due_at + interval '24 hours' WHERE kind = 'assignment_due';
