// The resource-screen pattern (platform 2.7–2.9): one list with tabs and the edit dialog bound to the
// route. A screen is this much (see src/vouchers/VouchersList.tsx):
//
//   const TABS = VOUCHER_TABS as readonly VoucherTab[];               // schemas/constants.ts
//   const screen = useResourceScreen({ resource: 'vouchers', tabs: TABS, tabOf: (r) => r.status });
//   if (screen.denied) return <Navigate to={screen.listPath} replace />;
//   <RecordList {...screen.listProps} tabs={listTabs(TABS, 'vouchers')} renderItem={…}
//     actions={<Button disabled={!screen.canEdit} onClick={screen.openNew}>…</Button>} />
//   {screen.dialogId !== undefined && (
//     <EditDialog open key={screen.dialogId ?? 'new'} id={screen.dialogId} onClose={screen.close}
//       onSaved={screen.onSaved} onRemoved={screen.onRemoved} … />)}
//
// Route: '#/vouchers/12?t=used' opens record 12, '#/vouchers/new?t=used' a new one with the tab as its
// type; close returns to '#/vouchers?t=used'. Without the permission ('edit') a dialog route returns
// to the list. tabFilter is the list filter a tab sets ('t', users 'r'); a created record of another
// tab switches to it, `createsMany` shows every record one create made (repeat groups).
export {
  useResourceScreen,
  listTabs,
  dialogIdOf,
  type ResourceScreen,
  type ResourceScreenOptions,
  type WriteKind,
} from './useResourceScreen';
export { useShowCreated } from './useShowCreated';
