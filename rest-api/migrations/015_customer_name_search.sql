-- The orders list's customer search at 100,000 orders (bench/scale.ts): a trigram index finds the customers
-- whose name holds a typed word (ILIKE '%word%'), so neither the customers nor, for a rare name, the orders are
-- read whole. concat_ws is not immutable, so the index holds the same text the other way (first_name is NOT
-- NULL); src/orders/store.ts writes the expression exactly so. pg_trgm is a trusted extension: the database's
-- owner may create it; the embedded database loads it in src/db/database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX customers_full_name_trgm ON customers
  USING gin ((first_name || coalesce(' ' || middle_name, '') || coalesce(' ' || last_name, '')) gin_trgm_ops);
