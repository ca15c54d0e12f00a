// What a publish will do, in its dialog: the draft's impact on stored records (POST schemas/impact), by
// form, with the records of games sent to production counted apart. Those stay valid until they are next
// edited; when there are any, publishing waits for an explicit confirmation.
import { useEffect, useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, LinearProgress, List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SchemaFiles } from '../../../schemas/loader';
import { isAbort } from '../../providers/api';
import { draftImpact, ImpactRow, type ImpactGroup } from '../preview';

type State = { kind: 'checking' } | { kind: 'done'; groups: ImpactGroup[] } | { kind: 'failed' };

/** The impact of publishing `files`; `onReady(confirmed)` tells whether the publish may go on. */
export function PublishImpact({ files, onReady }: { files: SchemaFiles; onReady(ready: boolean): void }) {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'checking' });
    setConfirmed(false);
    draftImpact(files, controller.signal)
      .then((groups) => setState({ kind: 'done', groups }))
      .catch((e: unknown) => {
        if (!isAbort(e) && !controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [files]);

  const affected = state.kind === 'done' ? state.groups.filter((g) => g.count > 0) : [];
  const sent = affected.reduce((n, g) => n + g.sent, 0);
  // a failed check does not block: the publish itself never turns sent games invalid
  const ready = state.kind === 'failed' || (state.kind === 'done' && (sent === 0 || confirmed));
  useEffect(() => onReady(ready), [ready, onReady]);

  return (
    <Box component="section" aria-labelledby="schemas-publish-impact" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id="schemas-publish-impact">
        {translate('schemasEditor.publish.impact.title')}
      </Typography>
      {state.kind === 'checking' && (
        <Box>
          <LinearProgress aria-label={translate('schemasPreview.impact.checking')} />
          <Typography variant="caption" color="text.secondary">
            {translate('schemasPreview.impact.checking')}
          </Typography>
        </Box>
      )}
      {state.kind === 'failed' && (
        <Typography variant="body2" color="text.secondary">
          {translate('schemasEditor.publish.impact.failed')}
        </Typography>
      )}
      {state.kind === 'done' && affected.length === 0 && (
        <Typography variant="body2" data-publish-impact="none">
          {translate('schemasPreview.impact.none')}
        </Typography>
      )}
      {affected.length > 0 && (
        <List dense disablePadding data-publish-impact="some">
          {affected.map((g) => (
            <ImpactRow key={g.type} group={g} />
          ))}
        </List>
      )}
      {sent > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <Typography variant="body2">
            {translate('schemasEditor.publish.impact.sent', { count: sent })}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label={translate('schemasEditor.publish.impact.confirm')}
          />
        </Alert>
      )}
    </Box>
  );
}
