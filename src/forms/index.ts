// Schema-driven forms (ARCHITECTURE "The heart"; platform 2.7–2.10, 3.9, 4.6–4.8, 5.1–5.7).
//
// An edit modal bound to a route (the list page owns open/onClose, e.g. `#/invoices/:id`):
//
//   <EditDialog
//     open={!!id}  onClose={() => navigate('/invoices')}
//     schema="invoice"            // schemas/invoice.json (or an imported schema JSON)
//     resource="invoices"         // POST invoices/validate, PUT invoices, POST invoices/{id}…
//     id={id === 'new' ? null : id}   // null = new record
//     initialValues={{ … }}       // optional preset of a new record
//     createMeta={{ type: 'editor' }} // optional: PUT users?t=editor
//     removable={canceled}        // remove button (existing records) with a yes/no confirmation
//     actions={(form) => <Button …>Storno</Button>}  // extra footer buttons; headerActions likewise
//     onSaved={(record, { created }) => …}  onRemoved={(record) => …}
//     showErrors={false}          // existing record opened without required errors (games 2.6/2.7)
//   />
//
// Pass a stable schema (a name or an imported JSON): a new object each render reloads the form.
//
// The dialog: title '<schema title> – nový záznam' / '– úprava' (or `title`), sidebar sections left
// and the rest right, footer remove / extra actions / 'Zrušiť' / 'Hotovo' (`doneLabel` to change).
// Done commits (only when changed and not new-and-empty; local sanitize first; create = PUT,
// update = POST) and closes on success; `{ok:false, attrs}` refills the errors, shakes the dialog and
// scrolls to the first error; an abort does nothing; any other load/commit failure notifies and
// force-closes. Closing with unsaved changes asks (yes/no); Esc closes the top dialog; an outside
// click closes only 500 ms after opening and never with `disableClose`. react-admin's list caches
// are updated by useCreate/useUpdate/useDelete (pessimistic).
//
// Without a dialog: `<SchemaForm schema resource id … />`, or `useSchemaForm(options)` +
// `<SchemaFormView form={controller} />` to call `controller.commit()` from your own buttons
// (src/levels' LevelDialog does so). `fieldExtras={{ order: <Button…/> }}` puts controls right of a
// field's input; `useSchemaForm({ localValidate: true })` fills a read-only form by the field engine
// in the browser, without the validate call (a viewer may not call it).
// Yes/no confirmations elsewhere: `<ConfirmDialog open title content onConfirm onClose />`.
export { EditDialog, type EditDialogProps } from './EditDialog';
export {
  SchemaForm,
  SchemaFormView,
  type FieldExtras,
  type SchemaFormProps,
  type SchemaFormViewProps,
} from './SchemaForm';
export {
  useSchemaForm,
  VALIDATE_DEBOUNCE_MS,
  type CommitResult,
  type FormStatus,
  type SchemaFormController,
  type SchemaFormOptions,
} from './useSchemaForm';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { clientForm, type SchemaJson, type SchemaSource } from './clientForm';
export { requestBody } from './formValues';
export { shakeSx, SHAKE_MS } from './shake';
export { selectableDateRange, DATE_FORMAT, SELECTABLE_DAYS } from './dateBounds';
export { MAX_UPLOAD_BYTES, checkImageFile, imageSrc, uploadImage, UploadError } from './imageUpload';
export { PositionMap, type PositionMapProps } from './PositionMap';
/** A lazily loaded map's error boundary: a map that fails shows its fallback (the game's map too). */
export { MapBoundary } from './widgets/MapBoundary';
