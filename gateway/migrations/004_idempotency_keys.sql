-- Idempotency keys (issue 35 §2, core/idempotency.ts): a mutation sent with an Idempotency-Key header runs once
-- per key and session; the answer it got is kept 24 h for the retries of the same request.
CREATE TABLE idempotency_keys (
  -- the session's key (the SHA-256 of its token): a key is only ever found again by the session that sent it
  scope text NOT NULL,
  key text NOT NULL,
  -- SHA-256 of the operation and its variables: a repeat must send the same
  request_hash text NOT NULL,
  -- the answer's HTTP status and body (JSON); both null while the first call runs
  status integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
-- Keys past their 24 h are deleted as new ones come.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
