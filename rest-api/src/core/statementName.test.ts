import { expect, it } from 'vitest';

import { statementName } from './statementName';

/** Statements the stores, seeds and migrations run (captured from a running API), whitespace collapsed and shortened. */
it.each([
  // orders/store.ts: the order as the contract shows it, with json_build_object objects and a subquery in its WHERE.
  [
    `SELECT o.id, to_char(o.order_date, 'YYYY-MM-DD') AS order_date, o.order_status AS "OrderStatus",
       CASE WHEN cu.id IS NULL THEN NULL ELSE json_build_object('id', cu.id, 'CustomerContact',
         json_build_object('contactNo', cu.contact_no, 'email', cu.email)) END AS "Customer",
       consignment_status(o.id) AS consignment_status, o.created_at AS "createdAt"
     FROM orders o LEFT JOIN customers cu ON cu.id = o.customer_id LEFT JOIN warehouses w ON w.id = o.ship_from_location_id
     WHERE o.id = ANY(ARRAY(SELECT o.id FROM orders o LEFT JOIN customers cu ON cu.id = o.customer_id
       ORDER BY o.order_date ASC, o.id ASC LIMIT $1 OFFSET $2)) ORDER BY o.order_date ASC, o.id ASC`,
    'SELECT orders',
  ],
  ['SELECT 1 FROM orders WHERE id = $1', 'SELECT orders'],
  ['SELECT count(*)::int AS count FROM orders o LEFT JOIN customers cu ON cu.id = o.customer_id', 'SELECT orders'],
  [
    `SELECT l.return_id AS record_id, l.id, l.item_id AS "ItemId", l.qty, l.price,
       json_build_object('id', p.id, 'name', p.name, 'sku', p.sku) AS "Item"
     FROM return_lines l JOIN products p ON p.id = l.item_id WHERE l.return_id = ANY($1::int[]) ORDER BY l.position`,
    'SELECT return_lines',
  ],
  // returns/store.ts: a CTE; its main part reads the CTE `ordered`, which reads order_lines.
  [
    `WITH ordered AS ( SELECT item_id, sum(qty)::int AS ordered_qty, min(position) AS first_position,
       (array_agg(price ORDER BY position))[1] AS first_price FROM order_lines WHERE order_id = $1 GROUP BY item_id),
     returned AS ( SELECT l.item_id, sum(l.qty)::int AS returned_qty FROM returns r JOIN return_lines l ON l.return_id = r.id
       WHERE r.order_id = $1 GROUP BY l.item_id)
     SELECT d.item_id AS "ItemId", p.name, coalesce(t.returned_qty, 0) AS returned_qty
     FROM ordered d JOIN products p ON p.id = d.item_id LEFT JOIN returned t ON t.item_id = d.item_id ORDER BY d.first_position`,
    'SELECT order_lines',
  ],
  // stock/ledger.ts: a page CTE over a subquery that is itself a statement with MATERIALIZED CTEs and a UNION.
  [
    `WITH page AS (
       SELECT s.*, count(*) OVER ()::int AS total FROM (
         WITH unfolded AS MATERIALIZED (SELECT item_id FROM stock_moved_items
           UNION SELECT id FROM products WHERE NOT EXISTS (SELECT 1 FROM stock_totals_basis WHERE basis = $7)),
         later AS MATERIALIZED (SELECT item_id, warehouse_id, sum(change) AS change FROM (SELECT 1) m GROUP BY item_id, warehouse_id)
         SELECT k.item_id, k.warehouse_id, (k.current_stock - coalesce(l.change, 0))::int AS current_stock
         FROM stock_totals k JOIN warehouses w ON w.id = k.warehouse_id
           LEFT JOIN later l ON l.item_id = k.item_id AND l.warehouse_id = k.warehouse_id
         WHERE k.item_id <> ALL(ARRAY(SELECT item_id FROM unfolded))
         UNION ALL SELECT * FROM (SELECT 1) moved WHERE EXISTS (SELECT FROM unfolded)) s
       ORDER BY s.item_id LIMIT $8 OFFSET $9)
     SELECT s.item_id AS "ItemId", json_build_object('LocationName', s.location_name) AS "Warehouse", s.total
     FROM page s ORDER BY s.item_id`,
    'SELECT stock_totals',
  ],
  // A subquery in FROM: named by the table it reads.
  [
    `SELECT o.id, json_agg(json_build_object('id', p.item_id, 'qty', p.qty) ORDER BY p.first_position) AS lines
     FROM orders o JOIN (SELECT l.order_id, l.item_id FROM order_lines l GROUP BY l.order_id, l.item_id) p ON p.order_id = o.id
     WHERE o.customer_type = 'stockist' GROUP BY o.id HAVING count(*) >= 2 ORDER BY o.id`,
    'SELECT orders',
  ],
  ["SELECT * FROM (SELECT id FROM products WHERE name = 'a (b') x", 'SELECT products'],
  // INSERT … SELECT: named by the table written, not the one read.
  [
    `INSERT INTO consignment_invoice_items (consignment_invoice_id, item_id, qty, price, position)
     SELECT $1, item.id, item.qty, item.price, item.position - 1
     FROM unnest($2::int[], $3::int[], $4::int[]) WITH ORDINALITY AS item (id, qty, price, position)`,
    'INSERT consignment_invoice_items',
  ],
  [
    `INSERT INTO stock_totals (item_id, warehouse_id, current_stock, pending_stock, movements)
     SELECT item_id, warehouse_id, sum(change), sum(pending), count(*) FROM (SELECT 1) m
     WHERE warehouse_id IS NOT NULL GROUP BY item_id, warehouse_id`,
    'INSERT stock_totals',
  ],
  [
    `INSERT INTO consignment_invoice_numbers AS n (year, last_number)
     VALUES (extract(year FROM now() AT TIME ZONE 'Asia/Jakarta'), 1)
     ON CONFLICT (year) DO UPDATE SET last_number = n.last_number + 1 RETURNING year, last_number`,
    'INSERT consignment_invoice_numbers',
  ],
  ['INSERT INTO ingredients (name) SELECT unnest($1::text[])', 'INSERT ingredients'],
  [
    'UPDATE samples SET tester_status = $1, updated_at = now() WHERE id = $2 AND tester_status = $3 RETURNING id',
    'UPDATE samples',
  ],
  // No store updates from another table today; this is the shape such a statement would have.
  [
    'UPDATE stock_totals k SET current_stock = k.current_stock + m.change FROM stock_moved m WHERE m.item_id = k.item_id',
    'UPDATE stock_totals',
  ],
  ['DELETE FROM stock_moved_items RETURNING item_id', 'DELETE stock_moved_items'],
  [
    'SELECT EXISTS (SELECT 1 FROM stock_moved_items) AS moved, (SELECT basis FROM stock_totals_basis) AS basis',
    'SELECT',
  ],
  ['SELECT pg_advisory_xact_lock($1, $2)', 'SELECT'],
  ['SELECT * FROM unnest($1::int[]) AS id', 'SELECT'],
  ['-- which orders\nSELECT id FROM public."orders"', 'SELECT orders'],
  ['CREATE INDEX orders_order_date ON orders (order_date)', 'CREATE'],
  ['BEGIN', 'BEGIN'],
  ['EXPLAIN SELECT 1', 'other'],
  ['', 'other'],
])('names %j %j', (sql, name) => {
  expect(statementName(sql)).toBe(name);
});

it('returns the same name from its cache', () => {
  const sql = 'SELECT id FROM vendors WHERE id = $1';
  expect(statementName(sql)).toBe('SELECT vendors');
  expect(statementName(sql)).toBe('SELECT vendors');
});
