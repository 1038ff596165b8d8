-- failed: the SMTP server refused a notice's mail for good (a 5xx reply to its address or message);
-- it is not retried, last_error keeps the server's reply and failed_at when, for the administrator.
ALTER TABLE notices DROP CONSTRAINT notices_mail_status_check;
ALTER TABLE notices ADD CONSTRAINT notices_mail_status_check CHECK (mail_status IN ('pending', 'sent', 'off', 'cancelled', 'failed'));
ALTER TABLE notices ADD COLUMN failed_at timestamptz;
CREATE INDEX notices_failed_idx ON notices (failed_at DESC) WHERE mail_status = 'failed';
