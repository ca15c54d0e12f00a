// 'Zverejniť…': a required note and what the publish does to stored records (PublishImpact: records of sent
// games stay valid until next edited, confirmed explicitly), then PUT schemas/versions {baseId, note, forms,
// codelists}. A refusal
// with `conflict` shows who published what meanwhile and that version's changes, and offers to load the
// version in force (the draft's changes are lost, and the dialog says so); `invalid_schema` shows the
// server's problems.
import { useCallback, useState } from 'react';
import { Alert, Button, List, ListItem, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { SchemaVersionInfo } from '../../../schemas/api';
import type { SchemaFiles } from '../../../schemas/loader';
import { formatDateTime } from '../../format';
import { PublishNoteDialog } from '../PublishNoteDialog';
import { fetchVersion, publishDraft } from './api';
import { PublishImpact } from './PublishImpact';

export interface PublishDialogProps {
  open: boolean;
  baseId: number;
  files: SchemaFiles;
  onClose(): void;
  /** Published: the new version's id. */
  onPublished(version: number): void;
  /** 'Načítať aktuálnu verziu' after a conflict. */
  onReload(): void;
}

interface Conflict {
  current: SchemaVersionInfo;
  changes: string[] | null;
}

export function PublishDialog({ open, baseId, files, onClose, onPublished, onReload }: PublishDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback((value: boolean) => setReady(value), []);

  const close = () => {
    setConflict(null);
    onClose();
  };

  const showConflict = async (current: SchemaVersionInfo | undefined) => {
    if (!current) {
      notify('schemasEditor.publish.failed', { type: 'error' });
      return;
    }
    setConflict({ current, changes: null });
    try {
      const version = await fetchVersion(current.id);
      setConflict({ current, changes: version.changes ?? [] });
    } catch {
      setConflict({ current, changes: [] });
    }
  };

  return (
    <PublishNoteDialog
      open={open}
      idPrefix="schemas-publish"
      messages="schemasEditor.publish"
      publish={(note) => publishDraft(baseId, note, files)}
      onClose={close}
      onPublished={onPublished}
      onConflict={showConflict}
      extra={open && <PublishImpact files={files} onReady={onReady} />}
      blocked={!ready}
      replacement={
        conflict && (
          <Alert severity="warning" role="alert" data-conflict={conflict.current.id}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('schemasEditor.publish.conflict', {
                author: conflict.current.authorEmail ?? translate('schemasEditor.publish.system'),
                time: formatDateTime(conflict.current.createdAt),
                version: conflict.current.id,
                note: conflict.current.note,
                base: baseId,
              })}
            </Typography>
            {conflict.changes !== null && (
              <>
                <Typography variant="body2">
                  {conflict.changes.length
                    ? translate('schemasEditor.publish.conflictChanges', { version: conflict.current.id })
                    : translate('schemasEditor.publish.conflictNoChanges')}
                </Typography>
                <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
                  {conflict.changes.map((line) => (
                    <ListItem key={line} disableGutters sx={{ display: 'list-item' }}>
                      {line}
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {translate('schemasEditor.publish.reloadWarning')}
            </Typography>
          </Alert>
        )
      }
      action={
        conflict && (
          <Button
            variant="contained"
            onClick={() => {
              close();
              onReload();
            }}
          >
            {translate('schemasEditor.publish.reload')}
          </Button>
        )
      }
    />
  );
}
