// The texts under a field: its error (platform 5.3), warning (5.2) or hint, translated.
import { useTranslate } from 'react-admin';
import { fieldErrorMessage, warningMessage, type Attr, type FieldSpec } from '../../../schemas/engine';

export interface FieldTexts {
  error?: string;
  warning?: string;
  hint?: string;
}

/** Length in printable characters (as the engine counts them). */
const textLength = (text: string) => [...text].length;

/** The error, warning and hint of a field; a text over its max length warns while typing. */
export function useFieldTexts(spec: FieldSpec, attr: Attr | undefined, value: unknown): FieldTexts {
  const translate = useTranslate();
  const texts: FieldTexts = {};
  if (attr?.error) {
    const message = fieldErrorMessage(attr.error, attr, spec);
    texts.error = translate(message.key, message.params);
  }
  const max = typeof attr?.max === 'number' ? attr.max : undefined;
  const overMax =
    spec.type === 'str' && max !== undefined && typeof value === 'string' && textLength(value) > max;
  const warning = attr?.warning ?? (overMax ? 'max_length' : undefined);
  if (warning) {
    const message = warningMessage(warning);
    texts.warning = translate(message.key, message.params);
  }
  const hint = attr?.hint ?? spec.hint;
  if (hint) texts.hint = hint;
  return texts;
}
