// The invoices view (platform 2.7): tabs invoiced / cancelled, the list, 'Nová faktúra', and the
// invoice edit dialog bound to #/invoices/:invoiceId (#/invoices/new for a new one).
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useMenuBadges } from '../search';
import { RecordList } from '../lists';
import { listTabs, useResourceScreen, type WriteKind } from '../resources';
import { InvoiceEditDialog } from './InvoiceEditDialog';
import { InvoiceItem } from './InvoiceItem';
import { INVOICE_TABS, type ListedInvoice, type InvoiceTab } from './types';

const TABS = listTabs(INVOICE_TABS, 'invoices');
const tabOf = (record: RaRecord): InvoiceTab => (record.canceled ? 'cancelled' : 'invoiced');

export function InvoicesList() {
  const translate = useTranslate();
  // the menu badge counts invoices: refreshed after a create, Storno or remove
  const { refreshCounts } = useMenuBadges();
  const screen = useResourceScreen({
    resource: 'invoices',
    tabs: INVOICE_TABS,
    tabOf,
    createsMany: true,
    afterWrite: (kind: WriteKind) => {
      if (kind !== 'updated') refreshCounts();
    },
  });
  if (screen.denied) return <Navigate to={screen.listPath} replace />;

  return (
    <>
      <Title title="invoices.title" />
      <RecordList<ListedInvoice>
        {...screen.listProps}
        tabs={TABS}
        label="invoices.title"
        renderItem={(record) => <InvoiceItem record={record} />}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={screen.openNew}>
            {translate('invoices.new')}
          </Button>
        }
      />
      {screen.dialogId !== undefined && (
        <InvoiceEditDialog
          key={screen.dialogId ?? 'new'}
          id={screen.dialogId}
          onClose={screen.close}
          onSaved={screen.onSaved}
          onRemoved={screen.onRemoved}
          onCanceled={screen.onRemoved}
        />
      )}
    </>
  );
}
