-- Level/parcel detail and courier orders (games 2.12, 2.15, 3.7, 3.8, 3.10, 7.4, 7.6).
-- Post branches: the posts reference data of 010_places gets the branch detail of GET posts/detail/{stamp}.
-- A branch's stamp (the post-office stamp on tracking events) is its zip without the space ('01001').
ALTER TABLE posts ADD COLUMN stamp text GENERATED ALWAYS AS (replace(zip, ' ', '')) STORED;
ALTER TABLE posts ADD COLUMN street text NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN city text NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN phone text NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN lat double precision;
ALTER TABLE posts ADD COLUMN lng double precision;
-- hours: {mo, tu, we, th, fr, sa, su} → alternating from/to times, e.g. ["08:00", "12:00", "13:00", "17:00"].
ALTER TABLE posts ADD COLUMN hours jsonb NOT NULL DEFAULT '{}';
CREATE UNIQUE INDEX posts_stamp_idx ON posts (stamp);

-- Every seeded branch: the city of its name, a position near the town centre (spread by the zip so two
-- branches of a town do not overlap), a street (a real one of that zip from addresses when known), the
-- town's phone area code, and opening hours (main branches longer and on Saturday).
UPDATE posts p SET
  city = c.city,
  lat = round((c.lat + ((right(p.stamp, 2)::int % 7) - 3) * 0.0041)::numeric, 6),
  lng = round((c.lng + ((right(p.stamp, 2)::int % 5) - 2) * 0.0057)::numeric, 6),
  phone = '+421 ' || c.area || ' ' || lpad(((right(p.stamp, 3)::int * 37 + 100) % 900 + 100)::text, 3, '0') || ' ' || lpad(((p.stamp::int * 13) % 900 + 100)::text, 3, '0'),
  street = coalesce(
    (SELECT a.street || ' ' || a.number FROM addresses a WHERE a.zip = p.zip ORDER BY a.id LIMIT 1),
    (ARRAY['Hlavná', 'Poštová', 'Štúrova', 'Námestie SNP', 'Hviezdoslavova', 'Kollárova', 'Námestie slobody',
           'Mierová', 'Sládkovičova', 'Partizánska'])[(right(p.stamp, 2)::int % 10) + 1]
      || ' ' || ((right(p.stamp, 3)::int % 40) + 1)::text),
  hours = CASE WHEN p.name !~ ' [0-9]+$' OR p.name ~ ' 1$' THEN
      '{"mo":["07:30","18:00"],"tu":["07:30","18:00"],"we":["07:30","18:00"],"th":["07:30","18:00"],"fr":["07:30","18:00"],"sa":["08:00","11:00"],"su":[]}'::jsonb
    ELSE
      '{"mo":["08:00","12:00","13:00","17:00"],"tu":["08:00","12:00","13:00","17:00"],"we":["08:00","12:00","13:00","18:00"],"th":["08:00","12:00","13:00","17:00"],"fr":["08:00","12:00","13:00","16:00"],"sa":[],"su":[]}'::jsonb
    END
