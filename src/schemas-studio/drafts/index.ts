// The studio's drafts kept on the server: saving as the draft changes, the save state, the discard
// confirmation and the notice of a draft made from an older version.
export { fetchDraft, type DraftLoad, type StoredDraft } from './api';
export { useDraftSaver, type DraftSaveState, type DraftSaver } from './useDraftSaver';
export { DraftStatus } from './DraftStatus';
export { DiscardDialog } from './DiscardDialog';
export { StaleDraftNotice } from './StaleDraftNotice';
