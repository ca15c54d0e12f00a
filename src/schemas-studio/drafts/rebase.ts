// Carrying a draft made from an older version over to the version in force, file by file: a form or
// codelist the draft changed (against the version it was made from) is taken from the draft, every other
// one from the version in force. A file changed both in the draft and meanwhile is named (`overlap`):
// the draft's copy replaces what was published meanwhile in it, and the studio says so before the carry.
import type { SchemaFiles } from '../../../schemas/loader';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface Rebased {
  files: SchemaFiles;
  /** 'forms/level', 'codelists/layout': changed in the draft and in the version in force. */
  overlap: string[];
}

export function rebaseDraft(base: SchemaFiles, draft: SchemaFiles, current: SchemaFiles): Rebased {
  const overlap: string[] = [];
  const merge = (kind: 'forms' | 'codelists') => {
    const out: Record<string, unknown> = { ...current[kind] };
    const names = new Set([...Object.keys(base[kind]), ...Object.keys(draft[kind])]);
    for (const name of names) {
      const mine = draft[kind][name];
      const theirs = current[kind][name];
      const was = base[kind][name];
      if (same(mine, was)) continue;
      if (!same(theirs, was) && !same(theirs, mine)) overlap.push(`${kind}/${name}`);
      if (mine === undefined) delete out[name];
      else out[name] = mine;
    }
    return out;
  };
  return { files: { forms: merge('forms'), codelists: merge('codelists') }, overlap };
}
