// The generated end-to-end suite (issue 23, item 6): the field schemas of the version in force are read at
// run time (GET schemas) and, for every form, its dialog is opened and every constrained field is given a
// value that breaks each of its constraints (empty for required, one past a bound, one character past a
// length, a text off the pattern); the message under the field must be the one the field engine defines
// for it (e2e/schema-cases.ts: computeAttrs + fieldErrorMessage + the Slovak texts), so a field added in
// the schema studio is covered without writing a test. Each form's test prints "checked N of M" and
// fails unless N equals the form's constrained fields less the ones listed in EXCLUDED with a reason.
import type { Locator, Page } from '@playwright/test';
import { FORM_NAMES, type FieldSpec, type FormName, type FormSchema } from '../schemas/engine';
import { expect, test } from './fixtures';
import { apiCall } from './helpers';
import { DIALOGS, signInAdmin } from './form-dialogs';
import {
  CONSTRAINT_CODES,
  caseKey,
  compiledForms,
  constrainedFields,
  excludedBySpec,
  expectations,
  passesOf,
  presetKey,
  presetOf,
  violatingInput,
  type FieldCase,
  type PublishedSchemas,
} from './schema-cases';

/**
 * Constrained fields (or one of their constraints, 'form.field:constraint') that no dialog lets a person
 * violate, by design, with the reason; forced and retired fields and required selects with a default are
 * also left out by their spec (excludedBySpec, which names the reason too). Anything else a dialog does not
 * show or cannot edit fails the suite.
 */
const EXCLUDED: Record<string, string> = {
  'game.category': 'povinný výber bez prázdnej položky; koncept má kategóriu vždy (vytvára sa v kategórii)',
  'level.layout': 'povinný výber bez prázdnej položky s predvolenou hodnotou (Rozloženie)',
  'user.role': 'povinný výber bez prázdnej položky s predvolenou hodnotou (Rola)',
  'invoice.paymentMethod': 'povinný výber bez prázdnej položky s predvolenou hodnotou (Spôsob platby)',
  'courier.pickupWindow': 'povinný výber bez prázdnej položky s predvolenou hodnotou (Čas vyzdvihnutia)',
};

async function publishedSchemas(page: Page): Promise<PublishedSchemas> {
  return (await apiCall(page.request, 'GET', 'schemas')) as unknown as PublishedSchemas;
}

const fieldBox = (dialog: Locator, id: string) => dialog.locator(`[data-field="${id}"]`);
const textInput = (box: Locator) =>
  box
    .locator('input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"])')
    .first();

/** Sets a field a preset names: a select's option, a checkbox, a checkbox group. */
async function setControl(page: Page, dialog: Locator, schemasForm: FormLike, id: string, value: unknown) {
  const field = schemasForm.byId.get(id);
  if (!field) throw new Error(`podmienka menuje neznáme pole ${id}`);
  if (field.spec.type === 'group') {
    await dialog
      .locator(`[data-group="${id}"]`)
      .getByRole('checkbox')
      .first()
      .setChecked(value === true);
  } else if (field.spec.type === 'bool') {
    await fieldBox(dialog, id)
      .getByRole('checkbox')
      .setChecked(value === true);
  } else if (field.spec.type === 'enum' || field.spec.type === 'list') {
    const label = field.options?.find((o) => o.value === String(value))?.label ?? String(value);
    await fieldBox(dialog, id).getByRole('combobox').click();
    await page.getByRole('option', { name: label, exact: true }).click();
  } else {
    await textInput(fieldBox(dialog, id)).fill(String(value));
  }
}

type FormLike = ReturnType<typeof compiledForms>[FormName];

/** Opens every collapsed group ('collapsible') around a field, outermost first, once per `opened` set. */
async function expandGroups(dialog: Locator, form: FormLike, id: string, opened: Set<string>): Promise<void> {
  const groups: string[] = [];
  for (let f = form.byId.get(id)?.parent; f; f = f.parent) if (f.spec.collapsible) groups.unshift(f.id);
  for (const group of groups) {
    if (opened.has(group)) continue;
    const summary = dialog.locator(`[data-group="${group}"]`).getByRole('button').first();
    if ((await summary.getAttribute('aria-expanded')) === 'false') await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    opened.add(group);
  }
}

/**
 * The reply of the validate call the dialog makes with every value of a pass typed (the live validation
 * after the last change), so the messages read next belong to this pass, not to an earlier reply.
 */
function validateOf(page: Page, pass: FieldCase[]) {
  const typed = pass.filter((c) => c.type !== 'enum' && c.type !== 'list');
  return page.waitForResponse(
    (res) => {
      const req = res.request();
      if (req.method() !== 'POST' || !new URL(res.url()).pathname.endsWith('/validate')) return false;
      const body = (req.postDataJSON() ?? {}) as Record<string, unknown>;
      return typed.every((c) => (body[c.id] ?? '') === c.input.typed);
    },
    { timeout: 15_000 },
  );
}

