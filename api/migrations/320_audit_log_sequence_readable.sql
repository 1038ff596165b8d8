-- A backup (pg_dump, as the API's role) reads every sequence of the tables it dumps. Migration 120
-- gave the audit log to academy_audit_owner, and its identity sequence went with it: the API's role
-- may read that sequence too. Only a superuser (or its owner) may grant that: run as the API's role
-- after the split, this file changes nothing and says so; an operator runs it as a superuser with
-- 120 (docs/operations.md, "The audit log's owner"). Before the split, or without one, there is
-- nothing to grant.
DO $$
DECLARE
  api_role name := (SELECT tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'users');
  log_owner name := (SELECT tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'audit_log');
BEGIN
  IF log_owner = api_role THEN
    RETURN;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    RAISE NOTICE 'the audit log''s sequence stays unreadable to %: run api/migrations/320_audit_log_sequence_readable.sql as a superuser, or backups fail', api_role;
    RETURN;
  END IF;
  EXECUTE format('GRANT SELECT ON SEQUENCE %s TO %I', pg_get_serial_sequence(format('%I.audit_log', current_schema()), 'id'), api_role);
END;
$$;
