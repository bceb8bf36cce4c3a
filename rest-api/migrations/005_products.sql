-- The product catalogue (spec 000 §3). REST names stay as the spec has them (resaller_price, bpom_md…).
CREATE TABLE item_categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  product_type text NOT NULL DEFAULT 'single' CHECK (product_type IN ('single', 'bundle', 'special')),
  -- 0 Inactive, 1 Active, 2 Draft, 3 Pending (spec 000 §4)
  status smallint NOT NULL CHECK (status IN (0, 1, 2, 3)),
  name text NOT NULL,
  ecommerce_name text,
  whatsapp_name text,
  slug text NOT NULL,
  sku text NOT NULL,
  description text,
  -- rich text (HTML)
  content_box text,
  tag_script text,
  meta_title text,
  meta_description text,
  meta_keywords text,
  category_id integer REFERENCES item_categories (id),
  bpom_md text,
  barcode text,
  -- kilograms
  gross_weight double precision CHECK (gross_weight >= 0),
  net_weight double precision CHECK (net_weight >= 0),
  -- whole rupiah; empty until priced
  gross_price integer CHECK (gross_price >= 0),
  -- percent off the gross price
  discount_product smallint NOT NULL DEFAULT 0 CHECK (discount_product BETWEEN 0 AND 99),
  retail_price integer CHECK (retail_price >= 0),
  resaller_price integer CHECK (resaller_price >= 0),
  wholesaler_price integer CHECK (wholesaler_price >= 0),
  cost_price integer CHECK (cost_price >= 0),
  schedule_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- SKU and slug are unique whatever their case: "UDG-01" and "udg-01" are one code to staff.
CREATE UNIQUE INDEX products_sku_key ON products (lower(sku));
CREATE UNIQUE INDEX products_slug_key ON products (lower(slug));
CREATE INDEX products_name ON products (lower(name));
CREATE INDEX products_category_id ON products (category_id);

-- The products a bundle is made of. A product a bundle includes cannot be deleted (no cascade on item_id).
CREATE TABLE product_bundle_items (
  bundle_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES products (id),
  position smallint NOT NULL,
  PRIMARY KEY (bundle_id, item_id)
);

CREATE INDEX product_bundle_items_item_id ON product_bundle_items (item_id);

CREATE TABLE product_faqs (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  locale text NOT NULL DEFAULT 'id_ID' CHECK (locale = 'id_ID'),
  position smallint NOT NULL
);

CREATE INDEX product_faqs_product_id ON product_faqs (product_id);

-- Photos and video (ItemCatalogs): priority 0..2 are the image slots, 3 the video slot.
CREATE TABLE item_catalogs (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  media_url text NOT NULL,
  priority smallint NOT NULL CHECK (priority BETWEEN 0 AND 3),
  UNIQUE (product_id, priority)
);

-- Stock received into the product (ItemAssemblyLines); the stock is the sum of qty.
CREATE TABLE item_assembly_lines (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  qty integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX item_assembly_lines_product_id ON item_assembly_lines (product_id);
