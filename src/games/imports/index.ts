// The sheet import (games 2.11, 4.5), part of the games feature (other folders take it from src/games'
// index): the modal over src/uploads, and the file drop area of the dashboard.
//   <SheetImportDialog open onClose={…} onImported={(sheet) => navigate(`/drafts/${sheet.id}`)} />
//   <SheetImportDialog … sheetId={id} />   levels appended to draft {id} (POST invoices/{id}/import)
//   <FileDropArea onFile={(file) => …} label="sheetImport.dropHere">…</FileDropArea>
export {
  SheetImportDialog,
  GAME_TEMPLATE_URL,
  SHEET_IMPORT_EXTENSIONS,
  type SheetImportDialogProps,
} from './SheetImportDialog';
export { FileDropArea } from './FileDropArea';
export { SheetTransferActions } from './SheetTransferActions';
