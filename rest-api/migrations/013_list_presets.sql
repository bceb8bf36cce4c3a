-- Saved filter presets (issue 15): a staff user's named filters, search, sort and page size of one list,
-- stored by the server so they follow the user to another browser.
CREATE TABLE list_presets (
  id serial PRIMARY KEY,
  -- a user's presets go with the user
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the list's route path, e.g. /dashboard/orders
  list text NOT NULL,
  name text NOT NULL,
  -- the list's query string without `page` (e.g. status=PAYMENT_SUCCESS&orderby=DATE), as URLSearchParams writes it
  params text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Names are unique per user and list in any case; the index also serves "this user's presets of this list".
CREATE UNIQUE INDEX list_presets_name ON list_presets (user_id, list, lower(name));