FROM (VALUES
  ('Banská Bystrica', 48.7363, 19.1462, '48'), ('Banská Štiavnica', 48.4586, 18.8931, '45'),
  ('Bardejov', 49.2918, 21.2727, '54'), ('Bojnice', 48.7800, 18.5864, '46'), ('Bratislava', 48.1486, 17.1077, '2'),
  ('Brezno', 48.8036, 19.6381, '48'), ('Bytča', 49.2226, 18.5584, '41'), ('Bánovce nad Bebravou', 48.7190, 18.2580, '38'),
  ('Detva', 48.5572, 19.4188, '45'), ('Dolný Kubín', 49.2098, 19.2960, '43'), ('Dubnica nad Váhom', 48.9596, 18.1684, '42'),
  ('Dunajská Streda', 47.9929, 17.6189, '31'), ('Galanta', 48.1902, 17.7270, '31'), ('Giraltovce', 49.1135, 21.5167, '54'),
  ('Hlohovec', 48.4311, 17.8031, '33'), ('Humenné', 48.9371, 21.9063, '57'), ('Ilava', 48.9977, 18.2300, '42'),
  ('Kežmarok', 49.1350, 20.4300, '52'), ('Komárno', 47.7631, 18.1203, '35'), ('Košice', 48.7164, 21.2611, '55'),
  ('Kysucké Nové Mesto', 49.3000, 18.7858, '41'), ('Levice', 48.2156, 18.6071, '36'), ('Levoča', 49.0228, 20.5884, '53'),
  ('Lipany', 49.1539, 20.9619, '51'), ('Liptovský Mikuláš', 49.0833, 19.6122, '44'), ('Lučenec', 48.3309, 19.6671, '47'),
  ('Malacky', 48.4361, 17.0181, '34'), ('Martin', 49.0636, 18.9214, '43'), ('Michalovce', 48.7543, 21.9195, '56'),
  ('Moldava nad Bodvou', 48.6143, 20.9999, '55'), ('Myjava', 48.7538, 17.5683, '34'), ('Nitra', 48.3069, 18.0864, '37'),
  ('Nové Mesto nad Váhom', 48.7577, 17.8300, '32'), ('Nové Zámky', 47.9854, 18.1619, '35'), ('Námestovo', 49.4075, 19.4803, '43'),
  ('Partizánske', 48.6286, 18.3745, '38'), ('Pezinok', 48.2892, 17.2664, '33'), ('Piešťany', 48.5918, 17.8272, '33'),
  ('Poprad', 49.0614, 20.2980, '52'), ('Považská Bystrica', 49.1214, 18.4264, '42'), ('Prešov', 48.9985, 21.2339, '51'),
  ('Prievidza', 48.7745, 18.6274, '46'), ('Púchov', 49.1238, 18.3264, '42'), ('Rajec', 49.0890, 18.6340, '41'),
  ('Rimavská Sobota', 48.3826, 20.0220, '47'), ('Rožňava', 48.6604, 20.5316, '58'), ('Ružomberok', 49.0748, 19.3034, '44'),
  ('Sabinov', 49.1033, 21.0979, '51'), ('Senec', 48.2196, 17.4001, '2'), ('Senica', 48.6794, 17.3667, '34'),
  ('Sereď', 48.2865, 17.7350, '31'), ('Skalica', 48.8449, 17.2261, '34'), ('Snina', 48.9881, 22.1567, '57'),
  ('Sobrance', 48.7446, 22.1813, '56'), ('Spišská Nová Ves', 48.9446, 20.5615, '53'), ('Stará Ľubovňa', 49.2986, 20.6864, '52'),
  ('Stropkov', 49.2022, 21.6514, '54'), ('Svidník', 49.3056, 21.5678, '54'), ('Topoľčany', 48.5613, 18.1754, '38'),
  ('Trebišov', 48.6285, 21.7196, '56'), ('Trenčín', 48.8945, 18.0444, '32'), ('Trnava', 48.3774, 17.5883, '33'),
  ('Turčianske Teplice', 48.8620, 18.8617, '43'), ('Tvrdošín', 49.3370, 19.5560, '43'), ('Vranov nad Topľou', 48.8880, 21.6844, '57'),
  ('Vrútky', 49.1131, 18.9195, '43'), ('Vysoké Tatry', 49.1390, 20.2209, '52'), ('Zlaté Moravce', 48.3850, 18.3990, '37'),
  ('Zvolen', 48.5762, 19.1371, '45'), ('Čadca', 49.4380, 18.7900, '41'), ('Šaľa', 48.1512, 17.8809, '31'),
  ('Štúrovo', 47.7990, 18.7170, '36'), ('Žiar nad Hronom', 48.5915, 18.8534, '45'), ('Žilina', 49.2231, 18.7394, '41')
) AS c(city, lat, lng, area)
WHERE regexp_replace(p.name, ' [0-9]+$', '') = c.city;

-- Tracking events of a parcel (games 3.8): detail with a %s slot, subst put into it, date (UTC), stamp.
CREATE TABLE tracking_events (
  id bigserial PRIMARY KEY,
  number text NOT NULL,
  detail text NOT NULL,
  subst text NOT NULL DEFAULT '',
  date timestamptz NOT NULL,
  stamp text
);
CREATE INDEX tracking_events_number_idx ON tracking_events (number, date, id);

-- levels.tracking: the parcel (tracking) number of a level of a sent sheet (games 3.3 'tracking').
ALTER TABLE levels ADD COLUMN tracking text;
CREATE INDEX levels_tracking_idx ON levels (tracking) WHERE tracking IS NOT NULL;

-- Courier orders (games 2.15, 3.10, 7.4): info = fields of schemas/courier.json; one active order per sheet.
CREATE TABLE courier_orders (
  id bigserial PRIMARY KEY,
  variant_id bigint NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'canceled')),
  info jsonb NOT NULL DEFAULT '{}',
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX courier_orders_active_idx ON courier_orders (variant_id) WHERE status = 'active';
