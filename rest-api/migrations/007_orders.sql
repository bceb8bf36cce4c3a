-- Sales orders (spec 001 §3). OrderStatus is the payment status; ShipStatus the shipment status.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  order_date date NOT NULL DEFAULT current_date,
  shipment_date date,
  order_status text NOT NULL DEFAULT 'payment_pending'
    CHECK (order_status IN ('payment_pending', 'payment_success', 'canceled', 'payment_expired')),
  ship_status text NOT NULL DEFAULT 'Processed'
    CHECK (ship_status IN ('Processed', 'Label Printed', 'Shipped', 'Completed', 'Canceled', 'Booked', 'Confirmed', 'Allocated',
      'Out_for_delivery', 'Delivered', 'Out_for_pickup', 'Picked', 'On_hold', 'Rejected')),
  sales_type text CHECK (sales_type IN ('tokopedia', 'shopee', 'bukalapak', 'blibli', 'jdid', 'lazada', 'whatsapp',
    'whatsapp_catalog', 'instagram', 'tiktok', 'orami', 'amazon', 'crystal web')),
  customer_type text CHECK (customer_type IN ('individual', 'retailer', 'online_retailer', 'reseller', 'wholesaler', 'stockist')),
  ship_from_location_id integer REFERENCES warehouses (id),
  delivery_method_id integer REFERENCES delivery_methods (id),
  shipto_address text,
  city_id integer REFERENCES cities (city_id),
  province_id integer REFERENCES provinces (province_id),
  postal_code text,
  -- percent of the sub total
  tax smallint NOT NULL DEFAULT 0 CHECK (tax BETWEEN 0 AND 100),
  delivery_fee integer NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0),
  grand_total integer NOT NULL DEFAULT 0,
  memo text,
  invoice_no text,
  tracking_code text,
  shipping_method text,
  payment_method text,
  jubelio_synced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_order_date ON orders (order_date);
CREATE INDEX orders_customer_id ON orders (customer_id);

-- A product still on an order cannot be deleted (no cascade on item_id).
CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES products (id),
  qty integer NOT NULL CHECK (qty > 0),
  -- whole rupiah per unit; empty means the product's retail price
  price integer CHECK (price >= 0),
  position smallint NOT NULL
);

CREATE INDEX order_lines_order_id ON order_lines (order_id);
CREATE INDEX order_lines_item_id ON order_lines (item_id);
