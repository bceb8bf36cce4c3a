-- Consignment invoices (spec 002 §3, §4): a stockist takes goods on consignment (an order) and is invoiced
-- for them in parts. Each invoice holds some of the order's products; together they never hold more of a
-- product than the order does (checked under a lock on the order, rest-api/src/consignmentInvoices/store.ts).
CREATE TABLE consignment_invoices (
  id serial PRIMARY KEY,
  -- assigned by the REST API, readable and unique: CI/{year}/{number of the year, 4 digits}
  invoice_no text NOT NULL UNIQUE,
  order_id integer NOT NULL REFERENCES orders (id),
  type text NOT NULL CHECK (type IN ('payment', 'adjustment')),
  -- optional on the form (spec 002 §5)
  invoice_date date,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX consignment_invoices_order_id ON consignment_invoices (order_id);

-- The last invoice number given per year; taking the next one locks the year's row, so two clerks at once get two numbers.
CREATE TABLE consignment_invoice_numbers (
  year smallint PRIMARY KEY,
  last_number integer NOT NULL
);

-- A product still on an invoice cannot be deleted (no cascade on item_id).
CREATE TABLE consignment_invoice_items (
  id serial PRIMARY KEY,
  consignment_invoice_id integer NOT NULL REFERENCES consignment_invoices (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES products (id),
  qty integer NOT NULL CHECK (qty > 0),
  -- whole rupiah per unit
  price integer NOT NULL CHECK (price >= 0),
  position smallint NOT NULL
);

CREATE INDEX consignment_invoice_items_invoice ON consignment_invoice_items (consignment_invoice_id);
CREATE INDEX consignment_invoice_items_item ON consignment_invoice_items (item_id);
CREATE INDEX orders_customer_type ON orders (customer_type);

-- Spec 002 §4, in one place: an order's consignment status follows from its invoices. NULL (Pending) while it
-- has none; 0 (On Process) while some of a product remains to be invoiced; 1 (Done) when nothing remains.
CREATE FUNCTION consignment_status(p_order_id integer) RETURNS smallint
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN NOT EXISTS (SELECT 1 FROM consignment_invoices WHERE order_id = p_order_id) THEN NULL
    WHEN EXISTS (
      SELECT 1 FROM (SELECT item_id, sum(qty) AS qty FROM order_lines WHERE order_id = p_order_id GROUP BY item_id) ordered
      WHERE ordered.qty > coalesce((
        SELECT sum(ii.qty) FROM consignment_invoice_items ii JOIN consignment_invoices ci ON ci.id = ii.consignment_invoice_id
        WHERE ci.order_id = p_order_id AND ii.item_id = ordered.item_id), 0)
    ) THEN 0
    ELSE 1
  END::smallint
$$;
