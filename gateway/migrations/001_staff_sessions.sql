-- Who a session belongs to (issue 24): the company's REST API answers a login with a token and promises nothing
-- more, so the gateway keeps the staff it has seen sign in and which of them each token is.
CREATE TABLE staff (
  id serial PRIMARY KEY,
  -- the key a typed e-mail finds: trimmed and lower-cased
  email text NOT NULL UNIQUE CHECK (email = lower(trim(email))),
  -- the REST API's name for them when it gives one, else the e-mail
  name text NOT NULL
);

CREATE TABLE sessions (
  -- the token's SHA-256 in hex: the store holds no token that could be used
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
-- Logins delete the ended sessions.
CREATE INDEX sessions_expires_at ON sessions (expires_at);
