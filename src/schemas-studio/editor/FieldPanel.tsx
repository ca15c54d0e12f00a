// The editor's property panel, generated from the field engine's option metadata (OPTION_META): every
// option the engine allows for the selected field's type has a control of its kind, in its part
// (Základné / Kontroly / Zobrazenie / Pokročilé), with the option's name in a tooltip and
// `data-option="<name>"`; a problem the engine's checks find at an option shows under its control.
import { useEffect, useState, type ReactNode } from 'react';
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
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import {
  CONTEXT_KEYS,
  CONTEXT_LABELS,
  CONTEXT_PREFIX,
  DEFAULT_SECTION,
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  OPTION_GROUPS,
  OPTION_GROUP_LABELS,
  OPTION_META,
  conditionText,
  findFieldVisit,
  listFields,
  optionLabel,
  type Codelist,
  type Condition,
  type ConditionValue,
  type FieldSpec,
  type FieldType,
  type FormSchema,
  type OptionMeta,
  type SchemaProblem,
} from '../../../schemas/engine';
import { allowedOptions, changeType, fieldIds, findField, setOption, setRetired } from './draft';
import { SelectField } from '../SelectField';

export interface FieldPanelProps {
  formName: string;
  form: FormSchema;
  fieldId: string | null;
  codelists: Record<string, unknown>;
  /** Ids of the fields the version in force has (their type no longer changes). */
  storedIds: ReadonlySet<string>;
  /** The checks' problems at this field. */
  problems: SchemaProblem[];
  onChange(next: FormSchema): void;
}

/** Context values a condition may name, with whether they are yes/no values. */
const CONTEXT_REFS = CONTEXT_KEYS.map((key) => ({
  ref: `${CONTEXT_PREFIX}${key}`,
  label: CONTEXT_LABELS[key],
  bool: key !== 'sheet.parcelType',
}));

const NUMBER = /^-?\d+([.,]\d+)?$/;
/** A typed bound: '' removes it, a number is stored as one, anything else as typed (the checks say why). */
const numberOrText = (text: string): unknown =>
  text.trim() === '' ? undefined : NUMBER.test(text.trim()) ? Number(text.trim().replace(',', '.')) : text;

const show = (value: unknown): string =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** The metadata of an option; one the studio does not know yet is edited as JSON under 'Pokročilé'. */
const metaOf = (name: string): OptionMeta =>
  OPTION_META[name] ?? { kind: 'json', label: name, help: '', group: 'advanced' };
const ORDER = Object.keys(OPTION_META);
const orderOf = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

const itemsOf = (codelists: Record<string, unknown>, name: string | undefined) =>
  name ? ((codelists[name] as Codelist | undefined)?.items ?? []) : [];

type Parsed = { value: unknown } | { error: string };

interface BufferedTextProps {
  id: string;
  label: string;
  value: unknown;
  /** The text of a value. */
  format(value: unknown): string;
  /** The value of a text ('' → undefined), or the i18n key of why it is not one. */
  parse(text: string): Parsed;
  onChange(value: unknown): void;
  helperText?: string;
  error?: boolean;
  multiline?: boolean;
}

/**
 * A text that is parsed into the option's value (a list, JSON): what is typed stays as typed while it
 * means the same value, and an unparsable text is kept with its error and not stored.
 */
function BufferedText(props: BufferedTextProps) {
  const translate = useTranslate();
  const { value, format, parse } = props;
  const [text, setText] = useState(() => format(value));
  const parsed = parse(text);
  useEffect(() => {
    const now = parse(text);
    if (!('value' in now) || format(now.value) !== format(value)) {
      if ('value' in now || format(value) !== '') setText(format(value));
    }
    // only an outside change of the value resets the text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const error = 'error' in parsed ? translate(parsed.error) : undefined;
  return (
    <TextField
      size="small"
      fullWidth
      id={props.id}
      label={props.label}
      value={text}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      error={props.error || !!error}
      helperText={error ?? props.helperText}
      onChange={(e) => {
        setText(e.target.value);
        const next = parse(e.target.value);
        if ('value' in next) props.onChange(next.value);
      }}
    />
  );
}

const listFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : show(value));
const listParse = (text: string): Parsed => {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { value: items.length ? items : undefined };
};
const jsonFormat = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
const jsonParse = (text: string): Parsed => {
  if (!text.trim()) return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'schemasEditor.panel.badJson' };
  }
};

