import { PublishNoteDialog } from '../PublishNoteDialog';
import { publishDraft, type SchemaDraft } from './api';

export interface PublishDraftDialogProps {
  open: boolean;
  /** The version the draft was made from. */
  baseId: number;
  /** The whole set of forms and codelists to publish. */
  draft: SchemaDraft;
  onClose(): void;
  /** Published as version `version`. */
  onPublished(version: number): void;
  /** Another version (`version`) was published since baseId: nothing was published. */
  onConflict(version: number): void;
}

/**
 * 'Zverejniť': a required note, then PUT schemas/versions {baseId, note, forms, codelists}; the problems
 * of an invalid draft stay listed in the dialog (as in the restore dialog).
 */
export function PublishDraftDialog({
  open,
  baseId,
  draft,
  onClose,
  onPublished,
  onConflict,
}: PublishDraftDialogProps) {
  return (
    <PublishNoteDialog
      open={open}
      idPrefix="schemas-publish"
      messages="schemasCodelists.publish"
      args={{ id: baseId }}
      publish={(note) => publishDraft(baseId, note, draft)}
      onClose={onClose}
      onPublished={onPublished}
      onConflict={(current) => onConflict(current?.id ?? 0)}
    />
  );
}
