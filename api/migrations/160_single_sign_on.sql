-- Sign-in through the academy's identity provider (OpenID Connect). A started sign-in waits here
-- between the redirect to the provider and its callback: the hash of its `state` (which also names
-- the provider, so a callback is never checked against another provider), the PKCE verifier and the
-- nonce, and the hash of the secret of the browser that started it. Taken once by the callback.
CREATE TABLE oidc_sign_ins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  browser_hash text NOT NULL,
  -- "Remember me" was ticked on the login page: the session gets no idle timeout
  remember_me boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_sign_ins_expires_at ON oidc_sign_ins (expires_at);

-- A short-lived one-time code handed to the browser in a redirect instead of a session token; the
-- front end exchanges it once for a session (kind 'session') or for the name and e-mail address
-- that sign-up starts with (kind 'sign_up'). Only its hash is kept.
CREATE TABLE sign_in_codes (
  code_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('session', 'sign_up')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  details jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'session') = (user_id IS NOT NULL))
);
CREATE INDEX sign_in_codes_expires_at ON sign_in_codes (expires_at);
