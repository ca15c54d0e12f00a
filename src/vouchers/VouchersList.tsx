// The vouchers view (platform 2.8): tabs free / used / expired, the list, 'Nová poukážka' (only with
// 'edit') with the current tab as the type, and the voucher edit dialog bound to #/vouchers/:voucherId.
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useMenuBadges } from '../search';
import { RecordList } from '../lists';
import { listTabs, useResourceScreen } from '../resources';
import { VoucherEditDialog } from './VoucherEditDialog';
import { VoucherItem } from './VoucherItem';
import { VOUCHER_TABS, type ListedVoucher, type VoucherTab } from './types';

const TABS = listTabs(VOUCHER_TABS, 'vouchers');
const tabOf = (record: RaRecord): VoucherTab =>
  VOUCHER_TABS.includes(record.status) ? (record.status as VoucherTab) : 'free';

export function VouchersList() {
  const translate = useTranslate();
  // the menu badge counts free vouchers: any write may change it
  const { refreshCounts } = useMenuBadges();
  // an update may move the voucher to another tab (a new expiration date or limit): it leaves the list
  const screen = useResourceScreen({
    resource: 'vouchers',
    tabs: VOUCHER_TABS,
    tabOf,
    createsMany: true,
    afterWrite: refreshCounts,
  });
  if (screen.denied) return <Navigate to={screen.listPath} replace />;

  return (
    <>
      <Title title="vouchers.title" />
      <RecordList<ListedVoucher>
        {...screen.listProps}
        tabs={TABS}
        label="vouchers.title"
        renderItem={(record) => <VoucherItem record={record} />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!screen.canEdit}
            onClick={screen.openNew}
          >
            {translate('vouchers.new')}
          </Button>
        }
      />
      {screen.dialogId !== undefined && (
        <VoucherEditDialog
          key={screen.dialogId ?? 'new'}
          id={screen.dialogId}
          type={screen.tab}
          onClose={screen.close}
          onSaved={screen.onSaved}
          onRemoved={screen.onRemoved}
        />
      )}
    </>
  );
}
