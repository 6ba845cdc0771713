-- The wallet ledger is append-only: balances are derived from it, so a row may never change or disappear.
CREATE OR REPLACE FUNCTION wallet_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_ledger_no_update_delete BEFORE UPDATE OR DELETE ON "wallet_ledger"
  FOR EACH ROW EXECUTE FUNCTION wallet_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_ledger_no_truncate BEFORE TRUNCATE ON "wallet_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_ledger_append_only();