/** Types a case's value into its field; null when done, else why it could not be. */
async function typeCase(
  page: Page,
  dialog: Locator,
  form: FormLike,
  c: FieldCase,
  expanded: Set<string>,
): Promise<string | null> {
  await expandGroups(dialog, form, c.id, expanded);
  const box = fieldBox(dialog, c.id);
  if (c.type === 'date') {
    const group = box.locator('[role="group"]').first();
    await group.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    if (c.input.typed) {
      const [y, m, d] = c.input.typed.split('-');
      await page.keyboard.type(`${d}${m}${y}`);
    }
    return null;
  }
  if (c.type === 'enum' || c.type === 'list') return null; // required, left unselected
  const input = textInput(box);
  if (!(await input.isEditable())) return 'pole sa nedá upravovať';
  // a cleared field is typed into first, so clearing is a change even when it was empty
  if (c.input.typed === '') await input.fill('x');
  await input.fill(c.input.typed);
  return null;
}

/** The error text under each field (null: the field is not shown, '': no error). */
function readErrors(dialog: Locator, ids: string[]): Promise<(string | null)[]> {
  return dialog.evaluate(
    (root, list) =>
      list.map((id) => {
        const box = root.querySelector(`[data-field="${CSS.escape(id)}"]`);
        if (!box) return null;
        return box.querySelector('[data-field-error]')?.textContent ?? '';
      }),
    ids,
  );
}

interface FormReport {
  form: FormName;
  /** Constrained fields of the form (M). */
  total: number;
  /** Fields whose every case was checked in the dialog (N). */
  checked: string[];
  /** 'id (reason)' of the fields no dialog lets a person violate. */
  excluded: string[];
  failures: string[];
}

