// The labels print modal (games 2.13, 4.7, 9): label type (address / reply, as the sheet offers them),
// format a4 (default), dl, c5, c6; the A4 start position 1–4; envelope information for the other
// formats; how many labels print and how many stay unused. 'Tlačiť' goes through the file-download
// dialog (processing 1 s, then the download of GET games/{id}/labels?t&f&o); while it renders the
// modal cannot be closed.
import { useState } from 'react';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../../dialogs';
import { FileDownloadDialog } from '../../downloads';
import { apiUrl } from '../../providers/api';
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
  const [rendering, setRendering] = useState(false);
  const count = filterCount(sheet, 'all');
  const left = leftoverOnA4(count, position);
  const href = apiUrl(`games/${sheet.id}/labels`, labelsQuery(type, format, position));

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
                  onChange={(e) => setType(e.target.value as LabelType)}
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
                onChange={(e) => setFormat(e.target.value as LabelFormat)}
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
                  onChange={(e) => setPosition(Number(e.target.value))}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rendering}>
            {translate('labels.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => setRendering(true)}
            disabled={rendering || !types.length}
          >
            {rendering ? translate('labels.rendering') : translate('labels.submit')}
          </Button>
        </DialogActions>
      </ModalDialog>
      <FileDownloadDialog
        open={rendering}
        href={href}
        title="labels.downloadTitle"
        description={sheet.gameName ?? undefined}
        onClose={() => {
          setRendering(false);
          onClose();
        }}
      />
    </>
  );
}
