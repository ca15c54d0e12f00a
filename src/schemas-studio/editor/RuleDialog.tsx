// 'Nové pravidlo' / 'Upraviť pravidlo': one cross-field rule of a form (RuleSpec) — its kind, the fields
// it names (picked by their labels), the count, the condition under which it applies, the field its
// message shows at and the message — worded live by the engine's ruleText.
import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  RULE_KIND_LABELS,
  RULE_SOURCE_LABELS,
  listFields,
  ruleKind,
  ruleText,
  type Codelist,
  type Condition,
  type ConditionValue,
  type FieldSpec,
  type FormSchema,
  type RuleKind,
  type RuleSpec,
} from '../../../schemas/engine';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../../dialogs';
import { SelectField } from '../SelectField';
import { ConditionEditor } from './FieldPanel';

export interface RuleDialogProps {
  open: boolean;
  form: FormSchema;
  codelists: Record<string, unknown>;
  /** The rule being changed; undefined for a new one. */
  rule?: RuleSpec;
  onClose(): void;
  onSave(rule: RuleSpec): void;
}

/** The kinds offered, in order. */
const KINDS: RuleKind[] = ['minFilled', 'lessOrEqual', 'unique', 'require', 'force'];
const NONE = '\u0000';
const NUMBER_COUNT = '\u0000number';

/** The fields a rule may name: every field with a value (a plain group has none), retired ones left out. */
export function ruleFields(form: FormSchema): FieldSpec[] {
  return listFields(form)
    .map((v) => v.spec)
    .filter((f) => (f.type !== 'group' || f.checkbox) && !f.retired);
}

/** The fields' labels; a label two fields share gets its group's label ('Nadpis – Obrázok 1'). */
function fieldLabels(form: FormSchema, fields: FieldSpec[]): Map<string, string> {
  const visits = new Map(listFields(form).map((v) => [v.spec.id, v]));
  const count = new Map<string, number>();
  for (const f of fields) count.set(f.label, (count.get(f.label) ?? 0) + 1);
  return new Map(
    fields.map((f) => {
      const parent = visits.get(f.id)?.parentIds.at(-1);
      const group = parent ? visits.get(parent)?.spec.label : undefined;
      const label = f.label || f.id;
      return [f.id, (count.get(f.label) ?? 0) > 1 && group ? `${label} – ${group}` : label];
    }),
  );
}

/** A new rule of a kind, keeping the condition, the message and the field of the one before. */
function ofKind(kind: RuleKind, before: RuleSpec): RuleSpec {
  const { when, message, field } = before;
  const kept: RuleSpec = {
    ...(when ? { when } : {}),
    ...(kind !== 'force' && message !== undefined ? { message } : {}),
    ...(kind !== 'force' && field ? { field } : {}),
  };
  switch (kind) {
    case 'minFilled':
      return { ...kept, minFilled: { fields: [], count: 1 } };
    case 'lessOrEqual':
      return { ...kept, lessOrEqual: ['', ''] };
    case 'unique':
      return { ...kept, unique: { field: '', source: 'levelNumbers' } };
    case 'require':
      return { ...kept, require: {} };
    case 'force':
      return { ...kept, force: {} };
  }
}

/** The rule without its empty parts (an empty condition, an unset field), as the schema file keeps it. */
function tidy(rule: RuleSpec): RuleSpec {
  const next = { ...rule };
  if (next.when && Object.keys(next.when).length === 0) delete next.when;
  if (!next.field) delete next.field;
  if (next.message !== undefined && !next.message.trim()) delete next.message;
  return next;
}

