// How the history shows a logged value: as the forms show it (a codelist value by its option's label,
// dates d.m.yyyy, decimal comma, yes/no), a long text or a secret by a note instead of the value.
import type { HistoryEntry, HistoryFieldChange } from '../../schemas/api';
import { imageFormat, isLoggedImage } from '../../schemas/api/history-kinds';
import { formatFileSize } from '../../schemas/format';
import { formatDate } from '../format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formatLogged(
  value: unknown,
  optionLabel: string | undefined,
  kind: string,
  translate: Translate,
): string {
  if (optionLabel !== undefined) return optionLabel;
  if (value === null || value === undefined || value === '') return translate('history.empty_value');
  if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (Array.isArray(value)) return value.map((v) => formatLogged(v, undefined, '', translate)).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('$sha256' in o) return translate('history.longText', { len: o.$len });
    if ('$secret' in o) return translate('history.secret');
    if (isLoggedImage(o)) {
      return translate('history.image', { format: imageFormat(o), size: formatFileSize(o.size) });
    }
    if (typeof o.lat === 'number' && typeof o.lng === 'number') {
      const number = (n: unknown) => (typeof n === 'number' ? String(n).replace('.', ',') : '—');
      return translate('history.position', {
        lat: number(o.lat),
        lng: number(o.lng),
        radius: number(o.radius),
      });
    }
    return JSON.stringify(value);
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return formatDate(value);
  return String(value);
}

/** An entry's action as the history names it: an image's upload and removal by what they did to the image. */
export function actionLabel(entry: Pick<HistoryEntry, 'type' | 'action'>, translate: Translate): string {
  const key = entry.type === 'image' ? 'history.imageAction' : 'history.action';
  return translate(`${key}.${entry.action}`, { _: entry.action });
}

/** An image a logged value names, for a thumbnail: its id and the text beside it (its file name). */
export interface LoggedImageView {
  id: string;
  text: string;
}

/**
 * The image a logged value names (an image field's {val} or bare id, an image entry's {$image}), with its
 * file name, else its format and size, else 'obrázok'; null for any other value.
 */
export function imageOfLogged(
  value: unknown,
  kind: string,
  name: string | undefined,
  translate: Translate,
): LoggedImageView | null {
  if (value === null || value === undefined || value === '') return null;
  if (isLoggedImage(value)) {
    const text =
      name ?? translate('history.image', { format: imageFormat(value), size: formatFileSize(value.size) });
    return { id: value.$image, text };
  }
  if (kind !== 'image') return null;
  const id =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && typeof (value as { val?: unknown }).val === 'string'
        ? (value as { val: string }).val
        : '';
  return id ? { id, text: name ?? translate('history.imageUnnamed') } : null;
}

/** "Label: before → after" of one field change (security events: the event's name). */
export function describeChange(change: HistoryFieldChange, action: string, translate: Translate) {
  if (action === 'security') {
    return {
      label: translate(`history.security.${change.field}`, { _: change.field }),
      before: '',
      after: '',
      beforeImage: null,
      afterImage: null,
    };
  }
  return {
    label: change.label,
    before: formatLogged(change.before, change.beforeLabel, change.kind, translate),
    after: formatLogged(change.after, change.afterLabel, change.kind, translate),
    beforeImage: imageOfLogged(change.before, change.kind, change.beforeName, translate),
    afterImage: imageOfLogged(change.after, change.kind, change.afterName, translate),
  };
}

/** The record type of the history call for a form's resource; undefined when it has no history. */
export function historyTypeOf(resource: string): string | undefined {
  if (resource === 'users') return 'user';
  if (resource === 'invoices') return 'invoice';
  if (resource === 'vouchers') return 'voucher';
  if (resource === 'drafts') return 'variant';
  if (/^(drafts|games)\/\d+\/levels$/.test(resource)) return 'level';
  if (/^invoices\/\d+\/parcels$/.test(resource)) return 'invoice_parcel';
  if (/courier/.test(resource)) return 'courier';
  return undefined;
}
