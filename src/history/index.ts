// The history of a record in its edit dialog (issue 24).
export { RecordHistory, HistoryItem, HistorySection, type RecordHistoryProps } from './RecordHistory';
export { formatLogged, historyTypeOf } from './format';
export { changesExportUrl, loadHistoryPage } from './api';