export function RuleDialog({ open, form, codelists, rule, onClose, onSave }: RuleDialogProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<RuleSpec>(() => rule ?? ofKind('minFilled', {}));
  useEffect(() => {
    if (open) setDraft(rule ? structuredClone(rule) : ofKind('minFilled', {}));
  }, [open, rule]);
  const kind = ruleKind(draft) ?? 'minFilled';
  const fields = ruleFields(form);
  const labels = fieldLabels(form, fields);
  const labelOf = (id: string) => labels.get(id) ?? id;
  const fieldChoices = (value: string) => [
    { value: '', label: translate('schemasEditor.panel.notSet') },
    ...fields.map((f) => ({ value: f.id, label: labelOf(f.id) })),
    ...(value && !fields.some((f) => f.id === value) ? [{ value, label: value }] : []),
  ];
  const set = (change: Partial<RuleSpec>) => setDraft((d) => ({ ...d, ...change }));
  const idPrefix = 'schemas-rule';

  const body = () => {
    switch (kind) {
      case 'minFilled': {
        const m = draft.minFilled ?? { fields: [], count: 1 };
        const ints = fields.filter((f) => f.type === 'int');
        return (
          <>
            <Autocomplete
              multiple
              id={`${idPrefix}-fields`}
              options={fields.map((f) => f.id)}
              value={m.fields}
              getOptionLabel={labelOf}
              renderOption={(props, id) => (
                <li {...props} key={id}>
                  {labelOf(id)}
                </li>
              )}
              onChange={(_e, ids) => set({ minFilled: { ...m, fields: ids } })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('schemasRules.dialog.fields')}
                  helperText={translate('schemasRules.dialog.fieldsHint')}
                />
              )}
            />
            <SelectField
              id={`${idPrefix}-count-from`}
              label={translate('schemasRules.dialog.countFrom')}
              value={typeof m.count === 'string' ? m.count : NUMBER_COUNT}
              choices={[
                { value: NUMBER_COUNT, label: translate('schemasRules.dialog.countNumber') },
                ...ints.map((f) => ({
                  value: f.id,
                  label: translate('schemasRules.dialog.countField', { field: f.label || f.id }),
                })),
              ]}
              onChange={(v) => set({ minFilled: { ...m, count: v === NUMBER_COUNT ? 1 : v } })}
            />
            {typeof m.count === 'number' && (
              <TextField
                id={`${idPrefix}-count`}
                label={translate('schemasRules.dialog.count')}
                value={String(m.count)}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  set({ minFilled: { ...m, count: Number.isFinite(n) ? n : 0 } });
                }}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          </>
        );
      }
      case 'lessOrEqual': {
        const [a = '', b = ''] = draft.lessOrEqual ?? [];
        return (
          <>
            <SelectField
              id={`${idPrefix}-lower`}
              label={translate('schemasRules.dialog.lower')}
              value={a}
              choices={fieldChoices(a)}
              onChange={(v) => set({ lessOrEqual: [v, b] })}
            />
            <SelectField
              id={`${idPrefix}-upper`}
              label={translate('schemasRules.dialog.upper')}
              value={b}
              choices={fieldChoices(b)}
              onChange={(v) => set({ lessOrEqual: [a, v] })}
            />
          </>
        );
      }
      case 'unique': {
        const u = draft.unique ?? { field: '', source: 'levelNumbers' };
        const sources = Object.keys(RULE_SOURCE_LABELS);
        return (
          <>
            <SelectField
              id={`${idPrefix}-unique-field`}
              label={translate('schemasRules.dialog.uniqueField')}
              value={u.field}
              choices={fieldChoices(u.field)}
              onChange={(v) => set({ unique: { ...u, field: v } })}
            />
            <SelectField
              id={`${idPrefix}-source`}
              label={translate('schemasRules.dialog.source')}
              value={u.source}
              choices={[
                ...sources.map((s) => ({
                  value: s,
                  label: translate(`schemasRules.dialog.sourceLevelNumbers`),
                })),
                ...(sources.includes(u.source) ? [] : [{ value: u.source, label: u.source }]),
              ]}
              onChange={(v) => set({ unique: { ...u, source: v } })}
            />
          </>
        );
      }
      case 'require':
        return (
          <ConditionEditor
            label={translate('schemasRules.dialog.require')}
            condition={draft.require}
            fields={fields}
            codelists={codelists}
            withContext
            onChange={(next) => set({ require: next ?? {} })}
            idPrefix={`${idPrefix}-require`}
          />
        );
      case 'force': {
        const [ref = '', value] = Object.entries(draft.force ?? {})[0] ?? [];
        const target = fields.find((f) => f.id === ref);
        const items = target?.codelist
          ? ((codelists[target.codelist] as Codelist | undefined)?.items ?? [])
          : [];
        const setForce = (r: string, v: ConditionValue | undefined) =>
          set({
            force: r ? { [r]: v ?? (fields.find((f) => f.id === r)?.type === 'bool' ? true : '') } : {},
          });
        return (
          <>
            <SelectField
              id={`${idPrefix}-force-field`}
              label={translate('schemasRules.dialog.forceField')}
              value={ref}
              choices={fieldChoices(ref)}
              onChange={(v) => setForce(v, undefined)}
            />
            {ref && (target?.type === 'bool' || items.length > 0) ? (
              <SelectField
                id={`${idPrefix}-force-value`}
                label={translate('schemasRules.dialog.forceValue')}
                value={String(value ?? NONE)}
                choices={
                  target?.type === 'bool'
                    ? [
                        { value: 'true', label: translate('schemasEditor.panel.yes') },
                        { value: 'false', label: translate('schemasEditor.panel.no') },
                      ]
                    : items.map((i) => ({ value: i.value, label: i.label }))
                }
                onChange={(v) => setForce(ref, target?.type === 'bool' ? v === 'true' : v)}
              />
            ) : ref ? (
              <TextField
                id={`${idPrefix}-force-value`}
                label={translate('schemasRules.dialog.forceValue')}
                value={String(value ?? '')}
                onChange={(e) => setForce(ref, e.target.value)}
              />
            ) : null}
          </>
        );
      }
    }
  };

  const save = () => {
    onSave(tidy(draft));
    onClose();
  };

  return (
    <ModalDialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schemas-rule-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <DialogTitle id="schemas-rule-title">
          {translate(rule ? 'schemasRules.dialog.editTitle' : 'schemasRules.dialog.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <SelectField
            id={`${idPrefix}-kind`}
            label={translate('schemasRules.dialog.kind')}
            value={kind}
            choices={KINDS.map((k) => ({ value: k, label: RULE_KIND_LABELS[k] }))}
            onChange={(v) => setDraft((d) => ofKind(v as RuleKind, d))}
          />
          {body()}
          <ConditionEditor
            label={translate('schemasRules.dialog.when')}
            condition={draft.when as Condition | undefined}
            fields={fields}
            codelists={codelists}
            withContext
            onChange={(next) => set({ when: next })}
            idPrefix={`${idPrefix}-when`}
          />
          {kind !== 'force' && (
            <>
              <SelectField
                id={`${idPrefix}-target`}
                label={translate('schemasRules.dialog.target')}
                value={draft.field ?? ''}
                choices={[
                  { value: '', label: translate('schemasRules.dialog.targetDefault') },
                  ...fieldChoices(draft.field ?? '').slice(1),
                ]}
                onChange={(v) => set({ field: v || undefined })}
              />
              <TextField
                id={`${idPrefix}-message`}
                label={translate('schemasRules.dialog.messageLabel')}
                value={draft.message ?? ''}
                onChange={(e) => set({ message: e.target.value })}
                required
                multiline
                helperText={translate('schemasRules.dialog.messageHint', {
                  count: '%{count}',
                  value: '%{value}',
                  label: '%{label}',
                })}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
          <Box data-rule-words>
            <Typography variant="body2">
              {translate('schemasRules.dialog.inWords', { rule: ruleText(draft, form, codelists) })}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('schemasRules.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
