// The editor's property panel: every option the field engine knows that applies to the selected field's
// type (the checker's lists), its conditions, the problems the checks found at it, and retiring it.
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import {
  CONTEXT_KEYS,
  CONTEXT_PREFIX,
  FIELD_TYPES,
  UNITS,
  type Codelist,
  type Condition,
  type ConditionValue,
  type FieldSpec,
  type FieldType,
  type FormSchema,
} from '../../../schemas/engine';
import { allowedOptions, changeType, fieldIds, findField, setOption, setRetired } from './draft';
import { SelectField, type SelectChoice } from '../SelectField';

export interface FieldPanelProps {
  formName: string;
  form: FormSchema;
  fieldId: string | null;
  codelists: Record<string, unknown>;
  /** Ids of the fields the version in force has (their type no longer changes). */
  storedIds: ReadonlySet<string>;
  /** The checks' messages at this field. */
  problems: string[];
  onChange(next: FormSchema): void;
}

/** Context values a "requiredWhen" may name, with whether they are yes/no values. */
const CONTEXT_REFS = CONTEXT_KEYS.map((key) => ({
  ref: `${CONTEXT_PREFIX}${key}`,
  bool: key !== 'sheet.parcelType',
}));

/** The labels of min/max where they are not plain numbers: a date's days, a position's radius. */
const BOUND_LABELS: Partial<Record<FieldType, [string, string]>> = {
  date: ['schemasEditor.panel.minDate', 'schemasEditor.panel.maxDate'],
  geo: ['schemasEditor.panel.minRadius', 'schemasEditor.panel.maxRadius'],
};

const NUMBER = /^-?\d+([.,]\d+)?$/;
/** A typed bound: '' removes it, a number is stored as one, anything else as typed (the checks say why). */
const numberOrText = (text: string): unknown =>
  text.trim() === '' ? undefined : NUMBER.test(text.trim()) ? Number(text.trim().replace(',', '.')) : text;

