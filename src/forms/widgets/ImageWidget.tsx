import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkImageFile, imageSrc, uploadImage, UploadError, type UploadErrorCode } from '../imageUpload';
import type { ImageSlot } from '../formValues';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

type SlotState =
  { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; code: UploadErrorCode };

/**
 * image: upload with a progress bar (PUT images), preview, remove. Image files only. Removing or
 * replacing an image changes only the form's value: the server detaches the old image (into the recycle
 * bin) when the form is saved, so a cancelled form leaves the record and its image as they were; an
 * upload of a cancelled form is never linked to the record and is cleaned up later (issue 31).
 */
export function ImageWidget({ field, attr, value, onChange, disabled, inputId, recordId }: WidgetProps) {
  const translate = useTranslate();
  const slot = value && typeof value === 'object' && !Array.isArray(value) ? (value as ImageSlot) : null;
  const texts = useFieldTexts(field.spec, attr, slot);
  const [state, setState] = useState<SlotState>({ phase: 'idle' });
  const urls = useRef(new Map<string, string>());
  const upload = useRef<AbortController | null>(null);
  const readOnly = disabled || !!attr.forced;
  const imageType = field.spec.imageType ?? '';

  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkImageFile(file);
    if (refused) return setState({ phase: 'failed', code: refused });
    const controller = new AbortController();
    upload.current = controller;
    setState({ phase: 'uploading', percent: 0 });
    try {
      const image = await uploadImage(
        file,
        { id: recordId, link: field.id, t: imageType, name: file.name },
        (fraction) => setState({ phase: 'uploading', percent: Math.round(fraction * 100) }),
        controller.signal,
      );
      urls.current.set(image.id, image.url);
      setState({ phase: 'idle' });
      onChange(slot?.number === undefined ? { val: image.id } : { val: image.id, number: slot.number });
    } catch (e) {
      if (controller.signal.aborted) return setState({ phase: 'idle' });
      setState({ phase: 'failed', code: e instanceof UploadError ? e.code : 'error' });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };

  const remove = () => {
    if (!slot) return;
    setState({ phase: 'idle' });
    onChange(null);
  };

  const src = slot ? (urls.current.get(slot.val) ?? imageSrc(slot.val)) : undefined;
  const uploadError = state.phase === 'failed' ? translate(`forms.upload.errors.${state.code}`) : undefined;

  return (
    <FormControl component="fieldset" margin="dense" fullWidth error={!!texts.error || !!uploadError}>
      <FormLabel component="legend" required={!!attr.required}>
        {field.spec.label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        <Box
          sx={{
            width: 120,
            height: 90,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {src ? (
            <img
              src={src}
              alt={translate('forms.upload.preview', { label: field.spec.label })}
              style={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('fields.image.empty')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          {state.phase === 'uploading' ? (
            <>
              <LinearProgress variant="determinate" value={state.percent} />
              <Typography variant="caption">
                {translate('forms.upload.progress', { percent: state.percent })}
              </Typography>
              <Button size="small" onClick={() => upload.current?.abort()}>
                {translate('forms.upload.cancel')}
              </Button>
            </>
          ) : (
            !readOnly && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" component="label">
                  {translate('fields.image.choose')}
                  <input
                    id={inputId}
                    name={field.id}
                    type="file"
                    accept="image/*"
                    hidden
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      void choose(file);
                    }}
                  />
                </Button>
                {slot && (
                  <Button size="small" color="error" onClick={remove}>
                    {translate('fields.image.remove')}
                  </Button>
                )}
              </Box>
            )
          )}
        </Box>
      </Box>
      {(uploadError || texts.error || texts.hint) && (
        <FormHelperText component="div">
          {uploadError ? (
            <Box component="span" display="block" role="alert">
              {uploadError}
            </Box>
          ) : (
            <HelperLines texts={texts} />
          )}
        </FormHelperText>
      )}
    </FormControl>
  );
}
