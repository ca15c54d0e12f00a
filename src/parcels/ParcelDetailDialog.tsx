// The level/parcel detail modal (games 2.12, 4.6, 8): browses the games list's level items by index
// (GET levels/idx/{idx} with the list's query) with the left/right controls and the keys Left, Right
// and Esc; the info panel, 'nepodané' when registered but not received, the tracking timeline when
// received, the branch with its map; 'Hárok' closes and opens the game.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { BranchPanel } from './BranchPanel';
import { ParcelInfo } from './ParcelInfo';
import { TrackingTimeline } from './TrackingTimeline';
import { useParcelAt } from './useParcelAt';
import type { ParcelListQuery } from './types';
import { codelistLabel } from '../providers/schemas';

export interface ParcelDetailDialogProps extends ParcelListQuery {
  /** The item's index in the games list (0-based). */
  index: number;
  onClose(): void;
}

export function ParcelDetailDialog({ index: startIndex, onClose, ...query }: ParcelDetailDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [index, setIndex] = useState(startIndex);
  const closeRef = useRef(onClose);
  const paperRef = useRef<HTMLDivElement>(null);
  closeRef.current = onClose;
  const fail = useCallback(() => {
    notify('parcels.detail.loadFailed', { type: 'error' });
    closeRef.current();
  }, [notify]);
  const data = useParcelAt(index, query, fail);
  const current = data?.index === index ? data : null;
  const canPrev = index > 0;
  const canNext = !!current?.more;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Esc inside the dialog is the dialog's own (ModalDialog); this catches it when the focus was
      // lost to the page, e.g. after the focused arrow control became disabled at the list's end.
      if (e.key === 'Escape' && !paperRef.current?.contains(e.target as Node)) closeRef.current();
      else if (e.key === 'ArrowLeft' && canPrev) setIndex((i) => i - 1);
      else if (e.key === 'ArrowRight' && canNext) setIndex((i) => i + 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canPrev, canNext]);

  const openSheet = () => {
    if (!data) return;
    onClose();
    navigate(`/games/${data.sheet.id}`);
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="parcel-detail-title"
      data-testid="parcel-detail"
      slotProps={{ paper: { ref: paperRef } }}
    >
      <DialogTitle id="parcel-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          onClick={() => setIndex(index - 1)}
          disabled={!canPrev}
          aria-label={translate('parcels.detail.previous')}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1 }}>
          {translate('parcels.detail.title')}
          <Typography variant="body2" color="text.secondary" data-testid="parcel-position">
            {translate('parcels.detail.position', { index: index + 1 })}
          </Typography>
        </Box>
        <IconButton
          onClick={() => setIndex(index + 1)}
          disabled={!canNext}
          aria-label={translate('parcels.detail.next')}
        >
          <ChevronRightIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!current ? (
          <LinearProgress />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            <Stack spacing={2}>
              <ParcelInfo sheet={current.sheet} level={current.level} parcel={current.parcel} />
              {current.registered && !current.received && (
                <Alert severity="warning" data-testid="not-submitted">
                  <AlertTitle>{codelistLabel('sheetStatus', 'registered')}</AlertTitle>
                  {translate('parcels.notSubmitted.text')}
                </Alert>
              )}
              {current.received && <TrackingTimeline events={current.events} />}
            </Stack>
            {current.received && current.post && <BranchPanel post={current.post} map={current.map} />}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={openSheet} disabled={!current}>
          {translate('parcels.detail.sheet')}
        </Button>
        <Button onClick={onClose}>{translate('parcels.detail.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