export interface ConditionEditorProps {
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
export function ConditionEditor(props: ConditionEditorProps) {
  const translate = useTranslate();
  const { condition, fields, codelists, withContext, skip, onChange, idPrefix } = props;
  const entries = Object.entries(condition ?? {}).filter(([ref]) => ref !== skip);
  const options = [
    ...fields.filter((f) => f.type !== 'group' || f.checkbox).map((f) => ({ ref: f.id, label: f.label })),
    ...(withContext ? CONTEXT_REFS.map(({ ref, label }) => ({ ref, label })) : []),
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
                <BufferedText
                  id={`${idPrefix}-values-${i}`}
                  label={translate('schemasEditor.panel.condValues')}
                  value={values}
                  format={listFormat}
                  parse={listParse}
                  onChange={(next) => replace(i, [ref, (next as string[] | undefined) ?? []])}
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
  const allowed = allowedOptions(type).sort((a, b) => orderOf(a) - orderOf(b));
  const record = spec as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) => onChange(setOption(form, id, key, value));
  const visit = findFieldVisit(form, id);
  const isTop = visit?.depth === 0;
  const prefix = `schemas-editor-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const others = fieldIds(form)
    .filter((other) => other !== id)
    .map((other) => findField(form, other)!)
    .filter(Boolean);
  const sections = form.sections ?? [];
  const sectionId = visit?.section ?? DEFAULT_SECTION;
  const sectionLabel = (sid: string) =>
    sections.find((s) => s.id === sid)?.label ?? translate('schemasEditor.list.noSection');
  const codelistNames = Object.keys(codelists).sort();
  const items = itemsOf(codelists, spec.codelist);
  const layoutItems = formName === 'level' ? itemsOf(codelists, 'layout') : [];
  const layouts = (spec.when?.layout ?? []) as ConditionValue[];
  /** The groups around the field with a condition of their own: it applies to the field too. */
  const inherited = (visit?.parentIds ?? [])
    .map((gid) => findField(form, gid))
    .filter((g): g is FieldSpec => !!g && !!g.when && Object.keys(g.when).length > 0);
  const general = problems.filter((p) => !p.option || !allowed.includes(p.option));
  const notSet = translate('schemasEditor.panel.notSet');
  /** A problem at an option in plain words when its kind has them, else the engine's message. */
  const problemText = (p: SchemaProblem): string => {
    const other = typeof p.params?.other === 'string' ? p.params.other : '';
    const params = { ...p.params, other: other && optionLabel(other, type), otherValue: show(record[other]) };
    return translate(`schemasEditor.problem.${p.key ?? ''}`, { ...params, _: p.message });
  };

  /** The control of one option. */
  const control = (name: string, meta: OptionMeta, invalid: boolean): ReactNode => {
    const cid = `${prefix}-${name}`;
    const label = optionLabel(name, type);
    const help = meta.help;
    const value = record[name];
    /** A select of `choices` with 'not set' first; a stored value not among them stays shown. */
    const optionalSelect = (choices: readonly { value: string; label: string }[]) => {
      const current = typeof value === 'string' ? value : '';
      const kept =
        current && !choices.some((c) => c.value === current) ? [{ value: current, label: current }] : [];
      return (
        <SelectField
          size="small"
          id={cid}
          label={label}
          value={current}
          error={invalid}
          helperText={help}
          choices={[{ value: '', label: notSet }, ...choices, ...kept]}
          onChange={(v) => set(name, v || undefined)}
        />
      );
    };
    switch (meta.kind) {
      case 'id':
        return (
          <TextField
            size="small"
            fullWidth
            id={cid}
            label={label}
            value={id}
            helperText={help}
            slotProps={{ input: { readOnly: true } }}
          />
        );
      case 'type':
        // the note of a locked type is not greyed out with the select: it must stay readable
        return (
          <>
            <SelectField
              size="small"
              id={cid}
              label={label}
              value={type}
              disabled={storedIds.has(id)}
              helperText={storedIds.has(id) ? undefined : help}
              choices={FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }))}
              onChange={(v) => onChange(changeType(form, id, v as FieldType))}
            />
            {storedIds.has(id) && (
              <FormHelperText>{translate('schemasEditor.panel.typeLocked')}</FormHelperText>
            )}
          </>
        );
      case 'text':
      case 'longText':
        return (
          <TextField
            size="small"
            fullWidth
            id={cid}
            label={label}
            value={show(value)}
            multiline={meta.kind === 'longText'}
            error={invalid}
            helperText={help}
            onChange={(e) => set(name, e.target.value)}
          />
        );
      case 'number':
        return (
          <TextField
            size="small"
            fullWidth
            id={cid}
            label={label}
            value={show(value)}
            error={invalid}
            helperText={help}
            onChange={(e) => set(name, type === 'date' ? e.target.value : numberOrText(e.target.value))}
            slotProps={{ htmlInput: { inputMode: type === 'date' ? 'text' : 'decimal' } }}
          />
        );
      case 'boolean':
        return (
          <>
            <FormControlLabel
              control={
                <Checkbox
                  id={cid}
                  checked={value === true}
                  onChange={(e) => set(name, e.target.checked ? true : undefined)}
                />
              }
              label={label}
            />
            <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>
          </>
        );
      case 'choice':
        return optionalSelect(meta.choices ?? []);
      case 'codelist':
        return optionalSelect(
          codelistNames.map((n) => ({ value: n, label: (codelists[n] as Codelist).label || n })),
        );
      case 'section':
        return isTop ? (
          <SelectField
            size="small"
            id={cid}
            label={label}
            value={sectionId}
            error={invalid}
            helperText={help}
            disabled={sections.length === 0}
            choices={[
              ...sections.map((s) => ({ value: s.id, label: s.label })),
              ...(sections.some((s) => s.id === sectionId)
                ? []
                : [{ value: sectionId, label: sectionLabel(sectionId) }]),
            ]}
            onChange={(v) => set(name, v)}
          />
        ) : (
          <TextField
            size="small"
            fullWidth
            id={cid}
            label={label}
            value={sectionLabel(sectionId)}
            helperText={translate('schemasEditor.panel.sectionInherited')}
            slotProps={{ input: { readOnly: true } }}
          />
        );
      case 'field': {
        const candidates =
          name === 'count'
            ? listFields(spec)
                .filter((f) => f.depth > 0 && f.spec.type === 'int')
                .map((f) => f.spec)
            : others;
        return optionalSelect(candidates.map((f) => ({ value: f.id, label: f.label || f.id })));
      }
      case 'condition': {
        const layoutsHere = name === 'when' && layoutItems.length > 0;
        const condition = value as Condition | undefined;
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {layoutsHere && (
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
                {!inherited.length && (
                  <FormHelperText>{translate('schemasEditor.panel.layoutsHint')}</FormHelperText>
                )}
              </FormControl>
            )}
            {name === 'when' &&
              inherited.map((group) => (
                <Alert severity="info" key={group.id} data-inherited-when={group.id}>
                  {translate('schemasEditor.panel.inheritedWhen', {
                    group: group.label || group.id,
                    condition: conditionText(group.when, form, codelists),
                  })}
                </Alert>
              ))}
            <ConditionEditor
              label={label}
              condition={condition}
              fields={others}
              codelists={codelists}
              withContext={!!meta.context}
              skip={layoutsHere ? 'layout' : undefined}
              onChange={(next) => set(name, next)}
              idPrefix={cid}
            />
            <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>
          </Box>
        );
      }
      case 'stringList':
        return (
          <BufferedText
            key={id}
            id={cid}
            label={label}
            value={value}
            format={listFormat}
            parse={listParse}
            error={invalid}
            helperText={`${help} ${translate('schemasEditor.panel.listHint')}`}
            onChange={(v) => set(name, v)}
          />
        );
      case 'value':
        return defaultInput(cid, label, help, invalid);
      case 'children':
        return (
          <Box>
            <Typography variant="body2">
              {label}: {(spec.fields ?? []).map((f) => f.label || f.id).join(', ') || '—'}
            </Typography>
            <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>
          </Box>
        );
      case 'retired':
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
            {!spec.retired && (
              <Typography variant="body2" color="text.secondary">
                {translate('schemasEditor.panel.retireText')}
              </Typography>
            )}
            <Button
              variant="outlined"
              color={spec.retired ? 'primary' : 'warning'}
              onClick={() => onChange(setRetired(form, id, !spec.retired))}
            >
              {translate(spec.retired ? 'schemasEditor.panel.restore' : 'schemasEditor.panel.retire')}
            </Button>
          </Box>
        );
      case 'json':
        return (
          <BufferedText
            key={id}
            id={cid}
            label={label}
            value={value}
            format={jsonFormat}
            parse={jsonParse}
            multiline
            error={invalid}
            helperText={
              meta.example
                ? `${help} ${translate('schemasEditor.panel.example', { example: meta.example })}`
                : help
            }
            onChange={(v) => set(name, v)}
          />
        );
    }
  };

  function defaultInput(cid: string, label: string, help: string, invalid: boolean): ReactNode {
    if (type === 'bool' || type === 'group' || type === 'enum' || type === 'list') {
      const choices =
        type === 'bool' || type === 'group'
          ? [
              { value: 'true', label: translate('schemasEditor.panel.yes') },
              { value: 'false', label: translate('schemasEditor.panel.no') },
            ]
          : items.map((i) => ({ value: i.value, label: i.label }));
      return (
        <SelectField
          size="small"
          id={cid}
          label={label}
          error={invalid}
          helperText={help}
          value={record.default === undefined ? '\u0000' : String(record.default)}
          choices={[
            { value: '\u0000', label: translate('schemasEditor.panel.noDefault') },
            ...choices.map((c) => ({ value: c.value, label: c.label || c.value || '—' })),
          ]}
          onChange={(v) =>
            set(
              'default',
              v === '\u0000' ? undefined : type === 'bool' || type === 'group' ? v === 'true' : v,
            )
          }
        />
      );
    }
    if (type === 'set' || type === 'image' || type === 'geo')
      return (
        <BufferedText
          key={id}
          id={cid}
          label={label}
          value={record.default}
          format={type === 'set' ? listFormat : jsonFormat}
          parse={type === 'set' ? listParse : jsonParse}
          error={invalid}
          helperText={help}
          onChange={(v) => set('default', v)}
        />
      );
    return (
      <TextField
        size="small"
        fullWidth
        id={cid}
        label={label}
        value={show(record.default)}
        error={invalid}
        helperText={help}
        onChange={(e) => {
          const v = e.target.value;
          set('default', type === 'int' || type === 'float' ? numberOrText(v) : v);
        }}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="schemas-editor-panel-title" data-panel-field={id}>
      <Typography variant="h6" component="h2" id="schemas-editor-panel-title" sx={{ mb: 1 }}>
        {translate('schemasEditor.panel.title')}: {spec.label || id}
      </Typography>
      {general.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-field-problems={id}>
          {translate('schemasEditor.panel.problems')}
          <List dense disablePadding>
            {general.map((p) => (
              <ListItem key={p.text} disableGutters>
                {p.message}
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
      {OPTION_GROUPS.map((group) => {
        const names = allowed.filter((name) => metaOf(name).group === group);
        if (!names.length) return null;
        const headingId = `${prefix}-group-${group}`;
        return (
          <Box
            key={group}
            component="section"
            aria-labelledby={headingId}
            data-option-group={group}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}
          >
            <Typography variant="subtitle2" component="h3" id={headingId}>
              {OPTION_GROUP_LABELS[group]}
            </Typography>
            {names.map((name) => {
              const own = problems.filter((p) => p.option === name);
              return (
                <Tooltip key={name} title={name} describeChild placement="top-start" enterDelay={800}>
                  <Box data-option={name}>
                    {control(name, metaOf(name), own.length > 0)}
                    {own.map((p) => (
                      <FormHelperText key={p.text} error data-option-problem={name}>
                        {problemText(p)}
                      </FormHelperText>
                    ))}
                  </Box>
                </Tooltip>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
