-- A new e-mail address waits here until the link mailed to it is opened; the account keeps its
-- address until then. One waiting change per account: asking again replaces it.
CREATE TABLE email_changes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
