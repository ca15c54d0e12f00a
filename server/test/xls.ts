// A spreadsheet of rows as the imports take it: one sheet of an Excel 97–2003 (.xls, BIFF8) workbook.
import * as XLSX from '@e965/xlsx';

export function xlsOf(rows: unknown[][], sheetName = 'Kontakty'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
