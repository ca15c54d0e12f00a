import { AddressAutocomplete } from '../../lookups';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

/** A street field with address suggestions ("widget": "address"); a picked address fills the schema's `fill` fields. */
export function AddressWidget({
  field,
  attr,
  value,
  onChange,
  setFieldValue,
  disabled,
  inputId,
}: WidgetProps) {
  const { spec } = field;
  const text = typeof value === 'string' ? value : '';
  const texts = useFieldTexts(spec, attr, text);
  return (
    <AddressAutocomplete
      id={inputId}
      name={field.id}
      label={spec.label}
      value={text}
      onChange={onChange}
      onPick={(address) => {
        for (const [part, target] of Object.entries(spec.fill ?? {})) {
          if (target) setFieldValue(target, address[part as keyof typeof address]);
        }
      }}
      required={!!attr.required}
      error={!!texts.error}
      helperText={<HelperLines texts={texts} />}
      disabled={disabled || !!attr.forced}
    />
  );
}