const show = (value: unknown): string =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      {title && (
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}

const itemsOf = (codelists: Record<string, unknown>, name: string | undefined) =>
  name ? ((codelists[name] as Codelist | undefined)?.items ?? []) : [];

interface ConditionEditorProps {
  label: string;
  condition: Condition | undefined;
  /** The fields it may name (not the field itself). */
  fields: FieldSpec[];
  codelists: Record<string, unknown>;
  withContext: boolean;
  /** A key the editor leaves alone (the level's layout, edited above). */
  skip?: string;
  onChange(next: Condition | undefined): void;
  idPrefix: string;
}

/** A condition as rows: a field and the values it must have (checkboxes for choices and yes/no). */
function ConditionEditor(props: ConditionEditorProps) {
  const translate = useTranslate();
  const { condition, fields, codelists, withContext, skip, onChange, idPrefix } = props;
  const entries = Object.entries(condition ?? {}).filter(([ref]) => ref !== skip);
  const options = [
    ...fields.filter((f) => f.type !== 'group' || f.checkbox).map((f) => ({ ref: f.id, label: f.label })),
    ...(withContext ? CONTEXT_REFS.map(({ ref }) => ({ ref, label: ref })) : []),
  ];
  const set = (next: [string, ConditionValue[]][]) => {
    const kept = Object.entries(condition ?? {}).filter(([ref]) => ref === skip);
    const all = [...kept, ...next];
    onChange(all.length ? Object.fromEntries(all) : undefined);
  };
  const replace = (i: number, entry: [string, ConditionValue[]] | null) =>
    set(entries.flatMap((e, j) => (j === i ? (entry ? [entry] : []) : [e])));
  const free = options.find((o) => !(condition ?? {})[o.ref] && o.ref !== skip);

  return (
    <FormControl component="fieldset" sx={{ gap: 1 }}>
      <FormLabel component="legend">{props.label}</FormLabel>
      {entries.map(([ref, values], i) => {
        const target = fields.find((f) => f.id === ref);
        const context = CONTEXT_REFS.find((c) => c.ref === ref);
        const bool = target?.type === 'bool' || target?.type === 'group' || context?.bool;
        const items = itemsOf(codelists, target?.codelist);
        const toggle = (value: ConditionValue, on: boolean) =>
          replace(i, [ref, on ? [...values, value] : values.filter((v) => v !== value)]);
        return (
          <Box key={ref} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-condition={ref}>
            <TextField
              select
              size="small"
              id={`${idPrefix}-field-${i}`}
              label={translate('schemasEditor.panel.condField')}
              value={ref}
              onChange={(e) => replace(i, [e.target.value, []])}
              sx={{ minWidth: 160 }}
            >
              {options
                .filter((o) => o.ref === ref || !(condition ?? {})[o.ref])
                .map((o) => (
                  <MenuItem key={o.ref} value={o.ref}>
                    {o.label}
                  </MenuItem>
                ))}
              {!options.some((o) => o.ref === ref) && <MenuItem value={ref}>{ref}</MenuItem>}
            </TextField>
            <Box sx={{ flex: 1 }}>
              {bool ? (
                <FormGroup row>
                  {[true, false].map((v) => (
                    <FormControlLabel
                      key={String(v)}
                      control={
                        <Checkbox
                          size="small"
                          checked={values.includes(v)}
                          onChange={(e) => toggle(v, e.target.checked)}
                        />
                      }
                      label={translate(v ? 'schemasEditor.panel.yes' : 'schemasEditor.panel.no')}
                    />
                  ))}
                </FormGroup>
              ) : items.length ? (
                <FormGroup row>
                  {items.map((item) => (
                    <FormControlLabel
                      key={item.value}
                      control={
                        <Checkbox
                          size="small"
                          checked={values.includes(item.value)}
                          onChange={(e) => toggle(item.value, e.target.checked)}
                        />
                      }
                      label={item.label}
                    />
                  ))}
                </FormGroup>
              ) : (
                <TextField
                  size="small"
                  fullWidth
                  id={`${idPrefix}-values-${i}`}
                  label={translate('schemasEditor.panel.condValues')}
                  value={values.join(', ')}
                  onChange={(e) =>
                    replace(i, [
                      ref,
                      e.target.value
                        .split(',')
                        .map((v) => v.trim())
                        .filter(Boolean),
                    ])
                  }
                />
              )}
            </Box>
            <IconButton
              size="small"
              aria-label={translate('schemasEditor.panel.condRemove')}
              onClick={() => replace(i, null)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {free && (
        <Box>
          <Button size="small" onClick={() => set([...entries, [free.ref, []]])}>
            {translate('schemasEditor.panel.condAdd')}
          </Button>
        </Box>
      )}
    </FormControl>
  );
}

export function FieldPanel(props: FieldPanelProps) {
  const translate = useTranslate();
  const { formName, form, fieldId, codelists, storedIds, problems, onChange } = props;
  const spec = fieldId ? findField(form, fieldId) : undefined;
  if (!spec) {
    return (
      <Box>
        <Typography variant="h6" component="h2">
          {translate('schemasEditor.panel.title')}
        </Typography>
        <Typography color="text.secondary">{translate('schemasEditor.panel.none')}</Typography>
      </Box>
    );
  }
  const id = spec.id;
  const type = spec.type;
  const allowed = new Set(allowedOptions(type));
  const record = spec as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) => onChange(setOption(form, id, key, value));
  const isTop = (form.fields ?? []).some((f) => f.id === id);
  const prefix = `schemas-editor-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const others = fieldIds(form)
    .filter((other) => other !== id)
    .map((other) => findField(form, other)!)
    .filter(Boolean);
  const sections = form.sections ?? [];
  const section = spec.section ?? 'content';
  const codelistNames = Object.keys(codelists).sort();
  const items = itemsOf(codelists, spec.codelist);
  const layoutItems = formName === 'level' ? itemsOf(codelists, 'layout') : [];
  const layouts = (spec.when?.layout ?? []) as ConditionValue[];

  const text = (key: string, label: string, opts: { multiline?: boolean } = {}) =>
    allowed.has(key) && (
      <TextField
        size="small"
        fullWidth
        id={`${prefix}-${key}`}
        label={translate(label)}
        value={show(record[key])}
        multiline={opts.multiline}
        onChange={(e) => set(key, e.target.value)}
      />
    );
  const number = (key: string, label: string) =>
    allowed.has(key) && (
      <TextField
        size="small"
        id={`${prefix}-${key}`}
        label={translate(label)}
        value={show(record[key])}
        onChange={(e) => set(key, type === 'date' ? e.target.value : numberOrText(e.target.value))}
        inputProps={{ inputMode: type === 'date' ? 'text' : 'decimal' }}
        sx={{ flex: 1 }}
      />
    );
  const flag = (key: string, label: string) =>
    allowed.has(key) && (
      <FormControlLabel
        control={
          <Checkbox
            id={`${prefix}-${key}`}
            checked={record[key] === true}
            onChange={(e) => set(key, e.target.checked ? true : undefined)}
          />
        }
        label={translate(label)}
      />
    );

  /** A select of `key`'s value among `choices` (their labels as shown). */
  const choice = (key: string, label: string, value: string, choices: SelectChoice[]) => (
    <SelectField
      size="small"
      id={`${prefix}-${key}`}
      label={translate(label)}
      value={value}
      choices={choices}
      onChange={(v) => set(key, v)}
    />
  );

  const defaultInput = () => {
    // a position (geo) has a default radius instead of a default value
    if (!allowed.has('default') || type === 'group' || type === 'image' || type === 'geo') return null;
    const label = translate('schemasEditor.panel.default');
    if (type === 'bool' || type === 'enum' || type === 'list') {
      const choices =
        type === 'bool'
          ? [
              { value: 'true', label: translate('schemasEditor.panel.yes') },
              { value: 'false', label: translate('schemasEditor.panel.no') },
            ]
          : items.map((i) => ({ value: i.value, label: i.label }));
      return (
        <SelectField
          size="small"
          id={`${prefix}-default`}
          label={label}
          value={record.default === undefined ? '\u0000' : String(record.default)}
          choices={[
            { value: '\u0000', label: translate('schemasEditor.panel.noDefault') },
            ...choices.map((c) => ({ value: c.value, label: c.label || c.value || '—' })),
          ]}
          onChange={(v) => set('default', v === '\u0000' ? undefined : type === 'bool' ? v === 'true' : v)}
        />
      );
    }
    return (
      <TextField
        size="small"
        fullWidth
        id={`${prefix}-default`}
        label={label}
        value={show(record.default)}
        onChange={(e) => {
          const v = e.target.value;
          if (type === 'int' || type === 'float') set('default', numberOrText(v));
          else if (type === 'set')
            set(
              'default',
              v.trim()
                ? v
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean)
                : undefined,
            );
          else set('default', v);
        }}
      />
    );
  };

  return (
    <Box component="section" aria-labelledby="schemas-editor-panel-title" data-panel-field={id}>
      <Typography variant="h6" component="h2" id="schemas-editor-panel-title" sx={{ mb: 1 }}>
        {translate('schemasEditor.panel.title')}: {spec.label || id}
      </Typography>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-field-problems={id}>
          {translate('schemasEditor.panel.problems')}
          <List dense disablePadding>
            {problems.map((p) => (
              <ListItem key={p} disableGutters>
                {p}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {spec.retired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('schemasEditor.panel.retiredNote')} {translate('schemasEditor.panel.retireText')}
        </Alert>
      )}
      <Section>
        <TextField
          size="small"
          fullWidth
          id={`${prefix}-id`}
          label={translate('schemasEditor.panel.id')}
          value={id}
          InputProps={{ readOnly: true }}
        />
        <Box>
          <SelectField
            size="small"
            id={`${prefix}-type`}
            label={translate('schemasEditor.panel.type')}
            value={type}
            disabled={storedIds.has(id)}
            choices={FIELD_TYPES.map((t) => ({ value: t, label: translate(`schemasEditor.types.${t}`) }))}
            onChange={(v) => onChange(changeType(form, id, v as FieldType))}
          />
          {storedIds.has(id) && (
            <FormHelperText>{translate('schemasEditor.panel.typeLocked')}</FormHelperText>
          )}
        </Box>
        {text('label', 'schemasEditor.panel.label')}
        {text('hint', 'schemasEditor.panel.hint')}
        {isTop &&
          sections.length > 0 &&
          choice('section', 'schemasEditor.panel.section', section, [
            ...sections.map((s) => ({ value: s.id, label: s.label })),
            ...(sections.some((s) => s.id === section) ? [] : [{ value: section, label: section }]),
          ])}
        {type !== 'group' && flag('required', 'schemasEditor.panel.required')}
        {flag('multiline', 'schemasEditor.panel.multiline')}
        {flag('checkbox', 'schemasEditor.panel.checkbox')}
        {flag('collapsible', 'schemasEditor.panel.collapsible')}
        {flag('collapsed', 'schemasEditor.panel.collapsed')}
        {allowed.has('unit') &&
          (type === 'int' || type === 'float') &&
          choice('unit', 'schemasEditor.panel.unit', spec.unit ?? '', [
            { value: '', label: translate('schemasEditor.panel.noUnit') },
            ...UNITS.map((u) => ({ value: u, label: u })),
          ])}
      </Section>
      {(allowed.has('min') || allowed.has('minLength') || allowed.has('prec')) && (
        <Section>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {number('min', BOUND_LABELS[type]?.[0] ?? 'schemasEditor.panel.min')}
            {number('max', BOUND_LABELS[type]?.[1] ?? 'schemasEditor.panel.max')}
            {number('prec', 'schemasEditor.panel.prec')}
            {number('defaultRadius', 'schemasEditor.panel.defaultRadius')}
          </Box>
          {allowed.has('minLength') && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {number('minLength', 'schemasEditor.panel.minLength')}
              {number('maxLength', 'schemasEditor.panel.maxLength')}
            </Box>
          )}
          {text('pattern', 'schemasEditor.panel.pattern')}
          {allowed.has('pattern') && (spec.pattern !== undefined || spec.patternMessage !== undefined)
            ? text('patternMessage', 'schemasEditor.panel.patternMessage')
            : null}
        </Section>
      )}
      {allowed.has('codelist') && (
        <Section>
          {choice('codelist', 'schemasEditor.panel.codelist', spec.codelist ?? '', [
            { value: '', label: translate('schemasEditor.panel.noCodelist') },
            ...codelistNames.map((name) => ({
              value: name,
              label: `${(codelists[name] as Codelist).label || name} (${name})`,
            })),
          ])}
        </Section>
      )}
      {allowed.has('imageType') && <Section>{text('imageType', 'schemasEditor.panel.imageType')}</Section>}
      {defaultInput() && <Section>{defaultInput()}</Section>}
      <Section>
        {layoutItems.length > 0 && (
          <FormControl component="fieldset">
            <FormLabel component="legend">{translate('schemasEditor.panel.layouts')}</FormLabel>
            <FormGroup row>
              {layoutItems.map((item) => (
                <FormControlLabel
                  key={item.value}
                  control={
                    <Checkbox
                      size="small"
                      checked={layouts.includes(item.value)}
                      onChange={(e) => {
                        const next = e.target.checked
                          ? [...layouts, item.value]
                          : layouts.filter((v) => v !== item.value);
                        const when = { ...(spec.when ?? {}) };
                        if (next.length) when.layout = next;
                        else delete when.layout;
                        set('when', Object.keys(when).length ? when : undefined);
                      }}
                    />
                  }
                  label={item.label}
                />
              ))}
            </FormGroup>
            <FormHelperText>{translate('schemasEditor.panel.layoutsHint')}</FormHelperText>
          </FormControl>
        )}
        <ConditionEditor
          label={translate('schemasEditor.panel.when')}
          condition={spec.when}
          fields={others}
          codelists={codelists}
          withContext={false}
          skip={layoutItems.length ? 'layout' : undefined}
          onChange={(when) => set('when', when)}
          idPrefix={`${prefix}-when`}
        />
        {type !== 'group' && (
          <ConditionEditor
            label={translate('schemasEditor.panel.requiredWhen')}
            condition={spec.requiredWhen}
            fields={others}
            codelists={codelists}
            withContext
            onChange={(requiredWhen) => set('requiredWhen', requiredWhen)}
            idPrefix={`${prefix}-requiredWhen`}
          />
        )}
      </Section>
      <Section>
        {!spec.retired && (
          <Typography variant="body2" color="text.secondary">
            {translate('schemasEditor.panel.retireText')}
          </Typography>
        )}
        <Box>
          <Button
            variant="outlined"
            color={spec.retired ? 'primary' : 'warning'}
            onClick={() => onChange(setRetired(form, id, !spec.retired))}
          >
            {translate(spec.retired ? 'schemasEditor.panel.restore' : 'schemasEditor.panel.retire')}
          </Button>
        </Box>
      </Section>
    </Box>
  );
}
