import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fetchSchemasInForce, fetchVersions, type SchemaVersionInfo } from './api';
import { codelistsOf, countFields } from './counts';
import { RestoreDialog } from './RestoreDialog';
import { VersionDialog } from './VersionDialog';
import { formatDateTime } from '../format';
import { CodelistsCard } from './codelists';
import { ExportVersionButton, StudioToolbar } from './transfer';
import { LoadFailed } from './LoadFailed';
import { TableCard } from './TableCard';

/** The forms in the studio's order; a form of the version that is not named here follows by its id. */
const FORM_ORDER = ['game', 'variant', 'level', 'invoice', 'voucher', 'user', 'courier'];

interface FormRow {
  name: string;
  fields: number;
  codelists: number;
}

interface StudioData {
  version: number;
  forms: FormRow[];
  codelists: number;
  codelistFiles: Record<string, unknown>;
  versions: SchemaVersionInfo[];
}

async function loadStudio(): Promise<StudioData> {
  const [inForce, versions] = await Promise.all([fetchSchemasInForce(), fetchVersions()]);
  const rank = (name: string) => {
    const i = FORM_ORDER.indexOf(name);
    return i < 0 ? FORM_ORDER.length : i;
  };
  const forms = Object.keys(inForce.forms)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({
      name,
      fields: countFields(inForce.forms[name]),
      codelists: codelistsOf(inForce.forms[name]).length,
    }));
  return {
    version: inForce.version,
    forms,
    codelists: Object.keys(inForce.codelists).length,
    codelistFiles: inForce.codelists,
    versions,
  };
}

/** The schema studio's first screen (route #/schemas, permission 'schemas'). */
export function SchemasStudio() {
  const translate = useTranslate();
  const [data, setData] = useState<StudioData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadStudio()
      .then((loaded) => live && setData(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!data && failed) {
    return <LoadFailed message="schemasStudio.loadFailed" retry="schemasStudio.retry" onRetry={reload} />;
  }
  if (!data) return <Loading />;
  // The newest version is the one in force (docs/schema-versions.md).
  const inForceId = data.versions[0]?.id ?? data.version;
  const formName = (name: string) => translate(`schemasStudio.forms.names.${name}`, { _: name });

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="schemasStudio.title" />
      <StudioToolbar onChanged={reload} />
      <TableCard
        id="schemas-forms-title"
        title={translate('schemasStudio.forms.title', { version: data.version })}
        columns={[
          'schemasStudio.forms.form',
          { label: 'schemasStudio.forms.fields', align: 'right' },
          { label: 'schemasStudio.forms.codelists', align: 'right' },
          '',
        ]}
        footer={
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('schemasStudio.forms.total', { count: data.codelists })}
          </Typography>
        }
      >
        {data.forms.map((form) => (
          <TableRow key={form.name} data-form={form.name}>
            <TableCell component="th" scope="row">
              {formName(form.name)}
            </TableCell>
            <TableCell align="right">{form.fields}</TableCell>
            <TableCell align="right">{form.codelists}</TableCell>
            <TableCell align="right">
              <Button size="small" component={RouterLink} to={`/schemas/forms/${form.name}`}>
                {translate('schemasEditor.edit')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableCard>
      <CodelistsCard codelists={data.codelistFiles} />
      <TableCard
        id="schemas-versions-title"
        title={translate('schemasStudio.versions.title')}
        columns={[
          'schemasStudio.versions.id',
          'schemasStudio.versions.time',
          'schemasStudio.versions.author',
          'schemasStudio.versions.source',
          'schemasStudio.versions.note',
          '',
        ]}
      >
        {data.versions.map((v) => (
          <TableRow
            key={v.id}
            data-version={v.id}
            hover
            onClick={() => setViewing(v.id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell component="th" scope="row">
              {v.id}
            </TableCell>
            <TableCell>{formatDateTime(v.createdAt)}</TableCell>
            <TableCell>{v.authorEmail ?? translate('schemasStudio.versions.system')}</TableCell>
            <TableCell>{translate(`schemasStudio.versions.sources.${v.source}`)}</TableCell>
            <TableCell>{v.note}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
              <Button size="small" onClick={() => setViewing(v.id)}>
                {translate('schemasPreview.version.open')}
              </Button>
              <ExportVersionButton id={v.id} />
              {v.id === inForceId ? (
                <Chip size="small" color="success" label={translate('schemasStudio.versions.inForce')} />
              ) : (
                <Button size="small" onClick={() => setRestoring(v.id)}>
                  {translate('schemasStudio.versions.restore')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableCard>
      <VersionDialog
        versionId={viewing}
        inForceId={inForceId}
        onClose={() => setViewing(null)}
        onRestore={(id) => {
          setViewing(null);
          setRestoring(id);
        }}
      />
      <RestoreDialog
        versionId={restoring}
        baseId={inForceId}
        onClose={() => setRestoring(null)}
        onChanged={reload}
      />
    </Box>
  );
}
