-- History (issue 39, gateway/src/history/): one entry per record a mutation through the gateway changed or tried to,
-- written before its answer goes out. Kept HISTORY_RETENTION_DAYS, then deleted in the background (history/retention.ts).
CREATE TABLE history_entries (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- who: the store's staff id, and their name (else e-mail) as it was then, so a rename does not rewrite the past
  staff_id integer NOT NULL,
  staff_name text NOT NULL,
  -- the mutation (`updateOrder`) and the kind of record it changes (schema/rules/access.ts MUTATION_RULES)
  operation text NOT NULL,
  record_type text NOT NULL,
  -- null when a refused mutation named no record (a create)
  record_id text,
  -- OK, or the error code it answered
  outcome text NOT NULL,
  -- [{field, before, after}], values as text; never a password, token or file's bytes
  changes jsonb NOT NULL DEFAULT '[]'
);
-- One record's history, newest first (the detail dialogs' History).
CREATE INDEX history_entries_record ON history_entries (record_type, record_id, at DESC, id DESC);
-- The Activity screen, newest first: unfiltered (and retention's deletes, oldest first), by staff member, by kind of
-- record, by mutation; a date range is a range of `at` in each.
CREATE INDEX history_entries_at ON history_entries (at DESC, id DESC);
CREATE INDEX history_entries_staff ON history_entries (staff_id, at DESC, id DESC);
CREATE INDEX history_entries_record_type ON history_entries (record_type, at DESC, id DESC);
CREATE INDEX history_entries_operation ON history_entries (operation, at DESC, id DESC);
