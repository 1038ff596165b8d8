-- The language a notice is written in (its title and body, and the words of its mail around them):
-- its recipient's at the time it was written, so the mail says it in its Content-Language. And the
-- language an administrator chose for an invitation: its mail and link page are in it. Codes of
-- contract/src/rules/locales.ts, checked by the API, so adding a language needs no migration.
ALTER TABLE notices ADD COLUMN locale text NOT NULL DEFAULT 'en';
ALTER TABLE invitations ADD COLUMN locale text NOT NULL DEFAULT 'en';
