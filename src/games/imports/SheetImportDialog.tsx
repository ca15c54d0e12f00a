import { useTranslate } from 'react-admin';
import { ImportIntro, ImportRowErrors, UploadDialog } from '../../uploads';
import type { Sheet } from '../sheet';

export const GAME_TEMPLATE_URL = '/public/templates/hra_sablona.xls';
/** Games 5.3: xls or xml; xlsx too (the export's format). */
export const SHEET_IMPORT_EXTENSIONS = ['xls', 'xlsx', 'xml'] as const;

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
        <ImportIntro
          text={levelsOnly ? 'sheetImportModal.introLevels' : 'sheetImportModal.intro'}
          templateUrl={GAME_TEMPLATE_URL}
          templateLabel="sheetImportModal.template"
          helpLabel="sheetImportModal.help"
        />
      }
      renderDone={(reply) => translate('sheetImportModal.done', { smart_count: Number(reply.count ?? 0) })}
      renderFailure={(reply) => <ImportRowErrors reply={reply} label="sheetImportModal.failed.rows" />}
    />
  );
}
