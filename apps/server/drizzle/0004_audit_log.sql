CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" text,
	"hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Append-only: the application's role can insert, never change or remove. Only a change to the schema itself
-- (dropping these triggers) could, and the hash chain below shows what such a change removed.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The text a row's hash covers: every column but the hash itself, NULLs told apart from empty text, the time as
-- whole microseconds (independent of the session's time zone), details as jsonb's canonical text.
CREATE FUNCTION audit_log_row_text(r "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(chr(31),
    r.id::text,
    (extract(epoch FROM r.at) * 1000000)::bigint::text,
    coalesce(r.actor_id::text, chr(9216)),
    coalesce(r.actor_role, chr(9216)),
    r.action,
    coalesce(r.target_type, chr(9216)),
    coalesce(r.target_id, chr(9216)),
    coalesce(r.ip, chr(9216)),
    r.details::text,
    coalesce(r.prev_hash, chr(9216)))
$$;
--> statement-breakpoint
-- Each row gets the next id, the previous row's hash and its own: sha256 over its text. One insert at a time (an
-- advisory lock held to the end of the transaction), so ids follow the chain and two instances never chain to
-- the same row.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last "audit_log";
BEGIN
  PERFORM pg_advisory_xact_lock(724101999);
  SELECT * INTO last FROM "audit_log" ORDER BY id DESC LIMIT 1;
  NEW.id := coalesce(last.id, 0) + 1;
  NEW.prev_hash := last.hash;
  NEW.hash := encode(sha256(convert_to(audit_log_row_text(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
