-- Staff accounts and their sessions (tokens are stored as SHA-256 hashes only).
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE provinces (
  province_id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE cities (
  city_id integer PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces (province_id),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('Kota', 'Kabupaten'))
);

CREATE INDEX cities_province_id ON cities (province_id);

CREATE TABLE warehouses (
  id serial PRIMARY KEY,
  location_name text NOT NULL,
  latitude double precision,
  longitude double precision,
  address_line1 text,
  city_id integer REFERENCES cities (city_id),
  phone_number text,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX warehouses_location_name ON warehouses (lower(location_name));

CREATE TABLE delivery_methods (
  id integer PRIMARY KEY,
  courier_company text NOT NULL
);
