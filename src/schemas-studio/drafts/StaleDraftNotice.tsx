// A draft made from an older version than the one in force: says so, lists what changed meanwhile (the
// version difference, as the publish dialog's conflict does) and carries the draft over to the version in
// force (rebase.ts) when the administrator asks. Until then the draft cannot be published.
import { useEffect, useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Codelist } from '../../../schemas/engine';
import { schemaDiff } from '../../../schemas/diff';
import type { SchemaFiles } from '../../../schemas/loader';
import { ChangeList } from '../ChangeList';
import { fetchVersionFiles } from './api';
import { rebaseDraft, type Rebased } from './rebase';

export interface StaleDraftNoticeProps {
  /** The version the draft was made from. */
  base: number;
  /** The version in force and its files. */
  current: number;
  currentFiles: SchemaFiles;
  draft: SchemaFiles;
  /** 'Preniesť koncept na verziu M': the draft carried over, made from `current`. */
  onRebase(files: SchemaFiles): void;
}

interface Loaded {
  baseFiles: SchemaFiles;
  changes: string[];
}

export function StaleDraftNotice({ base, current, currentFiles, draft, onRebase }: StaleDraftNoticeProps) {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded | null | 'failed'>(null);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    fetchVersionFiles(base)
      .then((baseFiles) => {
        if (live) setLoaded({ baseFiles, changes: schemaDiff(baseFiles, currentFiles) });
      })
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [base, currentFiles]);
  const rebased: Rebased | null =
    loaded && loaded !== 'failed' ? rebaseDraft(loaded.baseFiles, draft, currentFiles) : null;

  const partName = (part: string) => {
    const [kind, name = ''] = part.split('/');
    if (kind === 'forms') return translate(`schemasStudio.forms.names.${name}`, { _: name });
    const codelist = currentFiles.codelists[name] as Codelist | undefined;
    return translate('schemasDrafts.stale.codelist', { name: codelist?.label ?? name });
  };

  return (
    <Alert
      severity="warning"
      role="alert"
      data-stale-draft={base}
      action={
        rebased ? (
          <Button color="inherit" size="small" onClick={() => onRebase(rebased.files)}>
            {translate('schemasDrafts.stale.rebase', { version: current })}
          </Button>
        ) : undefined
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('schemasDrafts.stale.title', { base, version: current })}
      </Typography>
      {loaded === 'failed' && (
        <Typography variant="body2">{translate('schemasEditor.publish.conflictNoChanges')}</Typography>
      )}
      {loaded && loaded !== 'failed' && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {loaded.changes.length
              ? translate('schemasDrafts.stale.changes', { version: current })
              : translate('schemasDrafts.stale.noChanges')}
          </Typography>
          <ChangeList lines={loaded.changes} />
          {rebased && rebased.overlap.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }} data-overlap>
              {translate('schemasDrafts.stale.overlap', {
                parts: rebased.overlap.map(partName).join(', '),
                version: current,
              })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('schemasDrafts.stale.hint', { version: current })}
          </Typography>
        </>
      )}
    </Alert>
  );
}
