// The game actions of games 4.1 shown in the game edit view: 'Klonovať' (registered, received,
// confirmed, expired → POST games/{id}/clone → #/drafts/{newId}), 'Štítky' (registered with address or
// reply labels → the labels modal) and 'Správa o hre' (registered, received, confirmed → the download of
// GET games/{id}/report). Only with 'edit': a viewer sees none of them.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import { hasPermission } from '../../providers/session';
import { apiUrl } from '../../providers/api';
import { FileDownloadDialog } from '../../downloads';
import { cloneGame } from '../api';
import { LabelsDialog } from './LabelsDialog';
import { canClone, hasReport, labelTypes, type SheetWithLabels } from './rules';

/** The new draft's id in the clone reply (games 7.3 leaves the reply open: id, sheet or game). */
function clonedId(reply: Record<string, unknown>): string | undefined {
  for (const key of ['id', 'sheet', 'game', 'draft']) {
    const value = reply[key];
    if (typeof value === 'number' || typeof value === 'string') return String(value);
    if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  }
  return undefined;
}

export function GameActions({ sheet }: { sheet: SheetWithLabels }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState<'labels' | 'report' | null>(null);
  const [cloning, setCloning] = useState(false);
  if (!hasPermission(permissions, 'edit')) return null;

  const clone = async () => {
    setCloning(true);
    try {
      const id = clonedId(await cloneGame(dataProvider, sheet.id));
      if (!id) throw new Error('no id');
      notify('gameActions.cloned', { type: 'info' });
      navigate(`/drafts/${id}`);
    } catch {
      notify('gameActions.cloneFailed', { type: 'error' });
    } finally {
      setCloning(false);
    }
  };

  return (
    <>
      {canClone(sheet) && (
        <Button onClick={() => void clone()} disabled={cloning}>
          {translate('gameActions.clone')}
        </Button>
      )}
      {labelTypes(sheet).length > 0 && (
        <Button onClick={() => setOpen('labels')}>{translate('gameActions.labels')}</Button>
      )}
      {hasReport(sheet) && (
        <Button onClick={() => setOpen('report')}>{translate('gameActions.report')}</Button>
      )}
      {open === 'labels' && <LabelsDialog sheet={sheet} onClose={() => setOpen(null)} />}
      <FileDownloadDialog
        open={open === 'report'}
        href={apiUrl(`games/${sheet.id}/report`)}
        title="gameActions.reportTitle"
        description={sheet.gameName ?? undefined}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
