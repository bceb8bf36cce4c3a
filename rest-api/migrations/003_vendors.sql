-- Suppliers. The REST API answers the contact and bank details nested as VendorContact; one row per
-- vendor holds them, since a vendor has exactly one contact.
CREATE TABLE vendors (
  id serial PRIMARY KEY,
  company_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  last_name text,
  -- 0 male, 1 female (spec 000 §3).
  gender smallint CHECK (gender IN (0, 1)),
  email text,
  phone_number text,
  address text,
  account_name text,
  account_number text,
  bank_branch text,
  bank_name text,
  province_id integer REFERENCES provinces (province_id),
  city_id integer REFERENCES cities (city_id),
  postal_code text,
  tax_status text NOT NULL CHECK (tax_status IN ('PKP', 'Non PKP')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX vendors_company_name ON vendors (lower(company_name));
CREATE INDEX vendors_city_id ON vendors (city_id);
