// The variant's sender picked from contacts (games 2.7, 3.1): the users autocomplete (offset 0,
// limit 10, the typed text), then POST drafts/{id}/sender/{senderId}.
import { useEffect, useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { formatZip } from '../format';
import { assignSender } from './api';
import { AUTOCOMPLETE_LIMIT } from '../../schemas/constants';
import { senderOf, type SenderContact, type Sheet } from './sheet';

const LOOKUP_DEBOUNCE_MS = 200;

interface UserOption extends RaRecord {
  name?: string | null;
  email?: string | null;
  org?: string | null;
  info?: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function contactLabel(contact: SenderContact | UserOption): string {
  const name = text(contact.name) || text((contact as UserOption).info?.name);
  const email = text(contact.email) || text((contact as UserOption).info?.email);
  return [name, email && name ? `<${email}>` : email].filter(Boolean).join(' ');
}

export interface SenderPickerProps {
  sheet: Pick<Sheet, 'id' | 'info'>;
  onChanged(sheet: Sheet | null): void;
  disabled?: boolean;
}

export function SenderPicker({ sheet, onChanged, disabled }: SenderPickerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<UserOption[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const sender = senderOf(sheet as Sheet);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      dataProvider
        .getList<UserOption>('users', {
          pagination: { page: 1, perPage: AUTOCOMPLETE_LIMIT },
          sort: { field: 'id', order: 'ASC' },
          filter: { s: input },
          signal: controller.signal,
        })
        .then(
          ({ data }) => setOptions(data),
          () => setOptions([]),
        )
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, input, dataProvider]);

  const choose = async (user: UserOption | null) => {
    if (!user) return;
    setSaving(true);
    try {
      const next = await assignSender(dataProvider, sheet.id, user.id);
      notify('games.sender.changed', { type: 'info' });
      onChanged(next);
    } catch {
      notify('games.sender.failed', { type: 'error' });
    } finally {
      setSaving(false);
      setInput('');
    }
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="sender-picker">
      {sender && contactLabel(sender) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="sender-current">
          {[contactLabel(sender), text(sender.org), formatZip(text(sender.zip))].filter(Boolean).join(', ')}
        </Typography>
      )}
      <Autocomplete<UserOption>
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        disabled={disabled || saving}
        filterOptions={(x) => x}
        getOptionLabel={(o) => contactLabel(o)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={input}
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        value={null}
        onChange={(_e, value) => void choose(value)}
        noOptionsText={translate('games.sender.noOptions')}
        loadingText={translate('games.sender.loading')}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('games.sender.label')}
            placeholder={translate('games.sender.placeholder')}
            slotProps={{
              input: {
                ...params.InputProps,
                endAdornment: (
                  <>
                    {loading || saving ? <CircularProgress size={16} /> : null}
                    {params.InputProps.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </Box>
  );
}
