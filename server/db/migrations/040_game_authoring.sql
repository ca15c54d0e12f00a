-- Game authoring (games 3.1-3.4, 7.1-7.3). A "sheet" is one variant together with its game; its id
-- is the variant id. games.info holds the game form (schemas/game.json), variants.info the variant
-- form (schemas/variant.json) plus the sender contact and server-set keys, levels.info the level
-- form (schemas/level.json).
-- variants.sender_id: the contact (users row) picked as the sender; its snapshot is info.sender.
ALTER TABLE variants ADD COLUMN sender_id bigint REFERENCES users (id) ON DELETE SET NULL;
-- variants.valid: the game and variant forms are both valid (levels are counted separately).
ALTER TABLE variants ADD COLUMN valid boolean NOT NULL DEFAULT false;
-- variants.counts: levels per filter {all, production, testing, invalid}, recomputed on every level write.
ALTER TABLE variants ADD COLUMN counts jsonb NOT NULL DEFAULT '{}';
-- variants.levels_rev: fingerprint of the level schema (and of deleted images) the levels' valid
-- flags were computed against; '' or a different value makes the next read re-evaluate them.
ALTER TABLE variants ADD COLUMN levels_rev text NOT NULL DEFAULT '';
-- levels.number: the numeric value of info.order (the level number), for the next free number and renumbering.
ALTER TABLE levels ADD COLUMN number integer;
CREATE INDEX levels_variant_valid_idx ON levels (variant_id, valid);
CREATE INDEX variants_updated_idx ON variants (status, updated_at DESC, id DESC);
