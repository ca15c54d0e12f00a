// The invoices view (platform 2.7): tabs invoiced / cancelled, the list, 'Nová faktúra', and the
// invoice edit dialog bound to #/invoices/:invoiceId (#/invoices/new for a new one).
import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMenuBadges } from '../layout/frameState';
import { RecordList, useRecordListChanges, type RecordListTab } from '../lists';
import { InvoiceEditDialog } from './InvoiceEditDialog';
import { InvoiceItem } from './InvoiceItem';
import { useShowCreated } from './useShowCreated';
import { INVOICE_TABS, type Invoice, type InvoiceTab } from './types';

const TABS: RecordListTab[] = INVOICE_TABS.map((value) => ({
  value,
  label: `invoices.tabs.${value}`,
  emptyMessage: `invoices.empty.${value}`,
  emptySearchMessage: `invoices.emptySearch.${value}`,
}));

const isTab = (value: string | null): value is InvoiceTab => INVOICE_TABS.some((t) => t === value);
const tabOf = (record: RaRecord): InvoiceTab => (record.canceled ? 'cancelled' : 'invoiced');

/** The dialog the route asks for: undefined = none, null = a new invoice, else the invoice id. */
export function dialogIdOf(path: string | undefined): string | null | undefined {
  if (path === 'new') return null;
  return path && /^\d+$/.test(path) ? path : undefined;
}

export function InvoicesList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<InvoiceTab>(() => {
    const t = searchParams.get('t');
    return isTab(t) ? t : 'invoiced';
  });
  const changes = useRecordListChanges();
  // the menu badge counts invoices: refreshed after a create, Storno or remove
  const { refreshCounts } = useMenuBadges();
  const changeTab = useCallback((value: string) => setTab(value as InvoiceTab), []);
  const showCreated = useShowCreated({ resource: 'invoices', changes, tab, setTab: changeTab, tabOf });
  const dialogId = dialogIdOf(params['*']);
  const close = () => navigate(`/invoices?t=${tab}`);

  return (
    <>
      <Title title="invoices.title" />
      <RecordList<Invoice>
        resource="invoices"
        tabs={TABS}
        tab={tab}
        onTabChange={changeTab}
        label="invoices.title"
        renderItem={(record) => <InvoiceItem record={record} />}
        onSelect={(record) => navigate(`/invoices/${record.id}?t=${tab}`)}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(`/invoices/new?t=${tab}`)}
          >
            {translate('invoices.new')}
          </Button>
        }
        changes={changes}
      />
      {dialogId !== undefined && (
        <InvoiceEditDialog
          key={dialogId ?? 'new'}
          id={dialogId}
          onClose={close}
          onSaved={(record, { created }) => {
            if (created) {
              void showCreated(record);
              refreshCounts();
            } else changes.updated(record);
          }}
          onRemoved={(record) => {
            changes.removed(record);
            refreshCounts();
          }}
          onCanceled={(invoice) => {
            changes.removed(invoice);
            refreshCounts();
          }}
        />
      )}
    </>
  );
}
