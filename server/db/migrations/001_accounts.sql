-- Users are both the people who sign in and the contacts listed under "Používatelia".
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text,
  password_hash text,
  perms text[] NOT NULL DEFAULT '{}',
  type text NOT NULL DEFAULT 'player' CHECK (type IN ('player', 'editor', 'administrator')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'disabled')),
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX users_type_idx ON users (type, id);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  euser_id bigint REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reset', 'activate')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
