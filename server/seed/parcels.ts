// Demo parcel data (games 3.7, 3.8): every level of a sent demo sheet gets a tracking number and the
// inherited parcel attributes; the levels of received sheets get a tracking history (registered but
// not received ones have none: the detail shows them as 'nepodané'). The sheets get a parcel type,
// so the courier rule of games 9 (ek, epo, ems, epg) applies to some of them.
import type { Db } from '../db/types';
import { addTrackingEvents, trackingNumberOf } from '../services/sheets/tracking';

const PARCEL_TYPES = ['ek', 'b', 'epo', 'r', 'ems', 'zb', 'epg', 'pl'];

/** Recipients with real addresses; their zip is a seeded post branch (the delivery branch). */
const RECIPIENTS = [
  {
    name: 'Mária Kováčová',
    street: 'Hurbanova 5/1',
    zip: '01008',
    city: 'Žilina',
    phone: '+421 903 112 233',
  },
  {
    name: 'Peter Horváth',
    street: 'Obchodná 12',
    zip: '81106',
    city: 'Bratislava',
    phone: '+421 905 221 344',
  },
  { name: 'Zuzana Nagyová', street: 'Hlavná 48', zip: '04001', city: 'Košice', phone: '+421 907 334 455' },
  { name: 'Tomáš Baláž', street: 'Štefánikova 20', zip: '94901', city: 'Nitra', phone: '+421 908 445 566' },
  {
    name: 'Jana Szabóová',
    street: 'Námestie SNP 9',
    zip: '97401',
    city: 'Banská Bystrica',
    phone: '+421 915 556 677',
  },
  { name: 'Martin Lukáč', street: 'Hlavná 73', zip: '08001', city: 'Prešov', phone: '+421 917 667 788' },
];

const SERVICES = [['d'], ['vr', 'e'], [], ['f', 'd'], ['e'], ['n']];
/** The sender's branch (the company sends from Žilina) and the sorting centre. */
const ORIGIN = { stamp: '01001', name: 'Žilina 1' };
const SORTING = { stamp: '96001', name: 'Zvolen 1' };
const HOUR = 3_600_000;

export async function seedParcels(db: Db): Promise<void> {
  const sheets = await db.query<{ id: number | string; status: string; received_at: Date | string | null }>(
    `SELECT id, status, received_at FROM variants WHERE status <> 'draft' ORDER BY id`,
  );
  const posts = new Map(
    (await db.query<{ stamp: string; name: string }>('SELECT stamp, name FROM posts')).map((p) => [
      p.stamp,
      p.name,
    ]),
  );
  for (const [s, sheet] of sheets.entries()) {
    const sheetId = Number(sheet.id);
    await db.query(
      `UPDATE variants SET info = info || jsonb_build_object('parcelType', $2::text) WHERE id = $1`,
      [sheetId, PARCEL_TYPES[s % PARCEL_TYPES.length]],
    );
    const received = sheet.status === 'received' || sheet.status === 'confirmed';
    const handedOver = new Date(sheet.received_at ?? Date.now() - 120 * 24 * HOUR);
    const levels = await db.query<{ id: number | string }>(
      'SELECT id FROM levels WHERE variant_id = $1 ORDER BY seq',
      [sheetId],
    );
    const updates: { id: number; number: string; parcel: string }[] = [];
    for (const [k, level] of levels.entries()) {
      const levelId = Number(level.id);
      const number = trackingNumberOf(levelId);
      const r = RECIPIENTS[(s + k) % RECIPIENTS.length];
      const parcel = {
        'recipient.name': r.name,
        'recipient.street': r.street,
        'recipient.zip': r.zip,
        'recipient.city': r.city,
        'recipient.country': 'sk',
        'recipient.email': `${r.name
          .split(' ')[0]
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()}@example.sk`,
        'recipient.phone': r.phone,
        class: k % 3 === 0 ? 'c1' : 'c2',
        services: SERVICES[k % SERVICES.length],
        weight: Math.round((0.25 + ((levelId * 7) % 40) / 10) * 1000) / 1000,
        insurance: k % 2 === 0 ? 50 : null,
        store: 18,
        'cod.price': k % 4 === 1 ? 24.9 : null,
        'cod.type': k % 4 === 1 ? 'ppu' : null,
      };
      updates.push({ id: levelId, number, parcel: JSON.stringify(parcel) });
      if (!received) continue;
      const start = handedOver.getTime() + k * 0.5 * HOUR;
      const dest = { stamp: r.zip, name: posts.get(r.zip) ?? r.city };
      const delivered = k % 4 !== 3;
      await addTrackingEvents(db, number, [
        {
          detail: 'Zásielka bola podaná na pošte %s.',
          subst: ORIGIN.name,
          date: new Date(start),
          stamp: ORIGIN.stamp,
        },
        {
          detail: 'Zásielka bola spracovaná v triediacom centre %s.',
          subst: SORTING.name,
          date: new Date(start + 9 * HOUR),
          stamp: SORTING.stamp,
        },
        {
          detail: 'Zásielka je pripravená na vyzdvihnutie na pošte %s.',
          subst: dest.name,
          date: new Date(start + 26 * HOUR),
          stamp: dest.stamp,
        },
        delivered
          ? {
              detail: 'Zásielka bola doručená adresátovi %s.',
              subst: r.name,
              date: new Date(start + 29 * HOUR + 25 * 60_000),
              stamp: dest.stamp,
            }
          : {
              detail: 'Adresát nebol zastihnutý, zásielka je uložená na pošte %s.',
              subst: dest.name,
              date: new Date(start + 29 * HOUR),
              stamp: dest.stamp,
            },
      ]);
    }
    // The sheet's parcels in one statement (a first start seeds them all in its one transaction).
    await db.query(
      `UPDATE levels l SET tracking = u.number, info = l.info || u.parcel
       FROM unnest($1::bigint[], $2::text[], $3::jsonb[]) AS u(id, number, parcel) WHERE l.id = u.id`,
      [updates.map((u) => u.id), updates.map((u) => u.number), updates.map((u) => u.parcel)],
    );
  }
}
