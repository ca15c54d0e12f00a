// Demo content (outside production, once, on an empty database): games with variants and levels,
// Slovak contacts, invoices and vouchers. Every form record goes through the field engine, so the
// demo data is exactly what the forms would have stored; a value the schema refuses stops the seed.
import type { Db } from '../db/types';
import type { UserType } from '../services/auth/accounts';
import { insertContact } from '../services/records/contacts';
import { getForms, type LoadedForms } from '../services/records/forms';
import { cancelInvoice, insertInvoice, nextInvoiceCode } from '../services/records/invoices';
import { searchDocument } from '../services/platform/search-text';
import { insertVoucher } from '../services/records/vouchers';
import { findUserById } from '../services/records/users';
import { refreshSheetValidity, senderFromContact } from '../services/sheets/sheets';
import { numberOfOrder, revalidateLevels } from '../services/sheets/levels';
import { prng } from '../services/platform/prng';
import { seedGamesList } from './games-list';
import { formValues, levelInput } from './form-values';
import { demoFrameImage, gameImages, seedImages } from './images';
import { DEMO_ROUTES, geoOf } from './positions';
import {
  BOJNICE_LEVELS,
  BRATISLAVA_LEVELS,
  JANOSIK_LEVELS,
  MARTIN_LEVELS,
  WEDDING_LEVELS,
  ZILINA_CASTLE_LEVELS,
  type DemoLevel,
} from './game-levels';

interface DemoVariant {
  name: string;
  extended: string;
  price: number;
  minutes: [number, number, number];
  active: boolean;
  status: 'draft' | 'registered' | 'received' | 'confirmed' | 'expired';
  /** A draft the author saved (variants sent to production are always saved). */
  saved?: boolean;
  /** The variant's 'labeler' flag: every level needs its number. */
  labeler?: boolean;
  /** Levels (by index) left without a number; with the labeler flag they are invalid. */
  unnumbered?: number[];
  /** A draft whose sender is still empty. */
  noSender?: boolean;
}

interface DemoGame {
  name: string;
  category: string;
  location: string;
  distance: number;
  textDuration: string;
  description: string;
  active: boolean;
  /** 'Svadobná hra': its yes/no challenges offer the wedding roles. */
  wedding?: boolean;
  variants: DemoVariant[];
  levels: DemoLevel[];
}

