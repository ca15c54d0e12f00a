-- Games own variants ("sheets", "drafts"); variants own levels ("parcels", "tasks").
-- Schema-driven attributes live in info; columns that lists filter, sort or search on are real columns.
CREATE TABLE games (
  id bigserial PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT false,
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE variants (
  id bigserial PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'registered', 'received', 'confirmed', 'expired')),
  saved boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT false,
  number text,
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz
);
CREATE INDEX variants_game_idx ON variants (game_id);
CREATE INDEX variants_status_idx ON variants (status, id);

CREATE TABLE levels (
  id bigserial PRIMARY KEY,
  variant_id bigint NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  layout text NOT NULL DEFAULT '',
  segment text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT false,
  valid boolean NOT NULL DEFAULT false,
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz
);
CREATE INDEX levels_variant_idx ON levels (variant_id, seq);

CREATE SEQUENCE invoice_number_seq;
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  code text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  price numeric(12, 2),
  canceled boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'invoiced',
  variant_id bigint REFERENCES variants (id) ON DELETE SET NULL,
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_canceled_idx ON invoices (canceled, id);

CREATE TABLE vouchers (
  id bigserial PRIMARY KEY,
  promo text NOT NULL,
  variant_id bigint REFERENCES variants (id) ON DELETE SET NULL,
  game_id bigint REFERENCES games (id) ON DELETE SET NULL,
  wholegame boolean NOT NULL DEFAULT false,
  universal boolean NOT NULL DEFAULT false,
  usage integer NOT NULL DEFAULT 0,
  "limit" integer,
  expiration_date date,
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vouchers_promo_key ON vouchers (lower(promo));

CREATE TABLE images (
  id text PRIMARY KEY,
  type text NOT NULL,
  link text,
  pid text,
  mime text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
