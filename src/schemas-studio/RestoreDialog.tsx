import { useNotify } from 'react-admin';
import { republishVersion } from './api';
import { PublishNoteDialog } from './PublishNoteDialog';

export interface RestoreDialogProps {
  /** The version to publish again; null: closed. */
  versionId: number | null;
  /** The version in force (the rollback's baseId). */
  baseId: number;
  onClose(): void;
  /** After a rollback or a conflict: the screen reloads its lists. */
  onChanged(): void;
}

/** 'Obnoviť túto verziu': a required note, then POST schemas/versions/{id}/publish {baseId, note}. */
export function RestoreDialog({ versionId, baseId, onClose, onChanged }: RestoreDialogProps) {
  const notify = useNotify();
  const done = () => {
    onClose();
    onChanged();
  };
  return (
    <PublishNoteDialog
      open={versionId !== null}
      idPrefix="schemas-restore"
      messages="schemasStudio.restore"
      args={{ id: versionId ?? '' }}
      publish={(note) => republishVersion(versionId ?? 0, baseId, note)}
      onClose={onClose}
      onPublished={done}
      onConflict={(current) => {
        notify('schemasStudio.restore.conflict', {
          type: 'warning',
          messageArgs: { version: current?.id ?? '' },
        });
        done();
      }}
    />
  );
}
