// THE list of the staff screens (platform 2.4): users, invoices, vouchers (later drafts, games).
//
//   const changes = useRecordListChanges();          // one per screen
//   const [tab, setTab] = useState('invoiced');      // optional: controlled tab (e.g. for "new" with the tab's type)
//   <RecordList
//     resource="invoices"                            // GET invoices?po&pl&s&t…  (dataProvider.getList)
//     tabs={[{ value: 'invoiced', label: 'invoices.tabs.invoiced',           // i18n keys
//              emptyMessage: 'invoices.empty.invoiced', emptySearchMessage: 'invoices.emptySearch.invoiced' }, …]}
//     tabFilter="t"                                  // 't' (default) or 'r' (users): the filter a tab sets
//     tab={tab} onTabChange={setTab}                 // optional; else the first tab, kept inside
//     filter={{ … }}                                 // optional fixed filters
//     emptyMessage / emptySearchMessage              // i18n keys for a list without tabs
//     renderItem={(record) => <InvoiceItem record={record} />}  // the item's content
//     onSelect={(record) => navigate(`/invoices/${record.id}`)} // omit = read-only items (no buttons)
//     actions={<Button …>Nový…</Button>}             // right of the tabs
//     changes={changes}
//     label="invoices.list.label"                    // optional accessible name (i18n key)
//   />
//   <EditDialog … onSaved={changes.saved} onRemoved={changes.removed} />   // src/forms
//   changes.reload()                                 // clear and load again (e.g. after an import)
//
// Behaviour: loads with react-admin's useInfiniteGetList, page size 100 (PAGE_SIZE); the global search
// (useGlobalSearch().search) is the `s` filter and a change of it reloads with limit 50
// (SEARCH_PAGE_SIZE) without animation; a reply with fewer items than the limit ends the list; it
// clears and reloads whenever shown (mount), on a tab change and on reload(). More is loaded when the
// remaining scroll distance is under one viewport height. Empty: the tab's emptyMessage, or its
// emptySearchMessage when a search is set. Animations: list fade-in 150 ms; item show/hide slide
// 200 ms + fade 300 ms. changes.saved(record, {created}) → created: prepended (slides in);
// updated: replaced in place and marked 'updated' (class `updated`, data-updated="true") for 4000 ms;
// changes.removed(record | id) → slides out. Items are <div role="listitem" data-id>; with onSelect
// their content is a MUI ListItemButton (keyboard: Tab, Enter/Space; focus visible).
// Strings: i18n/sk/staff.ts (`staff.list.*`).
export { RecordList, type RecordListProps, type RecordListTab } from './RecordList';
export {
  useRecordListChanges,
  createRecordListChanges,
  type RecordListChanges,
  type ListChange,
} from './listChanges';
export * from './constants';
export { useLoadMoreOnScroll } from './useLoadMoreOnScroll';
export { usePagedApiList, type FetchPage, type PagedListState } from './usePagedApiList';
export { epochOf, ItemLayout } from './ItemLayout';
