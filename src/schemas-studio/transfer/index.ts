// The schema studio's export and import of a version as a zip and its toolbar (issue 23).
export { ExportVersionButton } from './ExportVersionButton';
export { ImportZipDialog, SCHEMA_ZIP_MAX_BYTES } from './ImportZipDialog';
export { StudioToolbar } from './StudioToolbar';
