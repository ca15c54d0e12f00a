// The parts every import dialog shows around UploadDialog: the intro with the template links, and the
// list of bad rows that an all-or-nothing import refused (the server's `rows`).
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DownloadLink } from '../downloads';
import type { UploadReply } from './uploadFile';
import type { ImportRowError } from '../../schemas/api';

export const TEMPLATES_HELP_URL = '/pomoc/index.html#sablony-na-stiahnutie';

/** A refused row of a contacts or sheet import reply (schemas/api/misc.ts). */
type RowError = ImportRowError;

function rowErrors(reply: UploadReply | undefined): RowError[] {
  return Array.isArray(reply?.rows) ? (reply.rows as RowError[]) : [];
}

/** The intro text, the template download and the templates help link (i18n keys). */
export function ImportIntro({
  text,
  templateUrl,
  templateLabel,
  helpLabel,
}: {
  text: string;
  templateUrl: string;
  templateLabel: string;
  helpLabel: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography>{translate(text)}</Typography>
      <Box sx={{ display: 'flex', gap: 3 }}>
        <DownloadLink href={templateUrl}>{translate(templateLabel)}</DownloadLink>
        <Link href={TEMPLATES_HELP_URL} target="_blank" rel="noopener">
          {translate(helpLabel)}
        </Link>
      </Box>
    </>
  );
}

/** Every refused row with its message ('Riadok 5: Otázka – Povinný údaj'), under the heading `label`. */
export function ImportRowErrors({ reply, label }: { reply: UploadReply | undefined; label: string }) {
  const translate = useTranslate();
  const rows = rowErrors(reply);
  if (!rows.length) return null;
  return (
    <>
      <Typography sx={{ mt: 1 }}>{translate(label)}</Typography>
      <List dense disablePadding aria-label={translate(label)} sx={{ maxHeight: 240, overflow: 'auto' }}>
        {rows.map((r, i) => (
          <ListItem key={`${r.row}.${r.field}.${i}`} disableGutters sx={{ py: 0 }}>
            {r.message}
          </ListItem>
        ))}
      </List>
    </>
  );
}
