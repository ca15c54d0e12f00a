// The level/parcel detail modal of the games list's level items (games 2.12):
//
//   <ParcelDetailDialog index={index} status={query.f} sender={query.e} layout={query.t}
//     search={query.s} date={query.d} onClose={close} />
export { ParcelDetailDialog, type ParcelDetailDialogProps } from './ParcelDetailDialog';
export { BranchPanel, type BranchPanelProps } from './BranchPanel';
export { TrackingTimeline } from './TrackingTimeline';
export { eventText, eventDateTime, dayHours, todayOf } from './format';
export type { ParcelListQuery } from './types';
export { watchTiles } from './tileFailure';
