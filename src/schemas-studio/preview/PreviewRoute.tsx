// #/schemas/preview/{form}: the preview and impact panes over the version in force (until the editor
// shows them beside the draft it edits).
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { FORM_NAMES, type FormName } from '../../../schemas/engine';
import type { SchemaFiles } from '../../../schemas/loader';
import { fetchSchemasInForce } from '../api';
import { DraftImpact } from './DraftImpact';
import { DraftPreview } from './DraftPreview';

export function PreviewRoute() {
  const translate = useTranslate();
  const { name } = useParams();
  const form = (FORM_NAMES as readonly string[]).includes(name ?? '') ? (name as FormName) : null;
  const [loaded, setLoaded] = useState<{ version: number; files: SchemaFiles } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchSchemasInForce().then(
      ({ version, forms, codelists }) => live && setLoaded({ version, files: { forms, codelists } }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!form) return <Navigate to="/schemas" replace />;
  if (failed) {
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        {translate('schemasStudio.loadFailed')}
      </Typography>
    );
  }
  if (!loaded) return <Loading />;
  const title = translate('schemasPreview.route.title', {
    form: translate(`schemasStudio.forms.names.${form}`, { _: form }),
    version: loaded.version,
  });
  return (
    <Box
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Title title={title} />
      <Card>
        <CardContent>
          <DraftPreview form={form} files={loaded.files} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <DraftImpact files={loaded.files} />
        </CardContent>
      </Card>
    </Box>
  );
}
