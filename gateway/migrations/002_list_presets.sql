-- Saved filter presets (issue 15): a staff member's named filters, search, sort and page size of one list, kept by
-- the gateway so they follow the staff member to another browser (the company's REST API has no place for them).
CREATE TABLE list_presets (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  -- the list's route path, e.g. /dashboard/orders
  list text NOT NULL,
  name text NOT NULL,
  -- the list's query string without `page` (e.g. status=PAYMENT_SUCCESS&orderby=DATE), as URLSearchParams writes it
  params text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Names are unique per staff member and list in any case; the index also serves "their presets of this list".
CREATE UNIQUE INDEX list_presets_name ON list_presets (staff_id, list, lower(name));
