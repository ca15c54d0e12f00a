// Demo data of the games list (issue 11): the demo sheets get sent dates across the last 3 months,
// and further sheets fill every tab and status (registered, received, confirmed, expired, saved
// drafts) with levels of several layouts, authored by the administrators (the author filter). Every
// form value goes through the field engine (formValues), as in content.ts.
import type { Db } from '../db/types';
import type { LoadedForms } from '../services/records/forms';
import { searchDocument } from '../services/platform/search-text';
import { findUserById } from '../services/records/users';
import { refreshSheetValidity, senderFromContact } from '../services/sheets/sheets';
import { numberOfOrder, revalidateLevels } from '../services/sheets/levels';
import { demoFrameImage } from './images';
import { formValues, levelInput } from './form-values';
import { LEVEL_POOL } from './game-levels';

type Status = 'draft' | 'registered' | 'received' | 'confirmed' | 'expired';

/** [game name, location, category, status, days ago sent (created for drafts), labeler] */
const SHEETS: [string, string, string, Status, number, boolean][] = [
  ['Kysucké povesti', 'Čadca, Námestie slobody', 'ZILINA', 'registered', 2, true],
  ['Oravský hradný okruh', 'Oravský Podzámok', 'HRY', 'registered', 9, false],
  ['Trenčianska studňa lásky', 'Trenčín, Mierové námestie', 'HRY', 'registered', 23, true],
  ['Rajecké kúpele', 'Rajecké Teplice', 'ZILINA', 'registered', 41, false],
  ['Nitrianske tajomstvá', 'Nitra, Svätoplukovo námestie', 'HRY', 'registered', 67, false],
  ['Banskoštiavnické štôlne', 'Banská Štiavnica', 'HRY', 'received', 5, false],
  ['Firemný deň v Tatrách', 'Starý Smokovec', 'TEAMBUILDING', 'received', 18, true],
  ['Budatínsky drotár', 'Žilina, Budatín', 'ZILINA', 'received', 34, false],
  ['Levočská biela pani', 'Levoča, Námestie Majstra Pavla', 'HRY', 'received', 52, false],
  ['Košická zlatá cesta', 'Košice, Hlavná ulica', 'HRY', 'confirmed', 12, false],
  ['Svadba na Strečne', 'Strečno', 'HRY', 'confirmed', 29, true],
  ['Tímová výzva Piešťany', 'Piešťany, kúpeľný ostrov', 'TEAMBUILDING', 'confirmed', 47, false],
  ['Vlkolínec a drevenice', 'Vlkolínec', 'ZILINA', 'confirmed', 75, false],
  ['Zimná rozprávka Terchová', 'Terchová', 'ZILINA', 'expired', 61, false],
  ['Jesenný okruh Martinom', 'Martin', 'HRY', 'expired', 70, false],
  ['Teambuilding Liptov', 'Liptovský Mikuláš', 'TEAMBUILDING', 'expired', 80, false],
  ['Stará Bratislava v noci', 'Bratislava, Michalská brána', 'HRY', 'expired', 88, true],
  ['Školský výlet Súľov', 'Súľovské skaly', 'ZILINA', 'draft', 3, false],
  ['Rodinná hra Bojnice', 'Bojnice', 'HRY', 'draft', 15, false],
  ['Firemná regata Šírava', 'Zemplínska šírava', 'TEAMBUILDING', 'draft', 38, false],
  ['Svadobné hádanky Ružomberok', 'Ružomberok', 'HRY', 'draft', 56, false],
];

const daysAgo = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

export async function seedGamesList(db: Db, forms: LoadedForms): Promise<void> {
  // The demo sheets of content.ts: sent at different days of the last 3 months.
  await db.query(
    `UPDATE variants SET sent_at = now() - ((id * 11) % 80 + 1) * interval '1 day',
            received_at = CASE WHEN received_at IS NULL THEN NULL ELSE now() - ((id * 11) % 80) * interval '1 day' END
      WHERE status <> 'draft'`,
  );
  const admins = (
    await db.query<{ id: number | string }>("SELECT id FROM users WHERE type = 'administrator' ORDER BY id")
  ).map((r) => Number(r.id));
  let pool = 0;
  for (const [k, [name, location, category, status, days, labeler]] of SHEETS.entries()) {
    const authorId = admins.length ? admins[k % admins.length] : null;
    const author = authorId !== null ? await findUserById(db, authorId) : undefined;
    const sender = author ? senderFromContact(author) : undefined;
    const gameInfo = await formValues(db, forms, 'game', {
      name,
      category,
      active: status !== 'draft',
      textDuration: `${2 + (k % 3)} hodiny`,
      distance: 2 + (k % 5),
      location,
      description: `${name}: úlohy v teréne pre tímy od 2 do 6 hráčov.`,
    });
    const sent = status === 'draft' ? null : daysAgo(days);
    const created = daysAgo(days + (status === 'draft' ? 0 : 4), 9);
    const g = await db.one<{ id: number | string }>(
      `INSERT INTO games (name, category, active, info, search, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [name, category, status !== 'draft', gameInfo, searchDocument([name, location]), created],
    );
    const variantName = ['Rodinná', 'Klasická', 'Expert', 'Firemná'][k % 4];
    const extended = `${variantName} (${8 + (k % 5)} úloh)`;
    const info = {
      ...(await formValues(db, forms, 'variant', {
        name: variantName,
        price: 29 + (k % 6) * 10,
        minDuration: 60,
        avgDuration: 90 + (k % 4) * 10,
        maxDuration: 150,
        active: status === 'received' || status === 'confirmed',
        labeler,
        'frame-image': demoFrameImage(),
      })),
      variantNameExtended: extended,
      ...(sender ? { sender } : {}),
    };
    const received = status === 'received' || status === 'confirmed';
    const v = await db.one<{ id: number | string }>(
      `INSERT INTO variants (game_id, author_id, sender_id, name, status, saved, active, number, info, search,
                             created_at, updated_at, sent_at, received_at)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9, $10, $10, $11, $12) RETURNING id`,
      [
        Number(g!.id),
        authorId,
        sender ? authorId : null,
        variantName,
        status,
        received,
        status === 'draft' ? null : `H-2026-${String(100 + k)}`,
        info,
        searchDocument([variantName, extended]),
        created,
        sent,
        received && sent ? new Date(sent.getTime() + 2 * 86_400_000) : null,
      ],
    );
    const variantId = Number(v!.id);
    const count = 8 + (k % 5);
    for (let seq = 1; seq <= count; seq++) {
      const level = LEVEL_POOL[pool++ % LEVEL_POOL.length];
      const order = String(seq);
      const levelInfo = await formValues(db, forms, 'level', levelInput(level, order));
      await db.query(
        `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
         VALUES ($1, $2, $3, '', $4, true, $5, $6, $7)`,
        [
          variantId,
          seq,
          String(levelInfo.layout),
          levelInfo.active === true,
          numberOfOrder(order),
          levelInfo,
          searchDocument([order, level.name, level.question]),
        ],
      );
    }
    await revalidateLevels(db, forms, variantId);
    await refreshSheetValidity(db, forms, Number(g!.id));
  }
}
