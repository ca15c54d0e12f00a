import { beforeAll, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createCanvas } from '@napi-rs/canvas';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { insertSheet, userId } from '../../test/games-fixture';
import { pdfText } from '../../test/pdf-text';
import parcelTypes from '../../../schemas/codelists/parcelType.json';

const MM = 72 / 25.4;

interface RenderedPage {
  widthMm: number;
  heightMm: number;
  /** The QR code found in this part of the page (fractions of its width and height), decoded. */
  qr(x0: number, y0: number, x1: number, y1: number): string | null;
}

/** Every page of the PDF rendered (pdfjs onto a canvas), with its size in millimetres. */
async function renderPages(data: Buffer): Promise<RenderedPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false }).promise;
  const pages: RenderedPage[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const [x0, y0, x1, y1] = page.view;
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    pages.push({
      widthMm: (x1 - x0) / MM,
      heightMm: (y1 - y0) / MM,
      qr(fx0, fy0, fx1, fy1) {
        const x = Math.floor(fx0 * canvas.width);
        const y = Math.floor(fy0 * canvas.height);
        const w = Math.floor((fx1 - fx0) * canvas.width);
        const h = Math.floor((fy1 - fy0) * canvas.height);
        const image = context.getImageData(x, y, w, h);
        return jsQR(new Uint8ClampedArray(image.data), w, h)?.data ?? null;
      },
    });
  }
  await pdf.destroy();
  return pages;
}

