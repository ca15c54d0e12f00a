import type { Attr, CompiledField } from '../../../schemas/engine';
import type { UiValue } from '../formValues';

/** What every widget gets from SchemaForm. */
export interface WidgetProps {
  field: CompiledField;
  attr: Attr;
  value: UiValue | undefined;
  onChange(value: UiValue): void;
  /** Sets another field of the same form (an address widget filling zip and city). */
  setFieldValue(id: string, value: UiValue): void;
  /** The form is committing: no edits. */
  disabled: boolean;
  /** DOM id of the field's input. */
  inputId: string;
  /** The record being edited (null = new): the owner of uploaded images. */
  recordId: string | number | null;
}
