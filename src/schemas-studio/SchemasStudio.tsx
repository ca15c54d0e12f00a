import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fetchSchemasInForce, fetchVersions, type SchemaVersionInfo } from './api';
import { codelistsOf, countFields } from './counts';
import { RestoreDialog } from './RestoreDialog';
import { VersionDialog } from './VersionDialog';
import { CodelistsCard } from './codelists';
import { ExportVersionButton, StudioToolbar } from './transfer';

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

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy hh:mm in local time. */
export function formatVersionTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
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
    return (
      <Box
        role="alert"
        sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
      >
        <Typography>{translate('schemasStudio.loadFailed')}</Typography>
        <Button variant="contained" onClick={reload}>
          {translate('schemasStudio.retry')}
        </Button>
      </Box>
    );
  }
  if (!data) return <Loading />;
  // The newest version is the one in force (docs/schema-versions.md).
  const inForceId = data.versions[0]?.id ?? data.version;
  const formName = (name: string) => translate(`schemasStudio.forms.names.${name}`, { _: name });

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="schemasStudio.title" />
      <StudioToolbar onChanged={reload} />
      <Card component="section" aria-labelledby="schemas-forms-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="schemas-forms-title">
            {translate('schemasStudio.forms.title', { version: data.version })}
          </Typography>
          <Table size="small" aria-labelledby="schemas-forms-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('schemasStudio.forms.form')}</TableCell>
                <TableCell align="right">{translate('schemasStudio.forms.fields')}</TableCell>
                <TableCell align="right">{translate('schemasStudio.forms.codelists')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('schemasStudio.forms.total', { count: data.codelists })}
          </Typography>
        </CardContent>
      </Card>
      <CodelistsCard codelists={data.codelistFiles} />
      <Card component="section" aria-labelledby="schemas-versions-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="schemas-versions-title">
            {translate('schemasStudio.versions.title')}
          </Typography>
          <Table size="small" aria-labelledby="schemas-versions-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('schemasStudio.versions.id')}</TableCell>
                <TableCell>{translate('schemasStudio.versions.time')}</TableCell>
                <TableCell>{translate('schemasStudio.versions.author')}</TableCell>
                <TableCell>{translate('schemasStudio.versions.source')}</TableCell>
                <TableCell>{translate('schemasStudio.versions.note')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
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
                  <TableCell>{formatVersionTime(v.createdAt)}</TableCell>
                  <TableCell>{v.authorEmail ?? translate('schemasStudio.versions.system')}</TableCell>
                  <TableCell>{translate(`schemasStudio.versions.sources.${v.source}`)}</TableCell>
                  <TableCell>{v.note}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                    <Button size="small" onClick={() => setViewing(v.id)}>
                      {translate('schemasPreview.version.open')}
                    </Button>
                    <ExportVersionButton id={v.id} />
                    {v.id === inForceId ? (
                      <Chip
                        size="small"
                        color="success"
                        label={translate('schemasStudio.versions.inForce')}
                      />
                    ) : (
                      <Button size="small" onClick={() => setRestoring(v.id)}>
                        {translate('schemasStudio.versions.restore')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
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
