-- Sessions an owner can see and end: the device that signed in, when it was last used, and how
-- long it may stay unused (null: no idle limit, for "Remember me").
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN idle_timeout_seconds integer CHECK (idle_timeout_seconds > 0);