/** Opens the form's dialog and checks every constraint of every constrained field; the report. */
async function checkForm(page: Page, schemas: PublishedSchemas, name: FormName): Promise<FormReport> {
  const form = compiledForms(schemas)[name];
  const fields = constrainedFields(schemas, name);
  const report: FormReport = { form: name, total: fields.length, checked: [], excluded: [], failures: [] };
  const casesByPreset = new Map<string, { preset: Record<string, unknown>; cases: FieldCase[] }>();
  const pending = new Map<string, number>();
  for (const { id, field, constraints } of fields) {
    const reason = EXCLUDED[caseKey(name, id)] ?? excludedBySpec(field.spec);
    if (reason) {
      report.excluded.push(`${id} (${reason})`);
      continue;
    }
    const preset = presetOf(field);
    const key = presetKey(preset);
    const group = casesByPreset.get(key) ?? { preset, cases: [] };
    casesByPreset.set(key, group);
    let count = 0;
    for (const constraint of constraints) {
      if (EXCLUDED[caseKey(name, id, constraint)]) continue;
      const input = violatingInput(field, constraint);
      if (typeof input === 'string') {
        report.failures.push(`${id} (${constraint}): ${input} – doplňte ho do EXCLUDED s dôvodom`);
        continue;
      }
      group.cases.push({ form: name, id, label: field.spec.label, type: field.spec.type, constraint, input });
      count++;
    }
    pending.set(id, count);
  }

  const opened = await DIALOGS[name](page);
  const { dialog } = opened;
  await expect(dialog.locator('[data-field]').first()).toBeVisible();
  const state: Record<string, unknown> = {};
  const done = new Map<string, number>();

  // the fields shown without any condition first, then each `when` preset
  const presets = [...casesByPreset.values()].sort(
    (a, b) => presetKey(a.preset).length - presetKey(b.preset).length,
  );
  for (const { preset, cases } of presets) {
    const expanded = new Set<string>();
    for (const [id, value] of Object.entries(preset)) {
      await setControl(page, dialog, form, id, value);
      state[id] = value;
    }
    const ids = [...new Set(cases.map((c) => c.id))];
    await expect
      .poll(async () => (await readErrors(dialog, ids)).every((e) => e !== null), { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
    const shown = await readErrors(dialog, ids);
    const hidden = new Set(ids.filter((_id, i) => shown[i] === null));
    for (const id of hidden) {
      report.failures.push(
        `${id}: okno ho nezobrazuje (${presetKey(preset)}) – doplňte ho do EXCLUDED s dôvodom`,
      );
    }

    for (const pass of passesOf(cases.filter((c) => !hidden.has(c.id)))) {
      const typed: FieldCase[] = [];
      const validated = validateOf(page, pass);
      for (const c of pass) {
        const problem = await typeCase(page, dialog, form, c, expanded);
        if (problem) report.failures.push(`${c.id} (${c.constraint}): ${problem}`);
        else {
          state[c.id] = c.input.raw;
          typed.push(c);
        }
      }
      const expected = expectations(form, state, opened.context);
      const compared: { c: FieldCase; message: string }[] = [];
      for (const c of typed) {
        const e = expected.get(c.id);
        if (e?.code !== CONSTRAINT_CODES[c.constraint] || !e.message) {
          report.failures.push(
            `${c.id} (${c.constraint}): hodnota „${c.input.raw.slice(0, 20)}“ dáva v engine chybu ${e?.code ?? 'žiadnu'}, nie ${CONSTRAINT_CODES[c.constraint]}`,
          );
        } else compared.push({ c, message: e.message });
      }
      const ids = compared.map(({ c }) => c.id);
      const want = compared.map(({ message }) => message);
      if (!(await validated.then(() => true).catch(() => false))) {
        report.failures.push(`${ids.join(', ')}: okno neposlalo validate s hodnotami tohto kola`);
      }
      let seen: (string | null)[] = [];
      await expect
        .poll(async () => (seen = await readErrors(dialog, ids)), { timeout: 10_000 })
        .toEqual(want)
        .catch(() => undefined);
      compared.forEach(({ c, message }, i) => {
        if (seen[i] !== message) {
          report.failures.push(
            `${c.id} (${c.constraint}): čakala sa správa „${message}“, okno ukazuje „${seen[i]}“`,
          );
        }
        done.set(c.id, (done.get(c.id) ?? 0) + 1);
      });
    }
  }
  for (const [id, count] of pending) if (count > 0 && done.get(id) === count) report.checked.push(id);
  return report;
}

function expectReport(report: FormReport): void {
  const { form, total, checked, excluded, failures } = report;
  const why = excluded.join('; ');
  console.log(
    `schemas-generated ${form}: checked ${checked.length} of ${total}` +
      (excluded.length ? `, vynechané ${excluded.length}: ${why}` : ''),
  );
  expect(failures, `${form}: rozdiely`).toEqual([]);
  expect(checked.length, `${form}: skontrolované polia = obmedzené polia bez vynechaných`).toBe(
    total - excluded.length,
  );
}

test.describe('generovaný e2e zo zverejnených schém', () => {
  const reports: FormReport[] = [];
  for (const name of FORM_NAMES) {
    test(`formulár ${name}: každé obmedzené pole ukáže správu, ktorú definuje engine`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAdmin(page);
      const schemas = await publishedSchemas(page);
      const report = await checkForm(page, schemas, name);
      reports.push(report);
      expectReport(report);
    });
  }
  test.afterAll(() => {
    if (reports.length < FORM_NAMES.length) return;
    const sum = (f: (r: FormReport) => number) => reports.reduce((n, r) => n + f(r), 0);
    console.log(
      `schemas-generated spolu: checked ${sum((r) => r.checked.length)} of ${sum((r) => r.total)} ` +
        `(vynechané ${sum((r) => r.excluded.length)}, rozdiely ${sum((r) => r.failures.length)})`,
    );
  });
});

/** The version in force and the versions of the history, newest first (for a publish's baseId). */
async function currentVersionId(page: Page): Promise<number> {
  const { data } = (await apiCall(page.request, 'GET', 'schemas/versions')) as unknown as {
    data: { id: number }[];
  };
  return data[0].id;
}

/** PUT schemas/versions on top of the version in force; again when another publish came between (conflict). */
async function publish(page: Page, schemas: PublishedSchemas, note: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const res = await page.request.put('/api/webapp/schemas/versions', {
      data: {
        baseId: await currentVersionId(page),
        note,
        forms: schemas.forms,
        codelists: schemas.codelists,
      },
    });
    const body = (await res.json()) as { ok: boolean; err?: string; version?: { id: number } };
    if (body.ok) return body.version!.id;
    if (body.err !== 'conflict' || attempt >= 3) throw new Error(`zverejnenie: ${JSON.stringify(body)}`);
  }
}

// A field published in the schema studio is checked by the same generator without a new test. Other spec
// files run meanwhile in other workers against the same server, so the field is optional (bounds only):
// a voucher another spec saves stays valid with the field empty, and a dialog already open keeps the
// form it opened with. The previous version is published again afterwards, also when the check fails.
test('pole pridané v štúdiu generovaný test skontroluje bez nového testu', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const before = await publishedSchemas(page);
  const added: FieldSpec = {
    id: 'e2eTeamSize',
    type: 'int',
    label: 'Počet hráčov',
    section: 'content',
    min: 2,
    max: 12,
  };
  const forms = structuredClone(before.forms) as Record<string, FormSchema>;
  forms.voucher.fields.push(added);
  const publishedId = await publish(page, { ...before, forms }, 'e2e: pole Počet hráčov (schemas-generated)');
  try {
    const after = await publishedSchemas(page);
    expect(after.version).toBe(publishedId);
    const report = await checkForm(page, after, 'voucher');
    expect(report.total).toBe(constrainedFields(before, 'voucher').length + 1);
    expect(report.checked).toContain(added.id);
    expectReport(report);
  } finally {
    const res = await page.request.post(`/api/webapp/schemas/versions/${before.version}/publish`, {
      data: { baseId: await currentVersionId(page), note: 'e2e: návrat po schemas-generated' },
    });
    expect(await res.json(), 'návrat na predchádzajúcu verziu').toMatchObject({ ok: true });
  }
});
