-- A write sent with an Idempotency-Key header, remembered per caller with what it answered: the
-- same key sent again (a phone retrying a hand-in whose answer it never got) is answered the same,
-- and nothing is written twice. Rows are kept for 48 hours (the API promises at least 24).
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- the call's name and a digest of its parameters and body: the key may not be reused for another request
  request text NOT NULL,
  status integer NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
