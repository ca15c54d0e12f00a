// The two forms of a sheet (games 3.1): the variant dialog (drafts/{id}) and the game dialog
// (games/{id}). Storing either changes what the sheet's levels see, so its levels are re-evaluated.
import type { Db } from '../../db/types';
import type { FieldValue } from '../../../schemas/engine';
import type { LoadedForms } from '../records/forms';
import { revalidateLevels } from './levels';
import { loadSheet, updateSheetForm, type SheetForm, type SheetRow } from './sheets';

/** Stores a valid form's values; `revalidated` = some level's validity changed. */
export async function storeSheetForm(
  t: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  form: SheetForm,
  values: Record<string, FieldValue>,
): Promise<{ sheet: SheetRow; revalidated: boolean }> {
  await updateSheetForm(t, forms, sheet, form, values);
  const revalidated = await revalidateLevels(t, forms, sheet.id);
  return { sheet: (await loadSheet(t, sheet.id))!, revalidated };
}
