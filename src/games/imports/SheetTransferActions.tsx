import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { apiUrl } from '../../providers/api';
import { FileDownloadDialog } from '../../downloads';
import type { Sheet } from '../sheet';
import { SheetImportDialog } from './SheetImportDialog';

type ExportFormat = 'xlsx' | 'xml';

/**
 * The game edit view's import and export actions: 'Importovať úlohy' appends the levels of a file to
 * a draft (POST invoices/{id}/import); 'Exportovať' downloads the sheet as XLSX or XML (GET
 * drafts/{id}/export), the formats the import reads back.
 */
export function SheetTransferActions({ sheet, onImported }: { sheet: Sheet; onImported(): void }) {
  const translate = useTranslate();
  const [importing, setImporting] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [format, setFormat] = useState<ExportFormat | null>(null);
  const isDraft = sheet.status === 'draft';

  return (
    <>
      {isDraft && (
        <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          {translate('sheetImport.levelsButton')}
        </Button>
      )}
      <Button
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={!!menu}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        {translate('sheetExport.title')}
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {(['xlsx', 'xml'] as const).map((f) => (
          <MenuItem
            key={f}
            onClick={() => {
              setMenu(null);
              setFormat(f);
            }}
          >
            {translate(`sheetExport.${f}`)}
          </MenuItem>
        ))}
      </Menu>
      <FileDownloadDialog
        open={format !== null}
        href={apiUrl(`drafts/${sheet.id}/export`, { f: format ?? 'xlsx' })}
        title="sheetExport.title"
        description={translate('sheetExport.description', { format: (format ?? 'xlsx').toUpperCase() })}
        onClose={() => setFormat(null)}
      />
      <SheetImportDialog
        open={importing}
        sheetId={sheet.id}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          onImported();
        }}
      />
    </>
  );
}
