// The labels print modal (games 2.13, 4.7, 9): label type (address / reply, as the sheet offers them),
// format a4 (default), dl, c5, c6; the A4 start position 1–4; envelope information for the other
// formats; how many labels print and how many stay unused. One flow in this one modal (issue 22):
// 'Pripraviť štítky' fetches GET games/{id}/labels?t&f&o ('Pripravujem štítky…', the modal cannot be
// closed meanwhile), then 'Stiahnuť' saves the PDF and 'Tlačiť' opens the browser's print of it; a
// refusal stays in the modal with its reason.
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  LinearProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../../dialogs';
import { failureReason, fetchFile, printBlob, saveBlob } from '../../downloads';
import { apiUrl, isAbort } from '../../providers/api';
import { codelistLabel, filterCount } from '../sheet';
import {
  A4_POSITIONS,
  formatsFor,
  LABEL_FORMATS,
  labelsQuery,
  labelTypes,
  leftoverOnA4,
  type LabelFormat,
  type LabelType,
  type SheetWithLabels,
} from './rules';

export interface LabelsDialogProps {
  sheet: SheetWithLabels;
  onClose(): void;
}

export function LabelsDialog({ sheet, onClose }: LabelsDialogProps) {
  const translate = useTranslate();
  const types = labelTypes(sheet);
  const formats = formatsFor(sheet);
  const [type, setType] = useState<LabelType>(types[0] ?? 'address');
  const [format, setFormat] = useState<LabelFormat>('a4');
  const [position, setPosition] = useState(1);
  const [phase, setPhase] = useState<'choose' | 'rendering' | 'ready' | 'failed'>('choose');
  const [file, setFile] = useState<{ blob: Blob; filename: string } | null>(null);
  const [reason, setReason] = useState('downloads.reason.error');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const rendering = phase === 'rendering';
  const count = filterCount(sheet, 'all');
  const left = leftoverOnA4(count, position);
  const href = apiUrl(`games/${sheet.id}/labels`, labelsQuery(type, format, position));

  const prepare = async () => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setPhase('rendering');
    try {
      const next = await fetchFile(href, c.signal);
      if (c.signal.aborted) return;
      setFile(next);
      setPhase('ready');
    } catch (e) {
      if (isAbort(e) || c.signal.aborted) return;
      setReason(failureReason(e));
      setPhase('failed');
    }
  };
  /** Another choice makes the prepared file stale. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFile(null);
      setPhase('choose');
    };

  return (
    <>
      <ModalDialog
        open
        onClose={onClose}
        closable={!rendering}
        maxWidth="sm"
        fullWidth
        aria-labelledby="labels-title"
      >
        <DialogTitle id="labels-title">{translate('labels.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {types.length > 1 && (
              <FormControl disabled={rendering}>
                <FormLabel id="labels-type">{translate('labels.type')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="labels-type"
                  value={type}
                  onChange={(e) => changed(setType)(e.target.value as LabelType)}
                >
                  {types.map((t) => (
                    <FormControlLabel
                      key={t}
                      value={t}
                      control={<Radio />}
                      label={translate(`labels.types.${t}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
            <FormControl disabled={rendering}>
              <FormLabel id="labels-format">{translate('labels.format')}</FormLabel>
              <RadioGroup
                aria-labelledby="labels-format"
                value={format}
                onChange={(e) => changed(setFormat)(e.target.value as LabelFormat)}
              >
                {LABEL_FORMATS.map((f) => (
                  <FormControlLabel
                    key={f}
                    value={f}
                    disabled={!formats.includes(f)}
                    control={<Radio />}
                    label={codelistLabel('labelFormat', f)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {formats.length === 1 && <Alert severity="info">{translate('labels.a4Only')}</Alert>}
            {format === 'a4' ? (
              <FormControl disabled={rendering}>
                <FormLabel id="labels-position">{translate('labels.position')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="labels-position"
                  value={String(position)}
                  onChange={(e) => changed(setPosition)(Number(e.target.value))}
                >
                  {A4_POSITIONS.map((p) => (
                    <FormControlLabel key={p} value={String(p)} control={<Radio />} label={String(p)} />
                  ))}
                </RadioGroup>
                <Typography variant="body2" color="text.secondary">
                  {translate('labels.positionHelp')}
                </Typography>
              </FormControl>
            ) : (
              <Alert severity="info" data-testid="labels-envelope">
                {translate(`labels.envelope.${format}`)}
              </Alert>
            )}
            <Typography variant="body2" data-testid="labels-leftover">
              {translate('labels.leftover', { smart_count: count })}{' '}
              {format === 'a4' &&
                (left > 0
                  ? translate('labels.leftoverA4', { left, next: ((position - 1 + count) % 4) + 1 })
                  : translate('labels.leftoverNone'))}
            </Typography>
            {rendering && (
              <Stack spacing={1} data-testid="labels-rendering">
                <Typography variant="body2">{translate('labels.rendering')}</Typography>
                <LinearProgress aria-label={translate('labels.rendering')} />
              </Stack>
            )}
            {phase === 'ready' && file && (
              <Alert severity="success" data-testid="labels-ready">
                {translate('labels.ready', { filename: file.filename })}
              </Alert>
            )}
            {phase === 'failed' && (
              <Alert severity="error" data-testid="labels-failed">
                {translate('labels.failed')} {translate(reason)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rendering}>
            {translate(phase === 'ready' ? 'labels.close' : 'labels.cancel')}
          </Button>
          {phase === 'ready' && file ? (
            <>
              <Button onClick={() => saveBlob(file.blob, file.filename)}>
                {translate('labels.download')}
              </Button>
              <Button variant="contained" onClick={() => printBlob(file.blob)}>
                {translate('labels.submit')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => void prepare()} disabled={rendering || !types.length}>
              {translate(phase === 'failed' ? 'labels.retry' : 'labels.prepare')}
            </Button>
          )}
        </DialogActions>
      </ModalDialog>
    </>
  );
}
