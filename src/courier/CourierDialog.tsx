// The courier order dialog (games 2.15, 3.10, 7.4) on the common edit dialog: a new order is the
// schemas/courier.json form (validate POST games/{id}/courier/validate, create PUT games/{id}/courier);
// once ordered, the same form read-only (GET games/{id}/courier).
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { EditDialog } from '../forms';
import { isAbort } from '../providers/api';
import type { CourierOrder } from '../../schemas/api';
import { courierResource, loadCourierOrder } from './api';
import type { CourierSheet } from './rules';

export interface CourierDialogProps {
  sheet: CourierSheet;
  onClose(): void;
  /** After a successful order. */
  onOrdered(): void;
}

export function CourierDialog({ sheet, onClose, onOrdered }: CourierDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [order, setOrder] = useState<CourierOrder | null | undefined>(undefined);
  const resource = courierResource(sheet.id);

  useEffect(() => {
    const controller = new AbortController();
    loadCourierOrder(sheet.id, controller.signal)
      .then(setOrder)
      .catch((e: unknown) => {
        if (isAbort(e)) return;
        notify('ra.notification.http_error', { type: 'error' });
        onClose();
      });
    return () => controller.abort();
    // loaded once per opened dialog
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource]);

  if (order === undefined) return null;
  // once ordered: the stored order, read-only; before: a new order
  const mode = order
    ? {
        id: order.id,
        initialValues: order as unknown as Record<string, unknown>,
        skipLoad: true,
        localValidate: true,
        readOnly: true,
        title: translate('courier.titleOrdered'),
      }
    : {
        id: null,
        title: translate('courier.titleNew'),
        doneLabel: 'courier.done',
        onSaved: () => {
          notify('courier.saved', { type: 'success' });
          onOrdered();
        },
      };
  return <EditDialog open onClose={onClose} schema="courier" resource={resource} {...mode} />;
}
