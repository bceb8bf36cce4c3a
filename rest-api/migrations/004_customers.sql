-- Customers. The REST API answers e-mail, phone and gender nested as CustomerContact; one row per
-- customer holds them. Orders create customers with names, phone and ship-to address only, so the
-- rest is optional.
CREATE TABLE customers (
  id serial PRIMARY KEY,
  company_name text,
  first_name text NOT NULL,
  middle_name text,
  last_name text,
  tax_status text CHECK (tax_status IN ('PKP', 'Non PKP')),
  type text CHECK (type IN ('individual', 'retailer', 'online_retailer', 'reseller', 'wholesaler', 'stockist')),
  email text,
  contact_no text,
  -- 0 male, 1 female (spec 000 §3).
  gender smallint CHECK (gender IN (0, 1)),
  address_line1 text,
  province_id integer REFERENCES provinces (province_id),
  city_id integer REFERENCES cities (city_id),
  postal_code text,
  invoice_address text,
  invoice_province integer REFERENCES provinces (province_id),
  invoice_city integer REFERENCES cities (city_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX customers_type ON customers (type);
CREATE INDEX customers_city_id ON customers (city_id);
CREATE INDEX customers_first_name ON customers (lower(first_name));
