// What the labels call prints for a sheet (games 2.13, 4.1, 9): the rules of which labels may print,
// and the sheet's levels and sender address as LabelsInput.
import type { Db } from '../../db/types';
import { formatZip } from '../../../schemas/format';
import { textOf } from '../platform/sql';
import { findUserById } from '../records/users';
import { listLevels } from '../sheets/levels';
import { labelsAvailable, parcelTypeOf, senderOf, type SheetRow } from '../sheets/sheets';
import { labelFormatsFor } from '../../../schemas/label-rules';
import { levelCode, type LabelFormat, type LabelLevel, type LabelsInput, type LabelType } from './labels-pdf';

/** Why these labels may not print for the sheet (undefined = they may). */
export function labelsRefusal(sheet: SheetRow, type: LabelType, format: LabelFormat): string | undefined {
  const available = labelsAvailable(sheet);
  if (!(type === 'address' ? available.address : available.reply)) return 'invalid_state';
  // labelsAvailable already refuses the types without labels (uz, ems, epg) as invalid_state
  if (!labelFormatsFor(parcelTypeOf(sheet)).includes(format)) return 'invalid_format';
  return undefined;
}

/** The sender's address block: name, organisation, street, zip and city (from the sender contact when there is one). */
async function senderLines(db: Db, sheet: SheetRow): Promise<string[]> {
  const sender = senderOf(sheet);
  const contact = sheet.senderId !== null ? await findUserById(db, sheet.senderId) : undefined;
  const info = (contact?.info ?? {}) as Record<string, unknown>;
  const zip = formatZip(sender.zip || textOf(info.zip));
  const city = textOf(info.city);
  return [
    sender.name,
    sender.org,
    textOf(info.street),
    [zip, city].filter(Boolean).join(' '),
    sender.phone,
  ].filter(Boolean);
}

export async function labelsInput(
  db: Db,
  sheet: SheetRow,
  type: LabelType,
  format: LabelFormat,
  start: number,
): Promise<LabelsInput> {
  const rows = await listLevels(db, sheet.id, { search: '%', offset: 0, limit: 1_000_000 });
  const levels: LabelLevel[] = rows.map((l) => ({
    number: textOf(l.info.order) || String(l.seq),
    name: textOf(l.info.name),
    code: levelCode(sheet.id, l.id),
  }));
  return {
    gameName: sheet.gameName,
    variantName: textOf(sheet.info.variantNameExtended) || sheet.name,
    type,
    format,
    start: format === 'a4' ? start : 0,
    sender: type === 'address' ? await senderLines(db, sheet) : [],
    levels,
  };
}
