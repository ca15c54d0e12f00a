// Slovak text of a field error on the server (e.g. the contacts import's row report), from the same
// message keys and texts the app shows (schemas/engine errorMessage + i18n/sk/fields.ts).
import { fieldErrorMessage, type Attr, type Form } from '../../../schemas/engine';
import { fieldMessages } from '../../../i18n/sk/fields';

function lookup(key: string): string | undefined {
  let node: unknown = fieldMessages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** 'Neplatný formát', 'Hodnota mimo rozsah: 1-10'… for an error code of a field of a form. */
export function fieldErrorText(form: Form, fieldId: string, code: string, attr: Attr = {}): string {
  const message = fieldErrorMessage(code, attr, form.byId.get(fieldId)?.spec);
  const text = lookup(message.key) ?? lookup('fields.errors.unknown') ?? code;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(message.params[name] ?? ''));
}

/** The field's label as the schema gives it. */
export function fieldLabel(form: Form, fieldId: string): string {
  return form.byId.get(fieldId)?.spec.label ?? fieldId;
}
