-- Samples and testers (spec 001 §3, §4): product sent free of charge to a customer or a vendor. A tester is a
-- sample whose purpose is 'tester': the Testers screen lists those and records whether the tester was
-- accepted (tester_status), which only a Pending tester can change.
CREATE TABLE samples (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  vendor_id integer REFERENCES vendors (id),
  purpose text NOT NULL CHECK (purpose IN ('review', 'replacement', 'training', 'development', 'giveaway', 'photoshoot',
    'media', 'marketing', 'sponsorship', 'tester')),
  -- spec 001 §4: a payment status when created (payment_success) or set in the detail dialog, the shipment
  -- status when saved by the edit form
  status text NOT NULL DEFAULT 'payment_success'
    CHECK (status IN ('payment_pending', 'payment_success', 'canceled', 'payment_expired', 'Processed', 'Label Printed', 'Shipped',
      'Completed', 'Canceled', 'Booked', 'Confirmed', 'Allocated', 'Out_for_delivery', 'Delivered', 'Out_for_pickup',
      'Picked', 'On_hold', 'Rejected')),
  ship_status text NOT NULL DEFAULT 'Processed'
    CHECK (ship_status IN ('Processed', 'Label Printed', 'Shipped', 'Completed', 'Canceled', 'Booked', 'Confirmed', 'Allocated',
      'Out_for_delivery', 'Delivered', 'Out_for_pickup', 'Picked', 'On_hold', 'Rejected')),
  -- set to Pending whenever the purpose is (or becomes) tester; null for other samples
  tester_status text CHECK (tester_status IN ('Pending', 'Accepted', 'Rejected')),
  -- the phone typed on the sample form (prefilled from the recipient), international form
  contact_no text,
  shipto_address1 text NOT NULL,
  city_id integer REFERENCES cities (city_id),
  province_id integer REFERENCES provinces (province_id),
  postal_code text,
  ship_from_location_id integer NOT NULL REFERENCES warehouses (id),
  delivery_method_id integer NOT NULL DEFAULT 1 REFERENCES delivery_methods (id),
  tracking_code text,
  shipment_date date,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- exactly one recipient
  CHECK ((customer_id IS NULL) <> (vendor_id IS NULL)),
  CHECK ((purpose = 'tester') = (tester_status IS NOT NULL))
);

CREATE INDEX samples_created_at ON samples (created_at);
CREATE INDEX samples_shipment_date ON samples (shipment_date);
CREATE INDEX samples_ship_from_status ON samples (ship_from_location_id, ship_status);
CREATE INDEX samples_tester_status ON samples (tester_status) WHERE tester_status IS NOT NULL;

-- A product still on a sample cannot be deleted (no cascade on item_id). Samples are free: price is 0.
CREATE TABLE sample_lines (
  id serial PRIMARY KEY,
  sample_id integer NOT NULL REFERENCES samples (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES products (id),
  qty integer NOT NULL CHECK (qty > 0),
  position smallint NOT NULL
);

CREATE INDEX sample_lines_sample_id ON sample_lines (sample_id);
CREATE INDEX sample_lines_item_id ON sample_lines (item_id);

-- Returns of orders (spec 001 §3): goods of an order coming back to a warehouse (ship_to_location_id), with
-- money returned to the customer. Every return brings its lines back into stock on its return date; the
-- action says what the customer got: a replacement ('return') or their money ('refund').
CREATE TABLE returns (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  -- the courier bringing the goods back
  delivery_method_id integer REFERENCES delivery_methods (id),
  ship_to_location_id integer NOT NULL REFERENCES warehouses (id),
  action text NOT NULL CHECK (action IN ('return', 'refund')),
  money_returned integer NOT NULL DEFAULT 0 CHECK (money_returned >= 0),
  -- spec 001 §4 shows no transitions: a return is recorded when its goods come back
  status text NOT NULL DEFAULT 'Received' CHECK (status IN ('Received')),
  return_date date NOT NULL DEFAULT current_date,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX returns_order_id ON returns (order_id);
CREATE INDEX returns_created_at ON returns (created_at);
CREATE INDEX returns_ship_to_date ON returns (ship_to_location_id, return_date);

-- A returned line names a line of the order by its product; price is what the order charged per unit.
CREATE TABLE return_lines (
  id serial PRIMARY KEY,
  return_id integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES products (id),
  qty integer NOT NULL CHECK (qty > 0),
  price integer NOT NULL CHECK (price >= 0),
  position smallint NOT NULL
);

CREATE INDEX return_lines_return_id ON return_lines (return_id);
CREATE INDEX return_lines_item_id ON return_lines (item_id);
