-- Content in other languages: an item of the FAQ, a faculty member's title and biography, a
-- standing note or an announcement may have one version per language beside its original (written
-- in English). A version goes with its item. The languages are the application's list
-- (contract/src/rules/locales.ts), so a new one needs no migration: only the code's shape is checked.
CREATE TABLE faq_item_versions (
  faq_item_id integer NOT NULL REFERENCES faq_items (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}$'),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 300),
  answer text NOT NULL CHECK (length(answer) BETWEEN 1 AND 5000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (faq_item_id, locale)
);

CREATE TABLE faculty_member_versions (
  member_id integer NOT NULL REFERENCES faculty_members (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  biography text NOT NULL CHECK (length(biography) BETWEEN 1 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, locale)
);

CREATE TABLE standing_note_versions (
  note_id integer NOT NULL REFERENCES standing_notes (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}$'),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 300),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (note_id, locale)
);

CREATE TABLE announcement_versions (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, locale)
);
