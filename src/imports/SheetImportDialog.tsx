import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UploadDialog, type UploadReply } from '../uploads';
import type { Sheet } from '../games';

export const GAME_TEMPLATE_URL = '/public/templates/hra_sablona.xls';
export const TEMPLATES_HELP_URL = '/pomoc/index.html#sablony-na-stiahnutie';
/** Games 5.3: xls or xml; xlsx too (the export's format). */
export const SHEET_IMPORT_EXTENSIONS = ['xls', 'xlsx', 'xml'] as const;

interface RowError {
  row: number;
  field: string;
  message: string;
}

function rowErrors(reply: UploadReply | undefined): RowError[] {
  return Array.isArray(reply?.rows) ? (reply.rows as RowError[]) : [];
}

export interface SheetImportDialogProps {
  open: boolean;
  onClose(): void;
  /** Import into this draft (its levels are appended); without it the file becomes a new draft. */
  sheetId?: Sheet['id'];
  /** A file dropped on the drop area: uploaded at once. */
  initialFile?: File;
  onImported(sheet: Sheet, count: number): void;
}

/**
 * The sheet import modal (games 2.11, 4.5): panels upload, uploading (progress), processing and
 * failed (the reason of games 8 and every bad row); closable only in upload and failed. A success
 * hands the imported sheet to onImported (the caller navigates).
 */
export function SheetImportDialog({
  open,
  onClose,
  sheetId,
  initialFile,
  onImported,
}: SheetImportDialogProps) {
  const translate = useTranslate();
  const levelsOnly = sheetId !== undefined;
  return (
    <UploadDialog
      open={open}
      onClose={onClose}
      title={levelsOnly ? 'sheetImportModal.titleLevels' : 'sheetImportModal.title'}
      path={levelsOnly ? `invoices/${sheetId}/import` : 'invoices/import'}
      allowed={SHEET_IMPORT_EXTENSIONS}
      initialFile={initialFile}
      reasonPrefix="sheetImportModal.failed.reason"
      onDone={(reply) => onImported(reply.sheet as Sheet, Number(reply.count ?? 0))}
      intro={
        <>
          <Typography>
            {translate(levelsOnly ? 'sheetImportModal.introLevels' : 'sheetImportModal.intro')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 3 }}>
            <Link href={GAME_TEMPLATE_URL} download>
              {translate('sheetImportModal.template')}
            </Link>
            <Link href={TEMPLATES_HELP_URL} target="_blank" rel="noopener">
              {translate('sheetImportModal.help')}
            </Link>
          </Box>
        </>
      }
      renderDone={(reply) => translate('sheetImportModal.done', { smart_count: Number(reply.count ?? 0) })}
      renderFailure={(reply) => {
        const rows = rowErrors(reply);
        if (!rows.length) return null;
        return (
          <>
            <Typography sx={{ mt: 1 }}>{translate('sheetImportModal.failed.rows')}</Typography>
            <List
              dense
              disablePadding
              aria-label={translate('sheetImportModal.failed.rows')}
              sx={{ maxHeight: 240, overflow: 'auto' }}
            >
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
