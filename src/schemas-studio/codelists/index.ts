// The schema studio's codelists (issue 23): the overview's table and the editor (#/schemas/codelists/:name).
export { CodelistEditor } from './CodelistEditor';
export { CodelistsCard } from './CodelistsCard';
export { PublishDraftDialog, type PublishDraftDialogProps } from './PublishDraftDialog';
