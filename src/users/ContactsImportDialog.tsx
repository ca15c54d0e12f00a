import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UploadDialog, type UploadReply } from '../uploads';

export const CONTACTS_TEMPLATE_URL = '/public/templates/kontatky_sablona.xls';
export const TEMPLATES_HELP_URL = '/pomoc/index.html#sablony-na-stiahnutie';

interface RowError {
  row: number;
  field: string;
  error: string;
  message: string;
}

function rowErrors(reply: UploadReply | undefined): RowError[] {
  return Array.isArray(reply?.rows) ? (reply.rows as RowError[]) : [];
}

/** The contacts import modal (users-import, platform 2.9): an .xls of contacts, all rows or none. */
export function ContactsImportDialog({
  open,
  onClose,
  type,
  onImported,
}: {
  open: boolean;
  onClose(): void;
  /** The user type the contacts get (the selected tab). */
  type: string;
  onImported(count: number): void;
}) {
  const translate = useTranslate();
  return (
    <UploadDialog
      open={open}
      onClose={onClose}
      title="contactsImportModal.title"
      path="users/import"
      query={{ t: type }}
      allowed={['xls']}
      reasonPrefix="contactsImportModal.failed.reason"
      onDone={(reply) => onImported(Number(reply.count ?? 0))}
      intro={
        <>
          <Typography>{translate('contactsImportModal.intro')}</Typography>
          <Box sx={{ display: 'flex', gap: 3 }}>
            <Link href={CONTACTS_TEMPLATE_URL} download>
              {translate('contactsImportModal.template')}
            </Link>
            <Link href={TEMPLATES_HELP_URL} target="_blank" rel="noopener">
              {translate('contactsImportModal.help')}
            </Link>
          </Box>
        </>
      }
      renderDone={(reply) => translate('contactsImportModal.done', { smart_count: Number(reply.count ?? 0) })}
      renderFailure={(reply) => {
        const rows = rowErrors(reply);
        if (!rows.length) return null;
        return (
          <>
            <Typography sx={{ mt: 1 }}>{translate('contactsImportModal.failed.rows')}</Typography>
            <List dense disablePadding aria-label={translate('contactsImportModal.failed.rows')}>
              {rows.map((r, i) => (
                <ListItem key={`${r.row}.${r.field}.${i}`} disableGutters sx={{ py: 0 }}>
                  {r.message}
                </ListItem>
              ))}
            </List>
          </>
        );
      }}
    />
  );
}
