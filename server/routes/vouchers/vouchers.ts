import type { FastifyPluginAsync } from 'fastify';
import { registerSenderSaveRoutes } from '../../http/sender-save-routes';
import { searchParam } from '../../services/sheets/list-search';
import { trashVoucher } from '../../services/trash/trash';
import {
  dropError,
  mergeInfo,
  repeatCountOf,
  repeatGroupChecked,
  withoutRepeat,
  type Evaluation,
  type FieldErrors,
} from '../../services/records/evaluation';
import { registerRecordRoutes } from '../../http/record-routes';
import { textOf } from '../../services/platform/sql';
import {
  GENERATED_CODE_LENGTH,
  generateCodes,
  insertVoucher,
  listVouchers,
  loadVoucher,
  removeVoucher,
  presentVoucher,
  promoTaken,
  updateVoucher,
  type VoucherRow,
} from '../../services/records/vouchers';
import { variantExists } from '../../services/sheets/sheets';
import {
  REPLY_KEYS,
  Voucher,
  VoucherListItem,
  voucherTypeQuery,
  vouchersListQuery,
  type ListQuery,
} from '../../../schemas/api';

/** A typed promo code before generated ones, cut so that prefix-CODE fits the field's maximum length. */
function generationPrefix(e: Evaluation): string {
  const max = Number(e.form.byId.get('promoCode')?.spec.maxLength ?? 50);
  return textOf(e.values.promoCode).slice(0, Math.max(0, max - GENERATED_CODE_LENGTH - 1));
}

/** Spec platform 7.7: vouchers; everything needs 'edit'. */
export const vouchersRoutes: FastifyPluginAsync = async (app) => {
  registerRecordRoutes<VoucherRow>(app, {
    path: '/vouchers',
    form: 'voucher',
    reply: Voucher,
    listItem: VoucherListItem,
    type: 'voucher',
    table: 'vouchers',
    listKey: REPLY_KEYS.vouchers.list,
    recordKey: REPLY_KEYS.vouchers.record,
    // listed and read by anyone signed in (platform 2.3: the menu shows vouchers), written with 'edit'
    read: 'user',
    listSchema: vouchersListQuery,
    // A new voucher is created in the tab the list shows (PUT vouchers?t=…).
    createQuerySchema: voucherTypeQuery,
    replyCreatedIds: true,

    list: (db, query: ListQuery, page) =>
      listVouchers(db, { tab: query.t, search: searchParam(query.s), ...page }),
    load: (db, id, { lock }) => loadVoucher(db, id, lock),
    keepInBin: (t, row) => trashVoucher(t, row.id),
    remove: removeVoucher,
    present: presentVoucher,

    // 'Generate one-time vouchers': the server makes the codes, so a promo code is not required then.
    adjust(e, { creating }) {
      if (!creating || !repeatGroupChecked(e)) return;
      dropError(e, 'promoCode', 'required');
      if (e.attrs.promoCode) delete e.attrs.promoCode.required;
    },
    async check(db, e, { row }) {
      const errors: FieldErrors = {};
      const code = textOf(e.values.promoCode);
      const generated = !row && repeatGroupChecked(e);
      if (code && !generated && (await promoTaken(db, code, row?.id))) errors.promoCode = 'code_exists';
      return errors;
    },
    uniqueViolation: () => ({ promoCode: 'code_exists' }),

    // With the generate group checked: N vouchers with distinct random codes, one use each.
    async create(db, e) {
      const values = withoutRepeat(e);
      if (!repeatGroupChecked(e)) return [await insertVoucher(db, values)];
      const rows: VoucherRow[] = [];
      for (const code of await generateCodes(db, repeatCountOf(e), generationPrefix(e))) {
        rows.push(await insertVoucher(db, { ...values, promoCode: code, limit: 1 }));
      }
      return rows;
    },
    update: (db, row, e) => updateVoucher(db, row.id, mergeInfo(e.form, row.info, withoutRepeat(e))),

    // POST vouchers/{variantId}/validate (the other reading): a new voucher for that variant.
    async validateOther(db, id) {
      return (await variantExists(db, id)) ? { game: String(id) } : undefined;
    },
  });

  registerSenderSaveRoutes(app, { path: '/vouchers', table: 'vouchers' });
};
