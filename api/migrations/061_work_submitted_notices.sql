-- Facilitators are told when work is handed in or replaced: notice kind work_submitted. Its mail
-- waits a few minutes (next_attempt_at after due_at), and the worker mails every pending one of a
-- facilitator in one digest, so a class handing in together sends one mail.
ALTER TABLE notices DROP CONSTRAINT notices_kind_check;
ALTER TABLE notices ADD CONSTRAINT notices_kind_check CHECK (kind IN ('contact', 'class_scheduled', 'class_moved',
  'class_cancelled', 'class_reminder', 'assignment_posted', 'assignment_due', 'work_marked', 'invitation', 'work_submitted'));
