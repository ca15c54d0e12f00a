// Renders a schema-driven form: layout, order, sections, widgets, labels and units from the schema;
// values, visibility, errors and flags from the server's attrs (platform 3.9, 4.6, 4.7).
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { skSK } from '@mui/x-date-pickers/locales';
import { useTranslate } from 'react-admin';
import { isRetired, type CompiledField, type Form, type TextWidgetKind } from '../../schemas/engine';
import { groupChecked, isShown } from './formValues';
import { useSchemaForm, type SchemaFormController, type SchemaFormOptions } from './useSchemaForm';
import { shakeSx } from './shake';
import { TextWidget } from './widgets/TextWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { CheckboxSetWidget } from './widgets/CheckboxSetWidget';
import { DateWidget } from './widgets/DateWidget';
import { ImageWidget } from './widgets/ImageWidget';
import { GeoWidget } from './widgets/GeoWidget';
import { AddressWidget } from './widgets/AddressWidget';
import { ZipWidget } from './widgets/ZipWidget';
import { FieldActionButton } from './FieldActionButton';
import type { WidgetProps } from './widgets/types';

const WIDGETS: Record<string, (props: WidgetProps) => ReactNode> = {
  str: TextWidget,
  int: TextWidget,
  float: TextWidget,
  bool: CheckboxWidget,
  enum: SelectWidget,
  list: SelectWidget,
  set: CheckboxSetWidget,
  date: DateWidget,
  image: ImageWidget,
  geo: GeoWidget,
};

/** Special inputs a text field asks for with the schema option "widget". */
const TEXT_WIDGETS: Record<TextWidgetKind, (props: WidgetProps) => ReactNode> = {
  address: AddressWidget,
  zip: ZipWidget,
};

interface RenderContext {
  ctl: SchemaFormController;
  idPrefix: string;
  disabled: boolean;
  extras?: FieldExtras;
}

/** Controls shown right of a field's input, by field id (e.g. the level's 'Vygenerovať' menu). */
export type FieldExtras = Partial<Record<string, ReactNode>>;

/** The DOM id of a field's input inside one form. */
export const fieldInputId = (idPrefix: string, fieldId: string) => `${idPrefix}-${fieldId}`;

function containsField(form: Form, group: CompiledField, id: string | undefined): boolean {
  for (let f = id ? form.byId.get(id) : undefined; f; f = f.parent) if (f.parent === group) return true;
  return false;
}

function GroupBlock({ field, ctx }: { field: CompiledField; ctx: RenderContext }) {
  const { ctl } = ctx;
  const { spec } = field;
  const [expanded, setExpanded] = useState(!spec.collapsed);
  const holdsError = containsField(ctl.form, field, ctl.firstError);
  useEffect(() => {
    if (holdsError) setExpanded(true);
  }, [ctl.shakeCount, holdsError]);

  const children = <FieldList specs={spec.fields ?? []} ctx={ctx} />;

  if (spec.checkbox) {
    const attr = ctl.attrs[field.id];
    const locked = !!attr?.required || !!attr?.forced;
    const checked = groupChecked(field, ctl.values, ctl.attrs);
    return (
      <Box data-group={field.id} sx={{ my: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              id={fieldInputId(ctx.idPrefix, field.id)}
              name={field.id}
              checked={checked}
              disabled={ctx.disabled || locked}
              onChange={(e) => ctl.setValue(field.id, e.target.checked)}
            />
          }
          label={spec.label}
        />
        {checked && <Box sx={{ pl: 4 }}>{children}</Box>}
      </Box>
    );
  }
  if (spec.collapsible) {
    return (
      <Accordion
        data-group={field.id}
        expanded={expanded}
        onChange={(_e, open) => setExpanded(open)}
        disableGutters
        variant="outlined"
        sx={{ my: 1 }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="subtitle2">{spec.label}</Typography>
        </AccordionSummary>
        <AccordionDetails>{children}</AccordionDetails>
      </Accordion>
    );
  }
  return (
    <Box component="fieldset" data-group={field.id} sx={{ border: 0, p: 0, m: 0, my: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {spec.label}
      </Typography>
      {children}
    </Box>
  );
}

function FieldBlock({ field, ctx }: { field: CompiledField; ctx: RenderContext }) {
  const translate = useTranslate();
  const { ctl } = ctx;
  const attr = ctl.attrs[field.id];
  if (!attr) return null;
  if (field.spec.type === 'group') return <GroupBlock field={field} ctx={ctx} />;
  const Widget = (field.spec.widget && TEXT_WIDGETS[field.spec.widget]) || WIDGETS[field.spec.type];
  // a retired field (shown only when the record has a value): its stored value, read-only
  const retired = isRetired(field);
  const widget = (
    <Widget
      field={field}
      attr={attr}
      value={ctl.values[field.id]}
      onChange={(value) => ctl.setValue(field.id, value)}
      setFieldValue={ctl.setValue}
      disabled={ctx.disabled || retired}
      inputId={fieldInputId(ctx.idPrefix, field.id)}
      recordId={ctl.id}
    />
  );
  if (retired)
    return (
      <Box data-field={field.id} data-retired="true">
        {widget}
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('schemasEditor.retiredValue')}
        </Typography>
      </Box>
    );
  const action =
    field.spec.action && ctl.runAction && !ctx.disabled ? (
      <FieldActionButton field={field} ctl={ctl} />
    ) : null;
  const extra =
    ctx.extras?.[field.id] || action ? (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {ctx.extras?.[field.id]}
        {action}
      </Box>
    ) : null;
  if (!extra) return <Box data-field={field.id}>{widget}</Box>;
  return (
    <Box data-field={field.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{widget}</Box>
      <Box sx={{ pt: 2 }}>{extra}</Box>
    </Box>
  );
}

function FieldList({ specs, ctx }: { specs: readonly { id: string }[]; ctx: RenderContext }) {
  return (
    <>
      {specs.map(({ id }) => {
        const field = ctx.ctl.form.byId.get(id);
        return field && isShown(ctx.ctl.attrs, id) ? <FieldBlock key={id} field={field} ctx={ctx} /> : null;
      })}
    </>
  );
}

interface SectionView {
  id: string;
  label?: string;
  sidebar: boolean;
  fields: CompiledField[];
}

/** Top-level fields by section, in the order the schema lists its sections (unlisted ones last). */
function sectionsOf(form: Form): SectionView[] {
  const declared = form.schema.sections ?? [];
  const views = new Map<string, SectionView>(
    declared.map((s) => [s.id, { id: s.id, label: s.label, sidebar: !!s.sidebar, fields: [] }]),
  );
  for (const field of form.fields) {
    if (field.parent) continue;
    let view = views.get(field.section);
    if (!view) {
      view = { id: field.section, sidebar: false, fields: [] };
      views.set(field.section, view);
    }
    view.fields.push(field);
  }
  return [...views.values()];
}

function SectionBlock({
  section,
  ctx,
  showLabel,
}: {
  section: SectionView;
  ctx: RenderContext;
  showLabel: boolean;
}) {
  if (!section.fields.some((f) => isShown(ctx.ctl.attrs, f.id))) return null;
  return (
    <Box component="section" data-section={section.id} sx={{ mb: 2 }}>
      {showLabel && section.label && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
          {section.label}
        </Typography>
      )}
      <FieldList specs={section.fields} ctx={ctx} />
    </Box>
  );
}

/** Picker texts: MUI's Slovak locale plus the few labels it leaves in English. */
function usePickerTexts() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      ...skSK.components.MuiLocalizationProvider.defaultProps.localeText,
      fieldClearLabel: translate('forms.datePicker.fieldClearLabel'),
      year: translate('forms.datePicker.year'),
      month: translate('forms.datePicker.month'),
      day: translate('forms.datePicker.day'),
      weekDay: translate('forms.datePicker.weekDay'),
      empty: translate('forms.datePicker.empty'),
    }),
    [translate],
  );
}

