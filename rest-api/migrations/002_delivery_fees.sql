-- Courier fees (spec 000 §3): what one service of a courier company charges from one city to another.
-- The REST names stay as the spec has them: code is the service name, origins is one city despite the plural.
CREATE TABLE delivery_fees (
  id serial PRIMARY KEY,
  delivery_method_id integer NOT NULL REFERENCES delivery_methods (id),
  code text NOT NULL,
  -- 0 domestic, 1 international
  delivery_type smallint NOT NULL CHECK (delivery_type IN (0, 1)),
  -- whole rupiah, unit_fees per kg
  fees integer NOT NULL CHECK (fees >= 0),
  unit_fees integer NOT NULL CHECK (unit_fees >= 0),
  origins integer NOT NULL REFERENCES cities (city_id),
  destination integer NOT NULL REFERENCES cities (city_id),
  -- where a parcel of this service is tracked
  website text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX delivery_fees_delivery_method_id ON delivery_fees (delivery_method_id);
