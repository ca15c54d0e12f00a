import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness';
import { parseContactsSheet } from '../../services/imports/contacts-sheet';
import { TEMPLATE_EXAMPLE } from '../../services/imports/contacts-sheet-columns';

describeApi('spreadsheet templates', (ctx) => {
  it('serves the contacts template at /public/templates without sign-in', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/public/templates/kontatky_sablona.xls' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kontatky_sablona.xls"');
    expect(parseContactsSheet(res.rawPayload)).toEqual({ ok: true, rows: [{ row: 2, ...TEMPLATE_EXAMPLE }] });
  });

  it('answers 404 for an unknown template and is not served under /api/webapp', async () => {
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/public/templates/constructor.xls' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/api/webapp/public/templates/kontatky_sablona.xls' }))
        .statusCode,
    ).toBe(404);
  });
});
