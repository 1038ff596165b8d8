-- People's own data (docs/product-decisions.md, "People's own data"): a person asks for their
-- account to be deleted (deletion_requested_at); an administrator confirms it, which removes the
-- personal fields and keeps the academic records under an anonymous name (anonymised_at).
ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz;
ALTER TABLE users ADD COLUMN anonymised_at timestamptz;
CREATE INDEX users_deletion_requested_idx ON users (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL AND anonymised_at IS NULL;