export interface SchemaFormViewProps {
  form: SchemaFormController;
  /** Shake this form's own box on a rejected commit (EditDialog shakes the dialog instead). */
  shake?: boolean;
  /** Every input disabled. */
  readOnly?: boolean;
  /** Controls shown right of some fields' inputs, by field id. */
  fieldExtras?: FieldExtras;
}

/** Renders a form controller of useSchemaForm: sidebar sections left, the rest right. */
export function SchemaFormView({
  form: ctl,
  shake = true,
  readOnly = false,
  fieldExtras,
}: SchemaFormViewProps) {
  const translate = useTranslate();
  const idPrefix = useId().replace(/:/g, '');
  const localeText = usePickerTexts();
  const sections = useMemo(() => sectionsOf(ctl.form), [ctl.form]);
  const ctx: RenderContext = {
    ctl,
    idPrefix,
    disabled: readOnly || ctl.status === 'committing',
    extras: fieldExtras,
  };

  // After a rejected commit: scroll to the first error and focus it.
  useEffect(() => {
    if (!ctl.shakeCount || !ctl.firstError) return;
    const timer = setTimeout(() => {
      const input = document.getElementById(fieldInputId(idPrefix, ctl.firstError!));
      const target = input?.closest('[data-field]') ?? input;
      target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      input?.focus?.();
    });
    return () => clearTimeout(timer);
  }, [ctl.shakeCount, ctl.firstError, idPrefix]);

  if (ctl.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('forms.dialog.loading')} />
      </Box>
    );
  }

  const sidebar = sections.filter((s) => s.sidebar);
  const content = sections.filter((s) => !s.sidebar);
  const anyRequired = Object.values(ctl.attrs).some((a) => a.required);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sk" localeText={localeText}>
      <Box
        component="form"
        noValidate
        autoComplete="off"
        onSubmit={(e) => e.preventDefault()}
        data-shake={shake ? String(ctl.shakeCount) : undefined}
        sx={shake ? shakeSx(ctl.shakeCount) : undefined}
      >
        <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
          {sidebar.length > 0 && (
            <Box sx={{ flex: '0 0 34%', minWidth: 0 }} data-layout="sidebar">
              {sidebar.map((s) => (
                <SectionBlock key={s.id} section={s} ctx={ctx} showLabel={sidebar.length > 1} />
              ))}
            </Box>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }} data-layout="content">
            {content.map((s, i) => (
              <SectionBlock key={s.id} section={s} ctx={ctx} showLabel={i > 0 || sidebar.length > 0} />
            ))}
          </Box>
        </Box>
        {anyRequired && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('fields.requiredNote')}
          </Typography>
        )}
      </Box>
    </LocalizationProvider>
  );
}

export type SchemaFormProps = SchemaFormOptions & Pick<SchemaFormViewProps, 'shake'>;

/** A schema-driven form with its own controller (outside a dialog: game edit view…). */
export function SchemaForm({ shake, ...options }: SchemaFormProps) {
  const form = useSchemaForm(options);
  return <SchemaFormView form={form} shake={shake} />;
}
