-- Sessions ended by a logout through the gateway (issue 36 §3), refused until `refused_until` (when they would have
-- expired): the company's REST API may still accept their token. This table, not Redis, is the record every replica
-- asks, so a Redis outage or a Redis restarted empty brings no ended session back.
CREATE TABLE revoked_sessions (
  -- the session's key (core/session.ts RequestSession.key: the SHA-256 of its cookie, or of a token sent as a header)
  session_key text PRIMARY KEY,
  refused_until timestamptz NOT NULL
);
-- Logins delete the revocations past their end.
CREATE INDEX revoked_sessions_refused_until ON revoked_sessions (refused_until);
