-- Approval of self-signed-up students (docs/requirements.md §11, "Approval of self sign-up"): with
-- APPROVE_SIGN_UPS=true a student who signs up at /JJRSFCLA waits here until an administrator approves
-- them (null again) or declines them (deactivated). Invited, created and seeded accounts never wait.
ALTER TABLE users ADD COLUMN awaiting_approval_since timestamptz;
CREATE INDEX users_awaiting_approval_idx ON users (awaiting_approval_since) WHERE awaiting_approval_since IS NOT NULL;
