-- Answer data (issue 10 item 4): the plays of the game app (a team's session of a sheet) and their
-- events, sent to POST /api/webapp/plays/events. Both are keyed by the app's own ids (ext_id), which
-- makes the ingestion idempotent. The insights of games 3.5 are computed from these two tables.
CREATE TABLE plays (
  id bigserial PRIMARY KEY,
  ext_id text NOT NULL UNIQUE,
  variant_id bigint NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  team text NOT NULL DEFAULT '',
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plays_variant_idx ON plays (variant_id);

CREATE TABLE play_events (
  id bigserial PRIMARY KEY,
  ext_id text NOT NULL UNIQUE,
  play_id bigint NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
  -- null for start and end; an event of a removed level goes with it
  level_id bigint REFERENCES levels (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('start', 'answer', 'hint', 'support', 'end')),
  at timestamptz NOT NULL,
  -- answers: the text as typed, its key (trimmed, lower case, without diacritics) and the app's verdict
  text text,
  answer_key text,
  correct boolean,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX play_events_level_idx ON play_events (level_id, play_id, at);
