import type { Condition, ConditionValue, FieldValue } from './types';

/** undefined = the referenced field does not apply (so no listed value can match). */
export type ValueLookup = (id: string) => FieldValue | undefined;

function matches(expected: ConditionValue, actual: FieldValue): boolean {
  if (actual === null || actual === undefined) return false;
  if (typeof actual === 'boolean') return expected === actual || expected === String(actual);
  // an image matches its id; a position (geo) matches no listed value
  if (typeof actual === 'object' && !Array.isArray(actual))
    return 'val' in actual && String(expected) === actual.val;
  return typeof expected !== 'boolean' && String(expected) === String(actual);
}

/** Every field named in the condition has one of its listed values (a set: contains one of them). */
export function conditionHolds(condition: Condition | undefined, lookup: ValueLookup): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([id, expected]) => {
    const actual = lookup(id);
    if (actual === undefined) return false;
    if (Array.isArray(actual)) return actual.some((v) => expected.some((e) => matches(e, v)));
    return expected.some((e) => matches(e, actual));
  });
}

/** Field ids a condition refers to. */
export function conditionFields(condition: Condition | undefined): string[] {
  return condition ? Object.keys(condition) : [];
}
