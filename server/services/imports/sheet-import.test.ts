// The sheet import's all-or-nothing over more than one insert chunk (1000 levels): on PostgreSQL the
// levels are inserted chunk by chunk while the rest is still evaluated, so a bad row (or a missing
// image) after the first chunk must roll the chunks already inserted back; on PGlite nothing is
// inserted before every row is evaluated. Both databases.
import { expect, it } from 'vitest';
import { describeApi, TEST_USERS } from '../../test/harness';
import { formsOf } from '../records/evaluation';
import { filledTemplate, SAMPLE_LEVELS } from '../../test/sheet-import-sample';
import { parseGameFile } from './sheet-import-parse';
import type { RawGameFile } from './sheet-import-format';
import { importLevelsInto, importNewDraft } from './sheet-import';
import type { SenderContact } from '../sheets/sheets';
import { reportNowhere } from '../records/record-changes';

const ROWS = 1100;

/** ROWS levels (the sample ones repeated); `change` edits some of them by index. */
function gameFile(change: Record<number, Record<string, string>> = {}): RawGameFile {
  const levels = Array.from({ length: ROWS }, (_, i) => ({
    ...SAMPLE_LEVELS[i % SAMPLE_LEVELS.length],
    'Číslo úlohy': String(i + 1),
    ...change[i],
  }));
  const parsed = parseGameFile(filledTemplate(levels, undefined, 'xlsx'));
  if (!parsed.ok) throw new Error('šablóna sa nedala prečítať');
  return parsed;
}

describeApi('sheet import over several insert chunks', (ctx) => {
  const totals = async () =>
    ctx().db.one<{ variants: number; levels: number }>(
      'SELECT (SELECT count(*)::int FROM variants) AS variants, (SELECT count(*)::int FROM levels) AS levels',
    );
  const author = async (): Promise<SenderContact> => {
    const row = await ctx().db.one<{ id: number | string; email: string; info: Record<string, unknown> }>(
      'SELECT id, email, info FROM users WHERE email = $1',
      [TEST_USERS.editor.email],
    );
    return { id: Number(row!.id), email: row!.email, info: row!.info };
  };

  it('imports nothing when a row after the first 1000 is bad, and reports every bad row', async () => {
    const before = await totals();
    const file = gameFile({
      1049: { 'Obrázok pozadia': 'obrazok-ktory-neexistuje' },
      1089: { Otázka: '' },
    });
    const result = await importNewDraft(ctx().db, formsOf(ctx()), file, await author(), reportNowhere);
    expect(result.ok).toBe(false);
    if (result.ok || result.err !== 'invalid_rows') throw new Error('čakali sa zlé riadky');
    expect(result.rows.map((r) => [r.row, r.field, r.error])).toEqual([
      [file.levels[1049].row, 'background.image', 'invalid_value'],
      [file.levels[1089].row, 'question', 'required'],
    ]);
    expect(await totals()).toEqual(before);
  });

  it('appends nothing to a draft when a late row is bad; a good file appends after its levels in order', async () => {
    const forms = formsOf(ctx());
    const created = await importNewDraft(ctx().db, forms, gameFile(), await author(), reportNowhere);
    if (!created.ok) throw new Error(JSON.stringify(created));
    expect(created.count).toBe(ROWS);
    const before = await totals();

    const bad = await importLevelsInto(
      ctx().db,
      forms,
      gameFile({ 1099: { Otázka: '' } }),
      created.sheetId,
      reportNowhere,
    );
    expect(bad).toMatchObject({ ok: false, err: 'invalid_rows', rows: [{ field: 'question' }] });
    expect(await totals()).toEqual(before);

    const good = await importLevelsInto(ctx().db, forms, gameFile(), created.sheetId, reportNowhere);
    expect(good).toEqual({ ok: true, sheetId: created.sheetId, count: ROWS });
    const seqs = await ctx().db.one<{ n: number; min: number; max: number; distinct: number }>(
      `SELECT count(*)::int AS n, min(seq) AS min, max(seq) AS max, count(DISTINCT seq)::int AS distinct
         FROM levels WHERE variant_id = $1`,
      [created.sheetId],
    );
    expect(seqs).toEqual({ n: 2 * ROWS, min: 1, max: 2 * ROWS, distinct: 2 * ROWS });
    const counts = await ctx().db.one<{ counts: Record<string, number> }>(
      'SELECT counts FROM variants WHERE id = $1',
      [created.sheetId],
    );
    expect(counts?.counts.all).toBe(2 * ROWS);
  });
});
