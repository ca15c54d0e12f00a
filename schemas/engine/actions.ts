// Field actions (FieldSpec.action): computations the server runs on one field when a validate call
// asks for it with `"$action": "<field id>"`. Today one kind: 'addPostage' (games 9), which adds the
// postage of the parcel type and weight, from a codelist of weight bands, to a cash-on-delivery amount.
import type { CompiledField, Form } from './compile';
import { roundTo } from './parse';
import {
  ACTION_KEY,
  CONTEXT_PREFIX,
  type CodelistItem,
  type ComputeContext,
  type FieldValue,
  type FormInput,
} from './types';

export interface PostageBand {
  parcelType: string;
  /** The heaviest parcel (kg) the band covers. */
  maxWeight: number;
  /** Postage in €. */
  price: number;
}

/** The bands of a postage codelist (items with data {parcelType, maxWeight, price}); malformed items are skipped. */
export function postageBands(items: readonly CodelistItem[]): PostageBand[] {
  return items.flatMap((item) => {
    const d = item.data ?? {};
    const { parcelType, maxWeight, price } = d as Record<string, unknown>;
    if (item.disabled || typeof parcelType !== 'string') return [];
    if (typeof maxWeight !== 'number' || typeof price !== 'number') return [];
    return [{ parcelType, maxWeight, price }];
  });
}

/**
 * The postage of a parcel: the price of the lightest band of its type that covers the weight (no weight
 * given = the lightest band); null for an unknown type or a weight above every band.
 */
export function postageFor(
  items: readonly CodelistItem[],
  parcelType: string,
  weight: number | null,
): number | null {
  const bands = postageBands(items)
    .filter((b) => b.parcelType === parcelType && (weight === null || weight <= b.maxWeight))
    .sort((a, b) => a.maxWeight - b.maxWeight);
  return bands[0]?.price ?? null;
}

/** The field whose action the input asks for, when it has one (never in the browser's local check). */
export function requestedAction(
  form: Form,
  input: FormInput,
  ctx: ComputeContext,
): CompiledField | undefined {
  if (ctx.local) return undefined;
  const id = input[ACTION_KEY];
  const field = typeof id === 'string' ? form.byId.get(id) : undefined;
  return field?.spec.action ? field : undefined;
}

export type ActionOutcome = { value: FieldValue } | { warning: 'no_postage' };

/**
 * Runs the action of `field` on the resolved values (`lookup`, stored values included): the new value
 * of the field, or a warning when the action has nothing to add.
 */
export function runAction(
  field: CompiledField,
  lookup: (id: string) => FieldValue | undefined,
  ctx: ComputeContext,
): ActionOutcome | undefined {
  const action = field.spec.action;
  if (!action) return undefined;
  // kind 'addPostage'
  const typeRef = action.parcelType;
  const parcelType = typeRef.startsWith(CONTEXT_PREFIX)
    ? ctx.context?.[typeRef.slice(CONTEXT_PREFIX.length)]
    : lookup(typeRef);
  const weight = lookup(action.weight);
  const postage = postageFor(
    field.actionItems ?? [],
    typeof parcelType === 'string' ? parcelType : '',
    typeof weight === 'number' ? weight : null,
  );
  if (postage === null) return { warning: 'no_postage' };
  const current = lookup(field.id);
  const amount = typeof current === 'number' ? current : 0;
  return { value: roundTo(amount + postage, field.spec.prec ?? 2) };
}
