import { describe, expect, it } from 'vitest';
import { schemaDiff } from './diff';
import { schemaFiles } from './bundle';
import type { SchemaFiles } from './loader';

type Form = { title: string; fields: Record<string, unknown>[] };

const copy = (): SchemaFiles & { forms: Record<string, Form> } =>
  structuredClone(schemaFiles) as SchemaFiles & { forms: Record<string, Form> };

describe('schemaDiff', () => {
  it('finds nothing between a set and itself', () => {
    expect(schemaDiff(schemaFiles, copy())).toEqual([]);
  });

  it('names added, removed and reworded rules in the words of the rules card', () => {
    const after = copy() as unknown as { forms: Record<string, { rules: Record<string, unknown>[] }> };
    const rules = after.forms.level.rules;
    const poem = rules.findIndex((r) => Array.isArray(r.lessOrEqual));
    rules[poem] = { ...rules[poem], message: 'Najprv menšia dĺžka' };
    rules.splice(0, 1);
    rules.push({
      when: { layout: ['TAKE_PHOTO'] },
      minFilled: { fields: ['description'], count: 1 },
      message: 'Odfotiť potrebuje popis',
    });
    expect(schemaDiff(schemaFiles, after as unknown as SchemaFiles)).toEqual([
      'Úloha: zmenené hlásenie pravidla Min. dĺžka (znakov) ≤ Max. dĺžka (znakov) – Najprv menšia dĺžka',
      'Úloha: pridané pravidlo Najmenej 1 z Popis, keď Rozloženie je Odfotiť',
      'Úloha: odobraté pravidlo Číslo úlohy je v hre jedinečné',
    ]);
  });

  it('names an added field with its type, bounds and requiredness', () => {
    const after = copy();
    after.forms.variant.fields.push({
      id: 'players',
      type: 'int',
      label: 'Počet hráčov',
      min: 2,
      max: 12,
      required: true,
    });
    expect(schemaDiff(schemaFiles, after)).toEqual([
      'Variant hry: pridané pole Počet hráčov (celé číslo 2–12, povinné)',
    ]);
  });

  it('names a changed bound, a removed field and codelist items', () => {
    const after = copy();
    const voucher = after.forms.voucher;
    const limit = voucher.fields.find((f) => f.type === 'int' && f.max !== undefined) ?? voucher.fields[0];
    const before = structuredClone(after) as typeof after;
    limit.max = 1000;
    (before.forms.voucher.fields.find((f) => f.id === limit.id) as Record<string, unknown>).max = 500;
    const removed = voucher.fields.pop()!;
    const country = after.codelists.country as { items: { value: string; label: string }[] };
    country.items.push({ value: 'xx', label: 'Nová krajina' });
    country.items[0].label = `${country.items[0].label} (SR)`;
    const lines = schemaDiff(before, after);
    expect(lines).toContain(`Poukážka: zmenené pole ${limit.label} – najviac 500 → 1 000`);
    expect(lines).toContain(`Poukážka: odobraté pole ${removed.label}`);
    const countries = (after.codelists.country as { label: string }).label;
    expect(lines).toContain(`Číselník ${countries}: pridaná položka Nová krajina`);
    expect(lines).toContain(
      `Číselník ${countries}: položka ${country.items[0].label.replace(' (SR)', '')} premenovaná na ${country.items[0].label}`,
    );
  });

  it('words options by the panel labels: conditions, codelists and new options', () => {
    const after = copy();
    const before = copy();
    const field = after.forms.variant.fields[0]!;
    field.aliases = ['meno'];
    field.when = { [String(before.forms.variant.fields[1]!.id)]: [true] };
    const lines = schemaDiff(before, after);
    const other = String(before.forms.variant.fields[1]!.label);
    expect(lines).toContain(
      `Variant hry: zmenené pole ${String(field.label)} – iné názvy na vstupe — → meno`,
    );
    expect(lines).toContain(
      `Variant hry: zmenené pole ${String(field.label)} – zobraziť, len keď — → ${other} je áno`,
    );
  });
});
