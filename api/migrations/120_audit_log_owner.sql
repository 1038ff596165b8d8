-- The audit log belongs to a role of its own that nobody signs in as, academy_audit_owner: the API's
-- role (the owner of the other tables) may only add rows and read them. The owner of a table may
-- drop its triggers (030's guard), and whoever creates a role may take it over, so only a superuser
-- can make this split. The owner of a schema may drop any table in it: an event trigger of the
-- database, whose function lives in a schema of the audit log's owner, refuses anyone but a
-- superuser dropping an audit_log. Run as the API's own role this file changes nothing and says so; an operator
-- then runs it once as a superuser (docs/operations.md, "The audit log's owner"). Nothing changes
-- either when the API's role is itself a superuser (the embedded database's is): no grant binds one.
DO $$
DECLARE
  api_role name := (SELECT tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'users');
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    RAISE NOTICE 'audit_log stays owned by %: run api/migrations/120_audit_log_owner.sql as a superuser to give it its own owner', api_role;
    RETURN;
  END IF;
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = api_role) THEN
    RETURN;
  END IF;
  BEGIN
    CREATE ROLE academy_audit_owner NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL; -- made by another academy on this server, or by another instance migrating now
  END;
  ALTER TABLE audit_log OWNER TO academy_audit_owner;
  ALTER FUNCTION audit_log_append_only() OWNER TO academy_audit_owner;
  EXECUTE format('REVOKE ALL ON audit_log FROM PUBLIC, %I', api_role);
  EXECUTE format('GRANT SELECT, INSERT ON audit_log TO %I', api_role);
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'academy_keep_audit_log') THEN
    CREATE SCHEMA IF NOT EXISTS academy_audit AUTHORIZATION academy_audit_owner;
    CREATE OR REPLACE FUNCTION academy_audit.keep_audit_log() RETURNS event_trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_event_trigger_dropped_objects() WHERE object_type = 'table' AND object_name = 'audit_log')
        AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        RAISE EXCEPTION 'the audit log cannot be dropped' USING ERRCODE = 'insufficient_privilege';
      END IF;
    END;
    $body$;
    CREATE EVENT TRIGGER academy_keep_audit_log ON sql_drop EXECUTE FUNCTION academy_audit.keep_audit_log();
  END IF;
END;
$$;
