// GET changes/export: the filtered log as one XLSX sheet, a row per changed field (an entry without
// field changes is one row). Loaded on the first export, with the spreadsheet library.
import * as XLSX from '@e965/xlsx';
import { historyMessages } from '../../../i18n/sk/history';
import type { HistoryEntry } from './history';
import { imageFormat, isLoggedImage } from '../../../schemas/api/history-kinds';
import { formatFileSize } from '../../../schemas/format';

export const CHANGES_EXPORT_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const cell = (value: unknown): string | number | boolean =>
  value === null || value === undefined
    ? ''
    : isLoggedImage(value)
      ? historyMessages.history.image
          .replace('%{format}', imageFormat(value))
          .replace('%{size}', formatFileSize(value.size))
      : typeof value === 'object'
        ? JSON.stringify(value)
        : (value as string | number | boolean);

export function changesWorkbook(entries: HistoryEntry[]): Buffer {
  const t = historyMessages.history;
  const x = t.export;
  const columns = [
    x.id,
    x.at,
    x.actor,
    x.actingAs,
    x.type,
    x.recordId,
    x.owner,
    x.game,
    x.action,
    x.field,
    x.before,
    x.after,
  ];
  const rows: (string | number | boolean)[][] = [columns];
  for (const e of entries) {
    const head = [
      e.id,
      new Date(e.at * 1000).toISOString().replace('T', ' ').slice(0, 19),
      e.actor?.name ?? '',
      e.actingAs?.name ?? '',
      t.type[e.type as keyof typeof t.type] ?? e.type,
      e.recordId,
      e.owner ? `${t.type[e.owner.type as keyof typeof t.type] ?? e.owner.type} ${e.owner.id}` : '',
      e.game?.name ?? '',
      t.action[e.action as keyof typeof t.action] ?? e.action,
    ];
    if (!e.changes.length) rows.push([...head, '', '', '']);
    for (const c of e.changes) {
      rows.push([...head, c.label, cell(c.beforeLabel ?? c.before), cell(c.afterLabel ?? c.after)]);
    }
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), x.sheet);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
