-- Fixed-window counters for rate limits (sign-in attempts, reset and sign-up requests). They live in the
-- database so that several server processes behind a load balancer share them.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
