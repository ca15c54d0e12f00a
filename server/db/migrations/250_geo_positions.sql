-- Positions on the map (field type geo): the level form gets 'position' ('Poloha úlohy') after 'order',
-- the variant form 'start' ('Štart hry') after 'contract', as in schemas/level.json and variant.json.
-- Where the version in force came from the files, the start-up records the changed files as the next
-- version (services/schemas/runtime.ts). Where somebody published a version on top (studio, CLI,
-- rollback), the files do not replace it: this adds the two fields to that version as a new version
-- of source 'migration', keeping everything else of it (key order included; files is json). A form
-- that already has a field of that id (at any depth) is left as it is; a section the form lacks is
-- left out. Stored records are not touched: the old free-text fields keep their values.
-- The hash of such a version is 'migration:' + md5 of its text: unique per content, which is what the
-- compile cache needs; only versions of source 'files' are compared with the files' hash.
ALTER TABLE schema_versions DROP CONSTRAINT schema_versions_source_check;
ALTER TABLE schema_versions ADD CONSTRAINT schema_versions_source_check
  CHECK (source IN ('files', 'studio', 'cli', 'rollback', 'migration'));

-- The form with `field` inserted after the top-level field `after_id` (at the end when there is none).
CREATE FUNCTION migration_250_add_field(form json, field json, after_id text) RETURNS json LANGUAGE sql AS $$
  SELECT CASE
    WHEN form IS NULL OR json_typeof(form -> 'fields') IS DISTINCT FROM 'array' THEN form
    WHEN jsonb_path_exists(form::jsonb, '$.fields.** ? (@.id == $id)', jsonb_build_object('id', field ->> 'id'))
      THEN form
    ELSE (
      SELECT json_object_agg(k, CASE WHEN k = 'fields' THEN (
          SELECT json_agg(e ORDER BY pos)
            FROM (
              SELECT f.value AS e, f.ord::numeric AS pos
                FROM json_array_elements(form -> 'fields') WITH ORDINALITY AS f(value, ord)
              UNION ALL
              SELECT (
                  SELECT json_object_agg(x.fk, x.fv ORDER BY x.fo)
                    FROM json_each(field) WITH ORDINALITY AS x(fk, fv, fo)
                   WHERE x.fk <> 'section' OR EXISTS (
                     SELECT 1 FROM json_array_elements(
                         CASE WHEN json_typeof(form -> 'sections') = 'array' THEN form -> 'sections' ELSE '[]'::json END
                       ) AS s(value)
                      WHERE s.value ->> 'id' = field ->> 'section')
                ),
                coalesce((
                  SELECT f.ord FROM json_array_elements(form -> 'fields') WITH ORDINALITY AS f(value, ord)
                   WHERE f.value ->> 'id' = after_id LIMIT 1
                ), 1000000000) + 0.5
            ) AS placed
        ) ELSE v END ORDER BY o)
        FROM json_each(form) WITH ORDINALITY AS t(k, v, o)
    )
  END
$$;

-- The set of files with the form `name` replaced by `form` (unchanged when `form` is null).
CREATE FUNCTION migration_250_set_form(files json, name text, form json) RETURNS json LANGUAGE sql AS $$
  SELECT json_object_agg(k, CASE WHEN k = 'forms' AND form IS NOT NULL THEN (
      SELECT json_object_agg(fk, CASE WHEN fk = name THEN form ELSE fv END ORDER BY fo)
        FROM json_each(v) WITH ORDINALITY AS f(fk, fv, fo)
    ) ELSE v END ORDER BY o)
    FROM json_each(files) WITH ORDINALITY AS t(k, v, o)
$$;

WITH latest AS (
  SELECT id, source, files,
         migration_250_set_form(
           migration_250_set_form(files, 'level', migration_250_add_field(files #> '{forms,level}',
             json_build_object('id', 'position', 'type', 'geo', 'label', 'Poloha úlohy', 'section', 'content',
               'defaultRadius', 25,
               'hint', 'Kde hráč úlohu nájde: kliknite do mapy alebo zadajte zemepisnú šírku a dĺžku; polomer je okruh okolo bodu v metroch.'),
             'order')),
           'variant', migration_250_add_field(files #> '{forms,variant}',
             json_build_object('id', 'start', 'type', 'geo', 'label', 'Štart hry', 'section', 'settings',
               'defaultRadius', 25,
               'hint', 'Miesto, kde hra začína: kliknite do mapy alebo zadajte zemepisnú šírku a dĺžku.'),
             'contract')) AS upgraded
    FROM schema_versions ORDER BY id DESC LIMIT 1
), inserted AS (
  INSERT INTO schema_versions (source, note, base_id, hash, files)
  SELECT 'migration', 'Polohy na mape: Poloha úlohy a Štart hry (aktualizácia aplikácie)', id,
         'migration:' || md5(upgraded::text), upgraded
    FROM latest
   WHERE source <> 'files' AND upgraded::jsonb <> files::jsonb
  RETURNING id, source, note
)
INSERT INTO change_log (record_type, record_id, action, schema_version, changes)
SELECT 'schema', id, 'create', id,
       jsonb_build_object('source', jsonb_build_array(NULL, source), 'note', jsonb_build_array(NULL, note))
  FROM inserted;

DROP FUNCTION migration_250_add_field(json, json, text);
DROP FUNCTION migration_250_set_form(json, text, json);
