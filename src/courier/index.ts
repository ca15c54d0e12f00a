// Courier orders of a game (games 2.15): the game view's action and its dialog.
//   <CourierAction sheet={sheet} onOrdered={reloadSheet} />
export { CourierAction } from './CourierAction';
export { CourierDialog, type CourierDialogProps } from './CourierDialog';
export { courierOffered, hasCourier, COURIER_PARCEL_TYPES } from './rules';
