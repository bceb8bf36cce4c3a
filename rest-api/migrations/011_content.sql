-- Content for the public website (spec 002 §3): retail partner locations ("where to buy"), FAQs in two
-- locales and their categories, recipes built from an ingredient list, and newsletter subscribers.

-- A shop that sells the products: a customer of the business, shown on the website's map.
CREATE TABLE retailer_locations (
  id serial PRIMARY KEY,
  -- a customer with shops cannot be deleted while they are listed (the customer delete answers 409)
  customer_id integer NOT NULL REFERENCES customers (id),
  -- free text, e.g. Supermarket, Toko, Online: the spec gives no fixed list
  retail_type text NOT NULL,
  display_name text NOT NULL,
  -- http(s) addresses only (checked by the REST API and the gateway)
  website text,
  whatsapp_link text,
  -- address of the uploaded 200x200 image under /media/
  image text,
  operational_hours text,
  display_phone text,
  address text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailer_locations_customer_id ON retailer_locations (customer_id);
CREATE INDEX retailer_locations_display_name ON retailer_locations (lower(display_name));

CREATE TABLE faq_categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Two categories differing only in case would be one category to a reader.
CREATE UNIQUE INDEX faq_categories_name ON faq_categories (lower(name));

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('id_ID', 'en_US')),
  -- a category in use cannot be deleted (the REST API answers 409 naming how many FAQs use it)
  faq_category_id integer NOT NULL REFERENCES faq_categories (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_faq_category_id ON faqs (faq_category_id);

CREATE TABLE recipe_categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The form sends a category by name (recipeCategoryName): the REST API finds it in any case or adds it.
CREATE UNIQUE INDEX recipe_categories_name ON recipe_categories (lower(name));

-- How a dish is cooked (GET /nutrition/cooking-type): a recipe's cooking method is one of these names.
CREATE TABLE cooking_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- The ingredient list (GET /nutrition, IngredientList) recipes choose from.
CREATE TABLE ingredients (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ingredients_name ON ingredients (lower(name));

CREATE TABLE recipes (
  id serial PRIMARY KEY,
  -- made by the REST API from the name, unique; the edit screen's address (/dashboard/edit/recipe/{slug})
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  recipe_name text NOT NULL,
  recipe_category_id integer NOT NULL REFERENCES recipe_categories (id),
  description text,
  -- portions
  serving_size integer NOT NULL CHECK (serving_size BETWEEN 1 AND 1000),
  cooking_method text NOT NULL,
  -- minutes from start to table
  serving_time integer NOT NULL CHECK (serving_time BETWEEN 1 AND 10080),
  age_range text NOT NULL CHECK (age_range IN ('normal_adult', '1-3years', '7-11mths')),
  -- rich text (HTML of the allowed tags only: the REST API sanitizes it before storing)
  instructions text,
  notes text,
  -- address of the uploaded image under /media/
  image text,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recipes_recipe_name ON recipes (lower(recipe_name));
CREATE INDEX recipes_recipe_category_id ON recipes (recipe_category_id);

-- A recipe's ingredients (RecipeLines), each once, with its amount in whole grams.
CREATE TABLE recipe_lines (
  id serial PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  -- an ingredient that recipes use cannot be deleted
  ingredient_id integer NOT NULL REFERENCES ingredients (id),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  UNIQUE (recipe_id, ingredient_id)
);
CREATE INDEX recipe_lines_ingredient_id ON recipe_lines (ingredient_id);

CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));
CREATE INDEX newsletter_subscribers_created_at ON newsletter_subscribers (created_at);
