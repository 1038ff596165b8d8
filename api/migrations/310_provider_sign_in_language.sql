-- The language of the login page a sign-in through an identity provider started from: the browser
-- comes back to that page, and what it says there is in the reader's language.
ALTER TABLE oidc_sign_ins ADD COLUMN locale text;
