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
    expect(lines).toContain(`Poukážka: zmenené pole ${limit.label} – max. 500 → 1 000`);
    expect(lines).toContain(`Poukážka: odobraté pole ${removed.label}`);
    expect(lines).toContain('Číselník country: pridaná položka Nová krajina (xx)');
    expect(lines.some((l) => /^Číselník country: položka \w+ – názov .+ → .+ \(SR\)$/.test(l))).toBe(true);
  });
});