describeApi('games labels', (ctx) => {
  let viewer: string;
  let sheet: { id: number; levelIds: number[] };
  let noSender: number;
  let received: number;
  let letterType: number;

  beforeAll(async () => {
    const { db, app } = ctx();
    viewer = await signIn(app, TEST_USERS.viewer.email);
    const admin = await userId(db, TEST_USERS.admin.email);
    await db.query(`UPDATE users SET info = info || $2 WHERE id = $1`, [
      admin,
      { name: 'Ľubica Ďurčová', org: 'Hry Žilina', street: 'Štúrova 21', zip: '01004', city: 'Žilina' },
    ]);
    const sender = {
      name: 'Ľubica Ďurčová',
      org: 'Hry Žilina',
      email: 'l@hry.sk',
      phone: '+421900111222',
      zip: '01004',
    };
    sheet = await insertSheet(db, {
      gameName: 'Tajomstvo Žilinského hradu',
      extended: 'Rodinná (deti od 8 rokov)',
      status: 'registered',
      date: '2026-03-10',
      levels: ['Hradná brána', 'Studňa', 'Veža', 'Kaplnka', 'Pivnica'].map((name) => ({ name })),
      variantInfo: { sender, labeler: true },
    });
    await db.query('UPDATE variants SET sender_id = $2 WHERE id = $1', [sheet.id, admin]);
    noSender = (
      await insertSheet(db, {
        gameName: 'Bez odosielateľa',
        status: 'registered',
        date: '2026-03-10',
        levels: [{ name: 'A' }],
      })
    ).id;
    received = (
      await insertSheet(db, {
        gameName: 'Podaná hra',
        status: 'received',
        date: '2026-03-10',
        levels: [{ name: 'A' }],
        variantInfo: { sender, labeler: true },
      })
    ).id;
    letterType = (
      await insertSheet(db, {
        gameName: 'Balík',
        status: 'registered',
        date: '2026-03-10',
        levels: [{ name: 'A' }],
        variantInfo: { sender, parcelType: 'b' },
      })
    ).id;
  });

  const labels = (id: number, query: string, cookie: string | null = viewer) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/games/${id}/labels?${query}`,
      headers: cookie ? { cookie } : {},
    });

  it('the sheet offers the labels 4.1 allows', async () => {
    const game = (await call(ctx().app, 'GET', `games/${sheet.id}`, { cookie: viewer })).body.game;
    expect(game).toMatchObject({ hasAddressLabels: true, hasReplyLabels: true });
    const other = (await call(ctx().app, 'GET', `games/${noSender}`, { cookie: viewer })).body.game;
    expect(other).toMatchObject({ hasAddressLabels: false, hasReplyLabels: false });
    const sent = (await call(ctx().app, 'GET', `games/${received}`, { cookie: viewer })).body.game;
    expect(sent).toMatchObject({ hasAddressLabels: false, hasReplyLabels: false });
  });

  it('A4 from start position 3 (o=2): 4 labels a page, A4 pages, QR codes decode to the level codes', async () => {
    const res = await labels(sheet.id, 't=address&f=a4&o=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="stitky-.*-a4\.pdf"/);
    const pages = await renderPages(res.rawPayload);
    // Positions 3, 4 on the first page, then 3 more labels on the second.
    expect(pages).toHaveLength(2);
    for (const p of pages) {
      expect(p.widthMm).toBeCloseTo(210, 1);
      expect(p.heightMm).toBeCloseTo(297, 1);
    }
    const code = (k: number) => `HRY-${sheet.id}-${sheet.levelIds[k]}`;
    expect(pages[0].qr(0, 0, 0.5, 0.5)).toBeNull();
    expect(pages[0].qr(0.5, 0, 1, 0.5)).toBeNull();
    expect(pages[0].qr(0, 0.5, 0.5, 1)).toBe(code(0));
    expect(pages[0].qr(0.5, 0.5, 1, 1)).toBe(code(1));
    expect(pages[1].qr(0, 0, 0.5, 0.5)).toBe(code(2));
    expect(pages[1].qr(0.5, 0, 1, 0.5)).toBe(code(3));
    expect(pages[1].qr(0, 0.5, 0.5, 1)).toBe(code(4));
    expect(pages[1].qr(0.5, 0.5, 1, 1)).toBeNull();
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'Tajomstvo Žilinského hradu',
      'Úloha 1',
      'Hradná brána',
      'Úloha 5',
      'Pivnica',
      'Odosielateľ',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Ľubica Ďurčová');
    expect(text).toContain('Štúrova 21');
    expect(text).toContain('010 04 Žilina');
  });

  it('envelopes dl, c5, c6: one label a page of exactly the format', async () => {
    const sizes = { dl: [220, 110], c5: [229, 162], c6: [162, 114] } as const;
    for (const [f, [w, h]] of Object.entries(sizes)) {
      const res = await labels(sheet.id, `t=reply&f=${f}`);
      expect(res.statusCode, f).toBe(200);
      const pages = await renderPages(res.rawPayload);
      expect(pages, f).toHaveLength(5);
      expect(pages[0].widthMm).toBeCloseTo(w, 1);
      expect(pages[0].heightMm).toBeCloseTo(h, 1);
      expect(pages[4].qr(0, 0, 1, 1), f).toBe(`HRY-${sheet.id}-${sheet.levelIds[4]}`);
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Spiatočná adresa');
      expect(text).toContain('Hry Žilina s.r.o.');
      expect(text).not.toContain('Odosielateľ');
    }
  });

  it('refuses labels the sheet does not offer and malformed parameters', async () => {
    const refused = async (id: number, query: string, status: number, err: string) => {
      const res = await labels(id, query);
      expect(res.statusCode, `${id} ${query}`).toBe(status);
      expect(res.json()).toMatchObject({ ok: false, err });
    };
    await refused(received, 't=address', 409, 'invalid_state');
    await refused(received, 't=reply', 409, 'invalid_state');
    await refused(noSender, 't=address', 409, 'invalid_state');
    await refused(noSender, 't=reply', 409, 'invalid_state');
    await refused(letterType, 't=address&f=dl', 409, 'invalid_format');
    expect((await labels(letterType, 't=address&f=a4')).statusCode).toBe(200);
    for (const q of [
      't=address&o=4',
      't=address&f=dl&o=1',
      't=address&f=a5',
      'f=a4',
      't=both',
      't=address&x=1',
    ]) {
      await refused(sheet.id, q, 400, 'bad_request');
    }
    await refused(999999, 't=address', 404, 'not_found');
    expect((await labels(sheet.id, 't=address', null)).statusCode).toBe(401);
  });

  // games 2.13, 9: envelopes only for r, dsz, ek, zb; A4 only for b, pl, epo; no labels for uz, ems, epg
  it.each(parcelTypes.items.map((item) => item.value))(
    'parcel type %s: the formats the rules allow, the others refused',
    async (parcelType) => {
      const { db, app } = ctx();
      const id = (
        await insertSheet(db, {
          gameName: `Typ ${parcelType}`,
          status: 'registered',
          date: '2026-03-10',
          levels: [{ name: 'A' }],
          variantInfo: {
            sender: { name: 'Ľubica Ďurčová', email: 'l@hry.sk', zip: '01004' },
            labeler: true,
            parcelType,
          },
        })
      ).id;
      const envelopes = ['r', 'dsz', 'ek', 'zb'].includes(parcelType);
      const a4Only = ['b', 'pl', 'epo'].includes(parcelType);
      const game = (await call(app, 'GET', `games/${id}`, { cookie: viewer })).body.game;
      expect(game).toMatchObject({
        parcelType,
        hasAddressLabels: envelopes || a4Only,
        hasReplyLabels: envelopes || a4Only,
      });
      for (const f of ['a4', 'dl', 'c5', 'c6']) {
        const res = await labels(id, `t=reply&f=${f}`);
        const allowed = envelopes || (a4Only && f === 'a4');
        expect(res.statusCode, `${parcelType} ${f}`).toBe(allowed ? 200 : 409);
        if (!allowed) {
          expect(res.json()).toMatchObject({
            ok: false,
            err: envelopes || a4Only ? 'invalid_format' : 'invalid_state',
          });
        }
      }
    },
  );
});
