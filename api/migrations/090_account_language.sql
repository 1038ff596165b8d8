-- The account's language (one of contract/src/rules/locales.ts): the portal opens in it on every
-- device. Null until the person chooses one in Profile or first signs in, when the language of the
-- page they signed in from is kept. Checked by the API's schemas, so adding a language needs no migration.
ALTER TABLE users ADD COLUMN locale text;
