-- Internal transfers (spec 000 §3, 001 §3): every stock movement that is not an order. Stock itself is
-- never stored: it is the sum of the movements (src/stock/ledger.ts).
CREATE TABLE internal_transfers (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('purchases', 'inter_warehouse', 'adjustment', 'purchase_return')),
  -- shipment date: stock leaves the source on it
  from_date date NOT NULL,
  -- received date: stock reaches the destination on it
  to_date date NOT NULL,
  memo text,
  vendor_id integer REFERENCES vendors (id),
  to_vendor_id integer REFERENCES vendors (id),
  ship_from_location_id integer REFERENCES warehouses (id),
  ship_to_location_id integer REFERENCES warehouses (id),
  delivery_method_id integer REFERENCES delivery_methods (id),
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ship_from_location_id IS DISTINCT FROM ship_to_location_id OR ship_from_location_id IS NULL)
);

CREATE INDEX internal_transfers_to_date ON internal_transfers (to_date);
CREATE INDEX internal_transfers_from_location ON internal_transfers (ship_from_location_id, from_date);
CREATE INDEX internal_transfers_to_location ON internal_transfers (ship_to_location_id, to_date);

-- A product still moved by a transfer cannot be deleted (no cascade on item_id).
CREATE TABLE internal_transfer_lines (
  id serial PRIMARY KEY,
  internal_transfer_id integer NOT NULL REFERENCES internal_transfers (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES products (id),
  -- signed for adjustments, positive otherwise
  qty integer NOT NULL CHECK (qty <> 0),
  price integer CHECK (price >= 0),
  memo text,
  -- the stock counted on the shelf, when the line is a real-stock correction
  counted_qty integer CHECK (counted_qty >= 0),
  position smallint NOT NULL
);

CREATE INDEX internal_transfer_lines_transfer ON internal_transfer_lines (internal_transfer_id);
CREATE INDEX internal_transfer_lines_item ON internal_transfer_lines (item_id);

-- The stock count reads shipped and pending order lines by warehouse and day.
CREATE INDEX orders_ship_from_status ON orders (ship_from_location_id, ship_status);