export const DEMO_GAMES: DemoGame[] = [
  {
    name: 'Tajomstvo Žilinského hradu',
    category: 'ZILINA',
    location: 'Žilina, Mariánske námestie',
    distance: 3.5,
    textDuration: '2 až 3 hodiny',
    description: 'Pátranie po stratenom erbe mesta v uličkách historického centra Žiliny.',
    active: true,
    variants: [
      {
        name: 'Rodinná',
        extended: 'Rodinná (deti od 8 rokov)',
        price: 39,
        minutes: [90, 120, 180],
        active: true,
        status: 'received',
      },
      {
        name: 'Expert',
        extended: 'Expert (pre skúsených hráčov)',
        price: 49,
        minutes: [120, 150, 210],
        active: true,
        status: 'confirmed',
      },
    ],
    levels: ZILINA_CASTLE_LEVELS,
  },
  {
    name: 'Stratený poklad Bratislavy',
    category: 'HRY',
    location: 'Bratislava, Hlavné námestie',
    distance: 4.2,
    textDuration: '3 hodiny',
    description: 'Hľadanie pokladu korunovačného mesta od Michalskej brány po Dóm sv. Martina.',
    active: true,
    variants: [
      {
        name: 'Klasická',
        extended: 'Klasická trasa',
        price: 45,
        minutes: [120, 160, 200],
        active: true,
        status: 'received',
      },
      {
        name: 'Nočná',
        extended: 'Nočná trasa s baterkou',
        price: 55,
        minutes: [100, 140, 180],
        active: false,
        status: 'registered',
      },
    ],
    levels: BRATISLAVA_LEVELS,
  },
  {
    name: 'Svadobná hra Lásky čas',
    category: 'HRY',
    location: 'Košice, Hlavná ulica (alebo kdekoľvek)',
    distance: 1.5,
    textDuration: '1 až 2 hodiny',
    description: 'Hra pre svadobných hostí: úlohy o novomanželoch a ich spoločnom príbehu.',
    active: true,
    wedding: true,
    variants: [
      {
        name: 'Štandard',
        extended: 'Štandard (do 50 hostí)',
        price: 79,
        minutes: [60, 90, 120],
        active: true,
        status: 'confirmed',
      },
      {
        name: 'Veľká svadba',
        extended: 'Veľká svadba (nad 50 hostí)',
        price: 119,
        minutes: [60, 100, 140],
        active: true,
        status: 'received',
      },
    ],
    levels: WEDDING_LEVELS,
  },
  {
    name: 'Teambuilding Martin',
    category: 'TEAMBUILDING',
    location: 'Martin, Námestie S. H. Vajanského',
    distance: 5,
    textDuration: 'pol dňa',
    description: 'Tímové úlohy v centre Martina pre firemné kolektívy od 10 do 60 ľudí.',
    active: true,
    variants: [
      {
        name: 'Firemná',
        extended: 'Firemná (10 – 60 osôb)',
        price: 249,
        minutes: [180, 240, 300],
        active: true,
        status: 'received',
      },
      {
        name: 'Skúšobná',
        extended: 'Skúšobná verzia',
        price: 0,
        minutes: [60, 90, 120],
        active: false,
        status: 'draft',
      },
    ],
    levels: MARTIN_LEVELS,
  },
  {
    name: 'Legenda o Jánošíkovi',
    category: 'ZILINA',
    location: 'Terchová, Jánošíkove diery',
    distance: 6.5,
    textDuration: '3 až 4 hodiny',
    description: 'Zbojnícke skúšky v Terchovej a v Jánošíkových dierach pre rodiny aj partie priateľov.',
    active: true,
    variants: [
      {
        name: 'Rodinná',
        extended: 'Rodinná (kratšia trasa)',
        price: 35,
        minutes: [120, 150, 200],
        active: true,
        status: 'received',
      },
      {
        name: 'Súťažná',
        extended: 'Súťažná (číslované úlohy)',
        price: 42,
        minutes: [150, 180, 240],
        active: false,
        status: 'draft',
        saved: true,
        labeler: true,
        unnumbered: [3, 6],
      },
      {
        name: 'Školská',
        extended: 'Školská (pre 2. stupeň ZŠ)',
        price: 25,
        minutes: [90, 120, 150],
        active: false,
        status: 'registered',
      },
    ],
    levels: JANOSIK_LEVELS,
  },
  {
    name: 'Firemná výzva Bojnice',
    category: 'TEAMBUILDING',
    location: 'Bojnice, zámocký park',
    distance: 3,
    textDuration: '4 hodiny',
    description: 'Teambuilding pod Bojnickým zámkom: tímové výzvy, lanové prekážky a legendy zámku.',
    active: false,
    variants: [
      {
        name: 'Základná',
        extended: 'Základná (do 40 osôb)',
        price: 199,
        minutes: [180, 220, 260],
        active: false,
        status: 'draft',
        noSender: true,
      },
    ],
    levels: BOJNICE_LEVELS,
  },
];

