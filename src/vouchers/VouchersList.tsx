// The vouchers view (platform 2.8): tabs free / used / expired, the list, 'Nová poukážka' (only with
// 'edit') with the current tab as the type, and the voucher edit dialog bound to #/vouchers/:voucherId.
import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMenuBadges } from '../layout/frameState';
import { RecordList, useRecordListChanges, type RecordListTab } from '../lists';
import { dialogIdOf } from '../invoices/InvoicesList';
import { useShowCreated } from '../invoices/useShowCreated';
import { hasPermission } from '../providers/session';
import { VoucherEditDialog } from './VoucherEditDialog';
import { VoucherItem } from './VoucherItem';
import { VOUCHER_TABS, type Voucher, type VoucherTab } from './types';

const TABS: RecordListTab[] = VOUCHER_TABS.map((value) => ({
  value,
  label: `vouchers.tabs.${value}`,
  emptyMessage: `vouchers.empty.${value}`,
  emptySearchMessage: `vouchers.emptySearch.${value}`,
}));

const isTab = (value: string | null): value is VoucherTab => VOUCHER_TABS.some((t) => t === value);
const tabOf = (record: RaRecord): VoucherTab => (isTab(record.status) ? record.status : 'free');

export function VouchersList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { permissions } = usePermissions();
  const canEdit = hasPermission(permissions, 'edit');
  const [tab, setTab] = useState<VoucherTab>(() => {
    const t = searchParams.get('t');
    return isTab(t) ? t : 'free';
  });
  const changes = useRecordListChanges();
  // the menu badge counts free vouchers: any write may change it
  const { refreshCounts } = useMenuBadges();
  const changeTab = useCallback((value: string) => setTab(value as VoucherTab), []);
  const showCreated = useShowCreated({ resource: 'vouchers', changes, tab, setTab: changeTab, tabOf });
  const dialogId = canEdit ? dialogIdOf(params['*']) : undefined;
  const close = () => navigate(`/vouchers?t=${tab}`);

  return (
    <>
      <Title title="vouchers.title" />
      <RecordList<Voucher>
        resource="vouchers"
        tabs={TABS}
        tab={tab}
        onTabChange={changeTab}
        label="vouchers.title"
        renderItem={(record) => <VoucherItem record={record} />}
        onSelect={canEdit ? (record) => navigate(`/vouchers/${record.id}?t=${tab}`) : undefined}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!canEdit}
            onClick={() => navigate(`/vouchers/new?t=${tab}`)}
          >
            {translate('vouchers.new')}
          </Button>
        }
        changes={changes}
      />
      {dialogId !== undefined && (
        <VoucherEditDialog
          key={dialogId ?? 'new'}
          id={dialogId}
          type={tab}
          onClose={close}
          onSaved={(record, { created }) => {
            refreshCounts();
            if (created) void showCreated(record);
            // an update may move the voucher to another tab (a new expiration date or limit)
            else if (tabOf(record) !== tab) changes.removed(record);
            else changes.updated(record);
          }}
          onRemoved={(record) => {
            changes.removed(record);
            refreshCounts();
          }}
        />
      )}
    </>
  );
}
