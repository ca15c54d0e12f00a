import { beforeAll, expect, it } from 'vitest';
import { describeApi, signIn, TEST_USERS } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

describeApi('invoice download', (ctx) => {
  let editor: string;
  let viewer: string;
  let invoiceId: number;

  beforeAll(async () => {
    const db = ctx().db;
    editor = await signIn(ctx().app, TEST_USERS.editor.email);
    viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
    const game = await db.one<{ id: number }>(
      "INSERT INTO games (name) VALUES ('Tajomstvá Žiliny') RETURNING id",
    );
    const variant = await db.one<{ id: number }>(
      "INSERT INTO variants (game_id, name, status) VALUES ($1, 'Rodinná', 'registered') RETURNING id",
      [game!.id],
    );
    const invoice = await db.one<{ id: number }>(
      `INSERT INTO invoices (code, name, price, variant_id, info) VALUES ('2026042', 'Ľubomír Šťastný', 60, $1, $2)
       RETURNING id`,
      [
        variant!.id,
        { address: 'Národná 1', city: 'Žilina', zip: '01001', country: 'sk', vat: 20, dueDate: '2026-04-01' },
      ],
    );
    invoiceId = Number(invoice!.id);
  });

  const download = (id: number | string, cookie?: string) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/invoices/${id}/download`,
      headers: cookie ? { cookie } : {},
    });

  it('sends the PDF as an attachment with the download-success cookie', async () => {
    const res = await download(invoiceId, editor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="faktura-2026042.pdf"');
    const cookie = res.cookies.find((c) => c.name === 'fileDownload');
    expect(cookie).toMatchObject({ value: 'true', path: '/' });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Hra: Tajomstvá Žiliny (Rodinná)');
    expect(text).toContain('Ľubomír Šťastný');
    expect(text).toContain('50,00 €');
    expect(text).toContain('60,00 €');
  });

  it('answers 404 for an unknown invoice, 400 for a malformed id', async () => {
    const res = await download(999999, editor);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, err: 'not_found' });
    expect((await download('abc', editor)).statusCode).toBe(400);
  });

  it('needs edit (403) and a session (401)', async () => {
    expect((await download(invoiceId, viewer)).statusCode).toBe(403);
    expect((await download(invoiceId)).statusCode).toBe(401);
  });
});