const FIRST_NAMES = [
  ['Ján', 'Novák'],
  ['Peter', 'Kováč'],
  ['Martin', 'Horváth'],
  ['Tomáš', 'Varga'],
  ['Michal', 'Tóth'],
  ['Lukáš', 'Nagy'],
  ['Marek', 'Baláž'],
  ['Jozef', 'Szabó'],
  ['Andrej', 'Molnár'],
  ['Juraj', 'Lukáč'],
  ['Jakub', 'Kollár'],
  ['Filip', 'Kováčik'],
  ['Matej', 'Polák'],
  ['Róbert', 'Gašpar'],
  ['Pavol', 'Šimko'],
  ['Mária', 'Nováková'],
  ['Anna', 'Kováčová'],
  ['Zuzana', 'Horváthová'],
  ['Katarína', 'Vargová'],
  ['Lucia', 'Tóthová'],
  ['Jana', 'Balážová'],
  ['Eva', 'Szabóová'],
  ['Veronika', 'Molnárová'],
  ['Monika', 'Lukáčová'],
  ['Simona', 'Kollárová'],
  ['Barbora', 'Polláková'],
  ['Dominika', 'Šimková'],
  ['Lenka', 'Gašparová'],
  ['Ivana', 'Kráľová'],
  ['Miroslava', 'Čierna'],
  ['Ľubomír', 'Dušek'],
  ['Štefan', 'Ďurica'],
  ['Radoslav', 'Chovanec'],
  ['Silvia', 'Ťažká'],
  ['Žaneta', 'Ondrejková'],
  ['Tibor', 'Hudák'],
  ['Vladimír', 'Mráz'],
  ['Romana', 'Bieliková'],
  ['Oliver', 'Král'],
  ['Nina', 'Hrušková'],
];

const TEAMS = [
  'Tím Sokoli',
  'Kysucké rysy',
  'Bystrí bobri',
  'Žilinské líšky',
  'Strážcovia hradu',
  'Tatranské orly',
  'Turčianski pátrači',
  'Tím Mravce',
  'Hľadači pokladov',
  'Dunajskí vlci',
  'Tím Kompas',
  'Rodina Novákových',
];

const ADDRESSES: [string, string, string][] = [
  ['Národná 12', '01001', 'Žilina'],
  ['Hurbanova 5', '01008', 'Žilina'],
  ['Štúrova 21', '01004', 'Žilina'],
  ['Obchodná 29', '81102', 'Bratislava'],
  ['Špitálska 25', '81108', 'Bratislava'],
  ['Mlynské nivy 37', '85101', 'Bratislava'],
  ['Hlavná 25', '04001', 'Košice'],
  ['Kollárova 17', '03608', 'Martin'],
  ['Námestie SNP 5', '96001', 'Zvolen'],
  ['Hlavná 37', '91701', 'Trnava'],
  ['Mierové námestie 9', '91101', 'Trenčín'],
  ['Levočská 9', '08006', 'Prešov'],
  ['Dolná 29', '97404', 'Banská Bystrica'],
  ['Štefánikova trieda 49', '94901', 'Nitra'],
  ['Mostová 33', '03401', 'Ružomberok'],
];

const SEGMENTS = ['', '', 'svadby', 'firmy', 'školy', 'rodiny'];

const day = (offsetDays: number): string => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
};

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * Games with their variants (sheets) and levels. Sheets get their sender (the author's contact,
 * unless the demo wants it empty), validity, per-filter counts and level validity through the same
 * services the API uses; a labeler variant with unnumbered levels thus holds invalid levels.
 */
