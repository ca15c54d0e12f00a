// The schemas and codelists as modules, for the app (Vite bundles the JSON). The server reads the
// files from disk instead (server/services/forms.ts). A new codelist file needs one line here;
// schemas/bundle.test.ts fails until it is added.
import {
  compileForm,
  type Codelist,
  type Codelists,
  type Form,
  type FormName,
  type FormSchema,
} from './engine';
import gameSchema from './game.json';
import variantSchema from './variant.json';
import levelSchema from './level.json';
import invoiceSchema from './invoice.json';
import voucherSchema from './voucher.json';
import userSchema from './user.json';
import category from './codelists/category.json';
import codType from './codelists/codType.json';
import country from './codelists/country.json';
import dashboardType from './codelists/dashboardType.json';
import gameListType from './codelists/gameListType.json';
import gameStatusFilter from './codelists/gameStatusFilter.json';
import invoiceTab from './codelists/invoiceTab.json';
import labelFormat from './codelists/labelFormat.json';
import layout from './codelists/layout.json';
import levelFilter from './codelists/levelFilter.json';
import parcelContent from './codelists/parcelContent.json';
import parcelGroup from './codelists/parcelGroup.json';
import parcelPacking from './codelists/parcelPacking.json';
import parcelType from './codelists/parcelType.json';
import paymentMethod from './codelists/paymentMethod.json';
import paymentType from './codelists/paymentType.json';
import receptionType from './codelists/receptionType.json';
import role from './codelists/role.json';
import segment from './codelists/segment.json';
import service from './codelists/service.json';
import sheetStatus from './codelists/sheetStatus.json';
import target from './codelists/target.json';
import trackingStatus from './codelists/trackingStatus.json';
import userType from './codelists/userType.json';
import voucherType from './codelists/voucherType.json';

export const SCHEMAS: Record<FormName, FormSchema> = {
  game: gameSchema as FormSchema,
  variant: variantSchema as FormSchema,
  level: levelSchema as FormSchema,
  invoice: invoiceSchema as FormSchema,
  voucher: voucherSchema as FormSchema,
  user: userSchema as FormSchema,
};

export const CODELISTS: Codelists = {
  category: category as Codelist,
  codType: codType as Codelist,
  country: country as Codelist,
  dashboardType: dashboardType as Codelist,
  gameListType: gameListType as Codelist,
  gameStatusFilter: gameStatusFilter as Codelist,
  invoiceTab: invoiceTab as Codelist,
  labelFormat: labelFormat as Codelist,
  layout: layout as Codelist,
  levelFilter: levelFilter as Codelist,
  parcelContent: parcelContent as Codelist,
  parcelGroup: parcelGroup as Codelist,
  parcelPacking: parcelPacking as Codelist,
  parcelType: parcelType as Codelist,
  paymentMethod: paymentMethod as Codelist,
  paymentType: paymentType as Codelist,
  receptionType: receptionType as Codelist,
  role: role as Codelist,
  segment: segment as Codelist,
  service: service as Codelist,
  sheetStatus: sheetStatus as Codelist,
  target: target as Codelist,
  trackingStatus: trackingStatus as Codelist,
  userType: userType as Codelist,
  voucherType: voucherType as Codelist,
};

const compiled = new Map<FormName, Form>();

/** The compiled form for the app's SchemaForm and its local sanitize (computeAttrs with { local: true }). */
export function getForm(name: FormName): Form {
  let form = compiled.get(name);
  if (!form) {
    form = compileForm(name, SCHEMAS[name], CODELISTS);
    compiled.set(name, form);
  }
  return form;
}

/** The Slovak label of a codelist value (e.g. country 'sk' → 'Slovensko'); the value itself when unknown. */
export function codelistLabel(codelist: string, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return CODELISTS[codelist]?.items.find((item) => item.value === value)?.label ?? value;
}
