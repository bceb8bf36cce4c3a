-- The Stock Tracker at 100,000 orders (bench/scale.ts): every movement's sum per product and warehouse, kept, so
-- a count no longer sums the whole ledger on each request. A writer only marks the products it moves (the triggers
-- below, in the movement's own transaction, appending rows: nothing shared is locked); the next count folds the
-- marked products back in, and until then reads their movements instead. src/stock/ledger.ts reads and folds them.

-- Per product and warehouse, over every movement whatever its day: the change to the current stock, the pending
-- stock and how many movements there are (a product shows at a warehouse while it has one).
CREATE TABLE stock_totals (
  item_id integer NOT NULL,
  warehouse_id integer NOT NULL,
  current_stock integer NOT NULL,
  pending_stock integer NOT NULL,
  movements integer NOT NULL,
  PRIMARY KEY (item_id, warehouse_id)
);

-- Products moved since their totals were last folded: their totals are not read until the next fold.
CREATE TABLE stock_moved_items (item_id integer NOT NULL);

-- What the totals were summed by (the ledger's movements and the statuses it reads, ledger.ts's basis): totals
-- summed otherwise are not read, and the next fold sums the whole ledger. No row: never summed.
CREATE TABLE stock_totals_basis (basis text NOT NULL);

-- Function bodies stay on one line: migrate.ts splits statements at semicolons ending a line.

-- Lines added, changed or removed (an order's removed with it too): their products are marked. The transition
-- tables are new_lines (added, or as changed) and old_lines (removed, or as before a change).
CREATE FUNCTION stock_mark_lines() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'DELETE' THEN INSERT INTO stock_moved_items SELECT DISTINCT item_id FROM new_lines; END IF; IF TG_OP <> 'INSERT' THEN INSERT INTO stock_moved_items SELECT DISTINCT item_id FROM old_lines; END IF; RETURN NULL; END $$;

-- An order, sample, transfer or return changed (its status, days or warehouses may move its lines' stock): the
-- products of its lines are marked. The arguments: its lines' table and their column naming it.
CREATE FUNCTION stock_mark_lines_of() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN EXECUTE format('INSERT INTO stock_moved_items SELECT DISTINCT l.item_id FROM %I l JOIN changed c ON c.id = l.%I', TG_ARGV[0], TG_ARGV[1]); RETURN NULL; END $$;

-- A table of movements emptied at once: the totals are summed anew.
CREATE FUNCTION stock_totals_forget() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM stock_totals_basis; RETURN NULL; END $$;

CREATE TRIGGER stock_lines_added AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_changed AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_removed AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_added AFTER INSERT ON sample_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_changed AFTER UPDATE ON sample_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_removed AFTER DELETE ON sample_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_added AFTER INSERT ON internal_transfer_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_changed AFTER UPDATE ON internal_transfer_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_removed AFTER DELETE ON internal_transfer_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_added AFTER INSERT ON return_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_changed AFTER UPDATE ON return_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();
CREATE TRIGGER stock_lines_removed AFTER DELETE ON return_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines();

CREATE TRIGGER stock_changed AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines_of('order_lines', 'order_id');
CREATE TRIGGER stock_changed AFTER UPDATE ON samples REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines_of('sample_lines', 'sample_id');
CREATE TRIGGER stock_changed AFTER UPDATE ON internal_transfers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines_of('internal_transfer_lines', 'internal_transfer_id');
CREATE TRIGGER stock_changed AFTER UPDATE ON returns REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mark_lines_of('return_lines', 'return_id');

CREATE TRIGGER stock_emptied AFTER TRUNCATE ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_forget();
CREATE TRIGGER stock_emptied AFTER TRUNCATE ON sample_lines FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_forget();
CREATE TRIGGER stock_emptied AFTER TRUNCATE ON internal_transfer_lines FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_forget();
CREATE TRIGGER stock_emptied AFTER TRUNCATE ON return_lines FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_forget();

-- What moves after a day, read by index: the counts take it off the totals (the current Stock Tracker's day has
-- little after it). Orders by order_date use orders_order_date_id; samples are few.
CREATE INDEX orders_stock_day ON orders ((coalesce(shipment_date, order_date)));
CREATE INDEX internal_transfers_from_date ON internal_transfers (from_date);
CREATE INDEX returns_return_date ON returns (return_date);
