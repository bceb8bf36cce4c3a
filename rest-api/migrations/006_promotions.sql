-- Promotions (spec 000 §3). The REST names stay as the spec has them; the columns say what each holds.
-- promo_type: percent (promo_value is a percentage), rounded (promo_value is whole rupiah off),
-- freeshipping (no value). max_promo caps what a percent or free-shipping promotion takes off.
-- terms says what the condition measures; promo_condition compares it with max_amount for '<',
-- with amount for '>', and min_transaction holds the threshold of the minTransaction terms (no condition).
CREATE TABLE promotions (
  id serial PRIMARY KEY,
  platform text NOT NULL,
  promo_name text NOT NULL,
  promo_code text NOT NULL,
  promo_type text NOT NULL CHECK (promo_type IN ('percent', 'rounded', 'freeshipping')),
  promo_value integer CHECK (promo_value >= 0),
  max_promo integer CHECK (max_promo >= 0),
  -- 1 on, 0 off (spec 000 §4), as the default-promotion flag
  promo_status smallint NOT NULL DEFAULT 1 CHECK (promo_status IN (0, 1)),
  promotion_default smallint NOT NULL DEFAULT 0 CHECK (promotion_default IN (0, 1)),
  valid_from date NOT NULL,
  valid_until date NOT NULL CHECK (valid_until >= valid_from),
  description text,
  -- the terms and conditions text shown to customers
  rule text,
  terms text NOT NULL CHECK (terms IN ('qty', 'price', 'minTransaction')),
  promo_condition text CHECK (promo_condition IN ('<', '>')),
  amount integer CHECK (amount >= 0),
  max_amount integer CHECK (max_amount >= 0),
  min_transaction integer CHECK (min_transaction >= 0),
  quota integer NOT NULL CHECK (quota >= 0),
  used_quota integer NOT NULL DEFAULT 0 CHECK (used_quota >= 0 AND used_quota <= quota),
  -- address of the uploaded image under /media/
  promo_image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Customers type codes in any case, so two codes that differ only in case would be the same code.
CREATE UNIQUE INDEX promotions_promo_code ON promotions (lower(promo_code));
CREATE INDEX promotions_promo_name ON promotions (lower(promo_name));
