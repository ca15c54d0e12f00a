// Which labels a sheet's parcel type prints (games 2.13 and 9), shared by the labels dialog and the
// server's GET games/{id}/labels: envelope formats (dl, c5, c6) only for r, dsz, ek, zb; A4 only for
// b, pl, epo; no labels at all (submission only) for uz, ems, epg. A sheet without a parcel type (the
// games of today carry none) prints every format. No DOM or Node imports: the app bundles it.

export const LABEL_FORMATS = ['a4', 'dl', 'c5', 'c6'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Parcel types printed on A4 and on envelopes (games 9: 'envelope printing'). */
export const ENVELOPE_PARCEL_TYPES: readonly string[] = ['r', 'dsz', 'ek', 'zb'];
/** Parcel types printed on A4 only. */
export const A4_ONLY_PARCEL_TYPES: readonly string[] = ['b', 'pl', 'epo'];
/** Parcel types without labels: they are only submitted. */
export const NO_LABEL_PARCEL_TYPES: readonly string[] = ['uz', 'ems', 'epg'];

/** The label formats a sheet of this parcel type prints ('' / null = no parcel type: all). */
export function labelFormatsFor(parcelType: string | null | undefined): readonly LabelFormat[] {
  if (!parcelType || ENVELOPE_PARCEL_TYPES.includes(parcelType)) return LABEL_FORMATS;
  if (A4_ONLY_PARCEL_TYPES.includes(parcelType)) return ['a4'];
  // uz, ems, epg, and a type no rule names: nothing to print
  return [];
}

/** Whether a sheet of this parcel type prints labels at all. */
export const printsLabels = (parcelType: string | null | undefined): boolean =>
  labelFormatsFor(parcelType).length > 0;
