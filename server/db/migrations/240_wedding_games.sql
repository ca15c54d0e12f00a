-- 'Svadobná hra' (game.json 'wedding', issue 31): the yes/no challenge offers the wedding roles (bride,
-- groom, groom and witness) only in a wedding game. A game one of whose levels already names such a
-- role is a wedding game, so nothing it offered before is taken away.
UPDATE games g SET info = jsonb_set(g.info, '{wedding}', 'true')
 WHERE EXISTS (
   SELECT 1 FROM variants v JOIN levels l ON l.variant_id = v.id
    WHERE v.game_id = g.id AND l.info->>'yes-no.target' IN ('Nevesta', 'Ženích', 'Ženích a svedok')
 );
