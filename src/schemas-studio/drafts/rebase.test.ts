import { describe, expect, it } from 'vitest';
import { rebaseDraft } from './rebase';

describe('rebaseDraft', () => {
  const base = { forms: { a: { fields: [1] }, b: { fields: [1] } }, codelists: { c: { items: [1] } } };

  it('takes the files the draft changed and the version in force for the rest', () => {
    const draft = { ...base, forms: { ...base.forms, a: { fields: [1, 2] } } };
    const current = { ...base, forms: { ...base.forms, b: { fields: [3] } } };
    expect(rebaseDraft(base, draft, current)).toEqual({
      files: { forms: { a: { fields: [1, 2] }, b: { fields: [3] } }, codelists: base.codelists },
      overlap: [],
    });
  });

  it('names a file changed on both sides', () => {
    const draft = { ...base, codelists: { c: { items: [1, 2] } } };
    const current = { ...base, codelists: { c: { items: [3] } } };
    const rebased = rebaseDraft(base, draft, current);
    expect(rebased.overlap).toEqual(['codelists/c']);
    expect(rebased.files.codelists.c).toEqual({ items: [1, 2] });
  });
});
