import type { CodelistItem, Codelists, FieldSpec, FormSchema, Option } from './types';
import { DEFAULT_SECTION } from './fields';

/** A field of a compiled form with its parent group, in document order. */
export interface CompiledField {
  id: string;
  spec: FieldSpec;
  parent?: CompiledField;
  /** Section of the top-level ancestor (DEFAULT_SECTION when none is given). */
  section: string;
  /** Enabled items of its codelist (enum, list, set with `codelist`). */
  options?: Option[];
  /** Every item of its codelist, disabled ones too: a stored value stays valid. */
  knownValues?: Set<string>;
  /** Items of the codelist of its action (FieldSpec.action), e.g. the postage bands. */
  actionItems?: CodelistItem[];
}

/** Where an input key points: a field id, optionally one element of an array input (`answer.text[0]`). */
export interface AliasTarget {
  name: string;
  index?: number;
}

export interface Form {
  name: string;
  schema: FormSchema;
  fields: CompiledField[];
  byId: Map<string, CompiledField>;
  /** Field id → the accepted other spellings of its input key. */
  aliases: Map<string, AliasTarget[]>;
  /** Names of run-time option sources the form uses (e.g. 'activeGames'). */
  sources: string[];
}

const ALIAS_INDEX = /^(.+)\[(\d+)\]$/;

export function parseAlias(alias: string): AliasTarget {
  const m = ALIAS_INDEX.exec(alias);
  return m ? { name: m[1], index: Number(m[2]) } : { name: alias };
}

/** Flattens a (checked) schema into a form the engine evaluates; codelist options are resolved once. */
export function compileForm(name: string, schema: FormSchema, codelists: Codelists): Form {
  const fields: CompiledField[] = [];
  const byId = new Map<string, CompiledField>();
  const aliases = new Map<string, AliasTarget[]>();
  const sources = new Set<string>();

  const visit = (specs: FieldSpec[], parent: CompiledField | undefined) => {
    for (const spec of specs) {
      const field: CompiledField = {
        id: spec.id,
        spec,
        parent,
        section: parent ? parent.section : (spec.section ?? DEFAULT_SECTION),
      };
      if (spec.codelist) {
        const items = codelists[spec.codelist]?.items ?? [];
        field.options = items.filter((i) => !i.disabled).map((i) => ({ value: i.value, label: i.label }));
        field.knownValues = new Set(items.map((i) => i.value));
      }
      if (spec.action) field.actionItems = codelists[spec.action.codelist]?.items ?? [];
      if (spec.source) sources.add(spec.source);
      if (spec.aliases?.length) aliases.set(spec.id, spec.aliases.map(parseAlias));
      fields.push(field);
      byId.set(spec.id, field);
      if (spec.type === 'group') visit(spec.fields ?? [], field);
    }
  };
  visit(schema.fields, undefined);
  return { name, schema, fields, byId, aliases, sources: [...sources] };
}

/** True for a group that only arranges fields (no checkbox, so no value of its own). */
export function isPlainGroup(spec: FieldSpec): boolean {
  return spec.type === 'group' && !spec.checkbox;
}