async function seedGames(db: Db, forms: LoadedForms, authorId: number | null): Promise<number[]> {
  const activeVariants: number[] = [];
  const author = authorId !== null ? await findUserById(db, authorId) : undefined;
  const sender = author ? senderFromContact(author) : undefined;
  for (const [gameIndex, game] of DEMO_GAMES.entries()) {
    const route = DEMO_ROUTES[game.name];
    const gameInfo = await formValues(db, forms, 'game', {
      name: game.name,
      category: game.category,
      active: game.active,
      textDuration: game.textDuration,
      distance: game.distance,
      location: game.location,
      description: game.description,
      ...(game.wedding ? { wedding: true } : {}),
      ...gameImages(game.name),
    });
    const g = await db.one<{ id: number }>(
      `INSERT INTO games (name, category, active, info, search, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - $6::int * interval '1 day') RETURNING id`,
      [
        game.name,
        game.category,
        game.active,
        gameInfo,
        searchDocument([game.name, game.location]),
        200 - gameIndex * 10,
      ],
    );
    const gameId = Number(g!.id);
    let number = 1000 + activeVariants.length * 10;
    for (const [variantIndex, variant] of game.variants.entries()) {
      const withSender = !variant.noSender && sender;
      const info = {
        ...(await formValues(db, forms, 'variant', {
          name: variant.name,
          price: variant.price,
          minDuration: variant.minutes[0],
          avgDuration: variant.minutes[1],
          maxDuration: variant.minutes[2],
          active: variant.active,
          labeler: variant.labeler ?? false,
          'frame-image': demoFrameImage(),
          start: geoOf(route?.start),
        })),
        variantNameExtended: variant.extended,
        ...(withSender ? { sender } : {}),
      };
      const received = variant.status === 'received' || variant.status === 'confirmed';
      const draft = variant.status === 'draft';
      const v = await db.one<{ id: number }>(
        `INSERT INTO variants (game_id, author_id, sender_id, name, status, saved, active, number, info, search,
                               created_at, updated_at, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - interval '150 days',
                 now() - $11::int * interval '1 hour', $12) RETURNING id`,
        [
          gameId,
          authorId,
          withSender ? authorId : null,
          variant.name,
          variant.status,
          !draft || !!variant.saved,
          variant.active,
          draft ? null : String(number++),
          info,
          searchDocument([variant.name, variant.extended]),
          gameIndex * 5 + variantIndex,
          received ? new Date(Date.now() - 120 * 86_400_000) : null,
        ],
      );
      const variantId = Number(v!.id);
      if (variant.active) activeVariants.push(variantId);
      const rows: { layout: string; active: boolean; number: number | null; info: string; search: string }[] =
        [];
      for (const [k, level] of game.levels.entries()) {
        const order = variant.unnumbered?.includes(k) ? null : String(k + 1);
        const levelInfo = await formValues(db, forms, 'level', {
          ...levelInput(level, order),
          position: geoOf(route?.levels[k]),
        });
        rows.push({
          layout: String(levelInfo.layout),
          active: levelInfo.active === true,
          number: numberOfOrder(order),
          info: JSON.stringify(levelInfo),
          search: searchDocument([order, level.name, level.question]),
        });
      }
      // The sheet's levels in one statement, seq 1… in their order.
      await db.query(
        `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
         SELECT $1, seq, layout, '', active, true, number, info, search
           FROM unnest($2::text[], $3::boolean[], $4::int[], $5::jsonb[], $6::text[])
             WITH ORDINALITY AS l(layout, active, number, info, search, seq)
          ORDER BY seq`,
        [
          variantId,
          rows.map((r) => r.layout),
          rows.map((r) => r.active),
          rows.map((r) => r.number),
          rows.map((r) => r.info),
          rows.map((r) => r.search),
        ],
      );
      await revalidateLevels(db, forms, variantId);
    }
    await refreshSheetValidity(db, forms, gameId);
  }
  return activeVariants;
}

async function seedContacts(db: Db, forms: LoadedForms, random: () => number): Promise<void> {
  const types: UserType[] = ['administrator', 'administrator', 'editor', 'editor', 'editor', 'editor'];
  for (const [i, [first, last]] of FIRST_NAMES.entries()) {
    const type: UserType = types[i] ?? 'player';
    const [street, zip, city] = ADDRESSES[Math.floor(random() * ADDRESSES.length)];
    const values = await formValues(db, forms, 'user', {
      name: `${first} ${last}`,
      org: type === 'player' ? TEAMS[i % TEAMS.length] : 'Hry Žilina s.r.o.',
      role: type === 'administrator' ? '3' : type === 'editor' ? '2' : '1',
      segment: type === 'player' ? SEGMENTS[i % SEGMENTS.length] : '',
      street,
      zip,
      city,
      country: 'sk',
      email: `${ascii(first)}.${ascii(last)}${i}@example.sk`,
    });
    const row = await insertContact(db, forms.forms.user, type, values);
    await db.query(`UPDATE users SET created_at = now() - $2::int * interval '1 day' WHERE id = $1`, [
      row.id,
      400 - i * 9,
    ]);
  }
}

