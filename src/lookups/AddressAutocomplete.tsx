import { useEffect, useRef, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { AUTOCOMPLETE_BLUR_DELAY_MS } from './constants';
import {
  isAddressQuery,
  isAddressQueryTooLong,
  searchAddresses,
  streetLine,
  type AddressResult,
} from './addressLookup';

export interface AddressAutocompleteProps {
  /** The street text shown in the field. */
  value: string;
  /** The text as typed, and the street line of a picked address. */
  onChange(text: string): void;
  /** A suggestion was picked: fill street, zip and city from it. */
  onPick(address: AddressResult): void;
  /** The field's label (already translated); 'Ulica' by default. */
  label?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: React.ReactNode;
}

/**
 * Street field with address suggestions (platform 7.4, 9): GET addresses?s from 2 characters, at
 * most 10 suggestions, answers cached per query, the list closing 250 ms after the field loses focus.
 * Any text may be kept (a street that is not in the list).
 */
export function AddressAutocomplete({
  value,
  onChange,
  onPick,
  label,
  name,
  id,
  disabled,
  required,
  error,
  helperText,
}: AddressAutocompleteProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AddressResult[]>([]);
  const [loading, setLoading] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchable = isAddressQuery(value);

  useEffect(() => {
    if (!open || !searchable) {
      setOptions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    searchAddresses(dataProvider, value, controller.signal).then(
      (results) => {
        if (controller.signal.aborted) return;
        setOptions(results);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setOptions([]);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [open, searchable, value, dataProvider]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  return (
    // Not freeSolo (which hides the 'too short' / 'nothing found' texts); clearOnBlur off keeps any
    // typed street, also one missing from the suggestions.
    <Autocomplete<AddressResult, false, false, false>
      clearOnBlur={false}
      open={open}
      onOpen={() => {
        clearTimeout(blurTimer.current);
        setOpen(true);
      }}
      onClose={(_event, reason) => {
        clearTimeout(blurTimer.current);
        if (reason === 'blur')
          blurTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_BLUR_DELAY_MS);
        else setOpen(false);
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={streetLine}
      isOptionEqualToValue={(a, b) => a === b}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(text);
      }}
      value={null}
      onChange={(_event, picked) => {
        if (picked) {
          onChange(streetLine(picked));
          onPick(picked);
        }
      }}
      loading={loading}
      loadingText={translate('lookups.address.loading')}
      noOptionsText={translate(
        searchable
          ? 'lookups.address.noOptions'
          : isAddressQueryTooLong(value)
            ? 'lookups.address.tooLong'
            : 'lookups.address.tooShort',
      )}
      openText={translate('lookups.address.open')}
      closeText={translate('lookups.address.close')}
      clearText={translate('ra.action.clear_input_value')}
      forcePopupIcon={false}
      disabled={disabled}
      id={id}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{streetLine(option)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {`${option.zip} ${option.city}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label ?? translate('lookups.address.label')}
          required={required}
          error={error}
          helperText={helperText}
          margin="dense"
          size="small"
          fullWidth
        />
      )}
    />
  );
}
