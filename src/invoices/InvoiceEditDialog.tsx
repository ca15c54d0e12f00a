// The invoice edit modal (platform 2.7, 4.4, 4.6): the schema-driven EditDialog with Storno (after
// 'Stornovať faktúru?'), remove only once canceled, and 'Stiahnuť PDF' for an existing invoice,
// which downloads at once (platform 2.7) through the file-download modal.
import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog, EditDialog } from '../forms';
import { FileDownloadDialog } from '../downloads';
import { apiUrl } from '../providers/api';
import type { AppDataProvider } from '../providers/dataProvider';
import { cancelInvoice } from './api';
import type { Invoice } from './types';

export interface InvoiceEditDialogProps {
  /** The invoice id; null = a new invoice. */
  id: number | string | null;
  onClose(): void;
  /** Created or updated (EditDialog's onSaved). */
  onSaved?(record: RaRecord, info: { created: boolean }): void;
  onRemoved?(record: RaRecord): void;
  /** After Storno, with the canceled invoice. */
  onCanceled?(invoice: Invoice): void;
}

/** The download address of an invoice's PDF (platform 7.6). */
export const invoiceDownloadUrl = (id: number | string) => apiUrl(`invoices/${id}/download`);

export function InvoiceEditDialog({ id, onClose, onSaved, onRemoved, onCanceled }: InvoiceEditDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const isNew = id === null;
  const { data: invoice } = useGetOne<Invoice>('invoices', { id: id ?? '' }, { enabled: !isNew });
  const canceled = invoice?.canceled === true;
  const [confirmStorno, setConfirmStorno] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const storno = async () => {
    if (id === null) return;
    setCancelling(true);
    try {
      const canceledInvoice =
        (await cancelInvoice(dataProvider, id)) ?? ({ ...invoice, id, canceled: true } as Invoice);
      // the next opening of this invoice must not show the cached, not yet canceled record
      queryClient.setQueriesData<Invoice>({ queryKey: ['invoices', 'getOne'] }, (old) =>
        old && String(old.id) === String(id) ? canceledInvoice : old,
      );
      notify('invoices.storno.done', { type: 'info', messageArgs: { code: canceledInvoice.code ?? '' } });
      onCanceled?.(canceledInvoice);
      onClose();
    } catch {
      notify('invoices.storno.failed', { type: 'error' });
      setConfirmStorno(false);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <EditDialog
        open
        onClose={onClose}
        schema="invoice"
        resource="invoices"
        id={id}
        removable={canceled}
        readOnly={canceled}
        onSaved={onSaved}
        onRemoved={onRemoved}
        actions={
          isNew ? null : (
            <>
              <Button startIcon={<PictureAsPdfIcon />} onClick={() => setDownloading(true)}>
                {translate('invoices.download.button')}
              </Button>
              {invoice && !canceled && (
                <Button color="warning" onClick={() => setConfirmStorno(true)} disabled={cancelling}>
                  {translate('invoices.storno.button')}
                </Button>
              )}
            </>
          )
        }
      />
      <ConfirmDialog
        open={confirmStorno}
        destructive
        title="invoices.storno.title"
        content="invoices.storno.content"
        translateOptions={{ code: invoice?.code ?? '' }}
        loading={cancelling}
        onConfirm={() => void storno()}
        onClose={() => setConfirmStorno(false)}
      />
      {!isNew && (
        <FileDownloadDialog
          open={downloading}
          href={invoiceDownloadUrl(id)}
          title="invoices.download.title"
          description={
            invoice ? translate('invoices.download.description', { code: invoice.code }) : undefined
          }
          onClose={() => setDownloading(false)}
          autoStart
        />
      )}
    </>
  );
}