async function seedInvoices(db: Db, forms: LoadedForms, variants: number[], random: () => number) {
  const customers = [
    'Základná škola Hollého, Žilina',
    'Kia Slovakia s.r.o.',
    'Mesto Martin',
    'Hotel Lomnica',
    'Jana a Marek Kováčovci',
    'Gymnázium bilingválne Žilina',
    'Slovenská sporiteľňa, a.s.',
    'Tatra banka, a.s.',
    'Obec Terchová',
    'Penzión Jánošík',
    'ESET, spol. s r.o.',
    'Eva Molnárová',
  ];
  for (let i = 0; i < 30; i++) {
    const [street, zip, city] = ADDRESSES[i % ADDRESSES.length];
    const issued = -360 + i * 12;
    const values = await formValues(db, forms, 'invoice', {
      name: customers[i % customers.length],
      address: street,
      zip,
      city,
      country: 'sk',
      taxableSupplyDate: day(issued),
      dateOfIssue: day(issued),
      dueDate: day(issued + 14),
      game: String(variants[i % variants.length]),
      paymentMethod: i % 3 === 0 ? 'card' : 'transfer',
      price: Math.round((39 + random() * 300) * 100) / 100,
      vat: 20,
    });
    const year = Number(day(issued).slice(0, 4));
    const row = await insertInvoice(db, { ...values, code: await nextInvoiceCode(db, year) });
    await db.query(`UPDATE invoices SET created_at = now() + $2::int * interval '1 day' WHERE id = $1`, [
      row.id,
      issued,
    ]);
    if (i % 7 === 3) await cancelInvoice(db, row.id);
  }
}

async function seedVouchers(db: Db, forms: LoadedForms, variants: number[]) {
  const notes = ['Výhra v súťaži', 'Darček pre partnera', 'Reklamácia', 'Kampaň leto', ''];
  const kinds = ['free', 'free', 'used', 'expired'] as const;
  for (let i = 0; i < 24; i++) {
    const kind = kinds[i % kinds.length];
    const limit = i % 5 === 0 ? 10 : 1 + (i % 3);
    const values = await formValues(db, forms, 'voucher', {
      promoCode: `${['LETO', 'ZIMA', 'HRA', 'SVADBA', 'TIM'][i % 5]}${2026 - (i % 2)}-${String(i + 1).padStart(2, '0')}`,
      game: i % 6 === 5 ? null : String(variants[i % variants.length]),
      wholegame: i % 4 === 1,
      universal: i % 6 === 5,
      expirationDate: kind === 'expired' ? day(-30 - i) : day(60 + i * 5),
      limit,
      note: notes[i % notes.length],
    });
    const row = await insertVoucher(db, values);
    const usage = kind === 'used' ? limit : kind === 'free' ? Math.floor(limit / 2) : i % 2;
    await db.query(
      `UPDATE vouchers SET usage = $2, created_at = now() - $3::int * interval '1 day' WHERE id = $1`,
      [row.id, usage, 200 - i * 7],
    );
  }
}

/** Games, contacts, invoices and vouchers for a fresh demo database (inside prepareData's transaction). */
export async function seedContent(db: Db, forms: LoadedForms = getForms()): Promise<void> {
  const random = prng(20260101);
  const author = await db.one<{ id: number }>(
    "SELECT id FROM users WHERE type = 'administrator' ORDER BY id LIMIT 1",
  );
  // the demo images' rows first: the levels that show them are checked against them
  await seedImages(db);
  const variants = await seedGames(db, forms, author ? Number(author.id) : null);
  await seedContacts(db, forms, random);
  await seedInvoices(db, forms, variants, random);
  await seedVouchers(db, forms, variants);
  // The games list (issue 11): sent dates over the last 3 months and more sheets in every tab.
  await seedGamesList(db, forms);
}
