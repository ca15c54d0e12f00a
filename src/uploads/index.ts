// Uploads (platform 4.8, 5.6, 7.8): ONE modal and ONE hook for every multipart file upload.
//
//   <UploadDialog
//     open={open} onClose={() => setOpen(false)}
//     title="contactsImportModal.title"                 // i18n key
//     path="users/import" query={{ t: 'player' }}       // POST /api/webapp/users/import?t=player&r=json, field 'file'
//     allowed={['xls']}                                 // lowercased extensions (sheet import: ['xls', 'xml'])
//     reasonPrefix="contactsImportModal.failed.reason"  // failure text key `{prefix}.{err}`, else 'uploads.reason.{err}'
//     intro={<Links…/>}                                 // shown in the 'upload' phase
//     renderDone={(reply) => …}  renderFailure={(reply, reason) => …}   // optional
//     onDone={(reply) => changes.reload()}              // a reply with ok:true
//     initialFile={droppedFile}                         // optional: uploaded at once (a drop area)
//   />
//
// Phases: upload → uploading (determinate progress bar, 'Zrušiť nahrávanie' → aborting → back to
// upload with a 'cancelled' notice) → processing (at 100 %) → done (ok:true) or failed (ok:false with
// err, HTTP 413 → size_limit_exceeded, any other status → error). Before sending: the extension must be
// allowed (unsupported_format) and the size under 40 MiB (size_limit_exceeded); the name is sent
// without any path. Closable (button, Esc, outside click after 500 ms) only in upload, done, failed.
// Without the dialog: `useUpload({path, allowed, query, onDone})` → {state, start(file), cancel, reset,
// closable}; `uploadFile(path, file, {query, onProgress, signal})`; the raw XHR: `xhrUpload` (also
// used by src/forms/imageUpload.ts). Strings: i18n/sk/staff.ts (`uploads.*`).
export { UploadDialog, type UploadDialogProps } from './UploadDialog';
export { useUpload, type UploadPhase, type UploadState, type UseUploadOptions } from './useUpload';
export {
  uploadFile,
  checkUploadFile,
  fileExtension,
  baseFileName,
  MAX_UPLOAD_BYTES,
  UploadError,
  type UploadErrorCode,
  type UploadReply,
} from './uploadFile';
export { xhrUpload, parseJson, type XhrUploadRequest, type XhrReply } from './xhr';
export { ImportIntro, ImportRowErrors, TEMPLATES_HELP_URL } from './ImportParts';
