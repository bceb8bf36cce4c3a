-- The orders list at 100,000 orders (bench/scale.ts): its default sort (day, then id, either way) read from
-- one index, so the page's ids come from the index alone (core/store.ts listPage's `key`) even on page 500.
CREATE INDEX orders_order_date_id ON orders (order_date, id);
DROP INDEX orders_order_date;
