// The schema studio's form editor (#/schemas/forms/:name, issue 23): a DRAFT of the whole version in
// force (every form and codelist), remembering the version it was made from. Left: the form's sections
// and fields in order; middle: the selected field's properties; right: a slot for the preview and impact
// panes (`aside`). The checks of schemas:check run on every change and show each problem at its field;
// publishing is possible only without problems, with a note.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Drawer,
  List,
  ListItem,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useBlocker, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { FormSchema, SchemaProblem } from '../../../schemas/engine';
import { schemaProblemList, type SchemaFiles } from '../../../schemas/loader';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';
import { fetchSchemasInForce, fetchVersions } from '../api';
import { fetchVersion } from './api';
import { AddFieldDialog } from './AddFieldDialog';
import { addField, fieldIds } from './draft';
import { FieldList } from './FieldList';
import { FieldPanel } from './FieldPanel';
import { PublishDialog } from './PublishDialog';
import { RulesCard } from './RulesCard';
import { LoadFailed } from '../LoadFailed';
import { DiscardDialog, DraftStatus, fetchDraft, StaleDraftNotice, useDraftSaver } from '../drafts';

export interface FormEditorProps {
  /** The preview and impact panes beside the editor (wired by the studio). */
  aside?: (draft: SchemaFiles, form: string) => ReactNode;
}

interface Draft {
  /** The version the draft was made from (publishing sends it as baseId). */
  base: number;
  /** The version in force when the editor opened, and its files. */
  current: number;
  currentFiles: SchemaFiles;
  files: SchemaFiles;
  /** Counts the administrator's changes: each one is saved on the server (schemas/drafts/form.<name>). */
  revision: number;
  /** The form's field ids in that version: they keep their type, and their ids are never given again. */
  storedIds: Set<string>;
  dirty: boolean;
}

/** How many earlier versions are read for the field ids a form had (never given to a new field). */
const HISTORY_VERSIONS = 30;

/** The field ids form `name` had in the newest earlier versions (a rollback may have dropped some). */
async function historicFieldIds(name: string, current: number): Promise<string[]> {
  const versions = (await fetchVersions()).filter((v) => v.id !== current).slice(0, HISTORY_VERSIONS);
  const forms = await Promise.all(
    versions.map((v) =>
      fetchVersion(v.id).then(
        (reply) => reply.forms?.[name] as FormSchema | undefined,
        () => undefined,
      ),
    ),
  );
  return forms.flatMap((form) => (form ? fieldIds(form) : []));
}

/** How long after a change the checks run (a pattern's ReDoS check can take a moment). */
const CHECK_DELAY_MS = 250;

interface Problems {
  /** Field id → the engine's problems at it (each with its option, message and key). */
  byField: Map<string, SchemaProblem[]>;
  /** The problems at one of this form's rules (shown at the rule). */
  byRule: SchemaProblem[];
  /** The problems at no field or rule of this form (other forms, codelists). */
  others: SchemaProblem[];
  /** Every problem's whole text. */
  all: string[];
}

function groupProblems(files: SchemaFiles, form: string): Problems {
  const byField = new Map<string, SchemaProblem[]>();
  const others: SchemaProblem[] = [];
  const byRule: SchemaProblem[] = [];
  const list = schemaProblemList(files);
  for (const p of list) {
    if (p.file === `${form}.json` && p.rule !== undefined) byRule.push(p);
    else if (p.file !== `${form}.json` || !p.field) others.push(p);
    else byField.set(p.field, [...(byField.get(p.field) ?? []), p]);
  }
  return { byField, byRule, others, all: list.map((p) => p.text) };
}

/** Route #/schemas/forms/:name. */
export function FormEditorScreen(props: FormEditorProps) {
  const { name = '' } = useParams();
  return <FormEditor key={name} name={name} {...props} />;
}

export function FormEditor({ name, aside }: FormEditorProps & { name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const saver = useDraftSaver(`form.${name}`);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [problems, setProblems] = useState<Problems | null>(null);
  // the checks of the newest change have not run yet (the last results stay shown meanwhile)
  const [checking, setChecking] = useState(true);
  const [historyIds, setHistoryIds] = useState<string[]>([]);
  // below 900 px the properties open in a drawer over the list, not far below it
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [panelOpen, setPanelOpen] = useState(false);
  const select = useCallback((id: string | null) => {
    setSelected(id);
    setPanelOpen(id !== null);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([fetchSchemasInForce(), fetchDraft(`form.${name}`)])
      .then(([inForce, kept]) => {
        if (!live) return;
        const files = { forms: inForce.forms, codelists: inForce.codelists };
        const form = files.forms[name] as FormSchema | undefined;
        // the draft kept on the server, if any (a reload, another browser)
        const restored = kept.draft && kept.draft.files.forms[name] ? kept.draft : null;
        setDraft({
          base: restored?.baseId ?? inForce.version,
          current: inForce.version,
          currentFiles: files,
          files: structuredClone(restored?.files ?? files),
          revision: 0,
          storedIds: new Set(form ? fieldIds(form) : []),
          dirty: restored !== null,
        });
        historicFieldIds(name, inForce.version)
          .then((ids) => live && setHistoryIds(ids))
          .catch(() => undefined);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt, name]);

  // The checks, a moment after the last change.
  const files = draft?.files;
  useEffect(() => {
    if (!files) return;
    setChecking(true);
    const timer = setTimeout(() => {
      setProblems(groupProblems(files, name));
      setChecking(false);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, name]);

  // Every change of the administrator is saved on the server a moment later.
  const { schedule } = saver;
  const revision = draft?.revision ?? 0;
  useEffect(() => {
    if (draft && revision > 0) schedule({ baseId: draft.base, files: draft.files });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new revision is the change to save
  }, [revision, schedule]);

  // Leaving while the last changes are not on the server yet asks first.
  const dirty = !!draft?.dirty && saver.unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const form = draft?.files.forms[name] as FormSchema | undefined;
  const taken = useMemo(
    () => new Set([...(draft?.storedIds ?? []), ...historyIds, ...(form ? fieldIds(form) : [])]),
    [draft?.storedIds, historyIds, form],
  );
  const problemCounts = useMemo(
    () =>
      new Map(
        [...(problems?.byField ?? new Map<string, SchemaProblem[]>())].map(([id, m]) => [id, m.length]),
      ),
    [problems],
  );

  if (!draft && failed) {
    return <LoadFailed message="schemasEditor.loadFailed" retry="schemasEditor.retry" onRetry={reload} />;
  }
  if (!draft) return <Loading />;
  const formLabel = translate(`schemasStudio.forms.names.${name}`, { _: name });
  const back = (
    <Button component={RouterLink} to="/schemas" startIcon={<ArrowBackIcon />}>
      {translate('schemasEditor.back')}
    </Button>
  );
  if (!form) {
    return (
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Alert severity="error">{translate('schemasEditor.unknownForm', { form: name })}</Alert>
        {back}
      </Box>
    );
  }

  const setForm = (next: FormSchema) =>
    setDraft((d) =>
      d
        ? {
            ...d,
            dirty: true,
            revision: d.revision + 1,
            files: { ...d.files, forms: { ...d.files.forms, [name]: next } },
          }
        : d,
    );
  // a draft made from an older version is carried over to the one in force before it can be published
  const stale = draft.dirty && draft.base !== draft.current;
  const rebase = (files: SchemaFiles) =>
    setDraft((d) => (d ? { ...d, base: d.current, files, revision: d.revision + 1 } : d));
  const reloadSaved = () => {
    void saver.settle().finally(reload);
  };
  const discard = () => {
    setDiscarding(false);
    saver.remove().then(
      () => {
        setDraft((d) => (d ? { ...d, dirty: false } : d));
        reload();
      },
      () => notify('schemasDrafts.discardFailed', { type: 'error' }),
    );
  };
  const others = problems ? problems.others.map((p) => p.text) : [];
  const canPublish = !checking && !!problems && problems.all.length === 0 && draft.dirty && !stale;
  const selectedSection =
    (selected && (form.fields ?? []).find((f) => f.id === selected)?.section) || undefined;
  const asideNode = aside?.(draft.files, name);
  const panel = (
    <FieldPanel
      formName={name}
      form={form}
      fieldId={selected}
      codelists={draft.files.codelists}
      storedIds={draft.storedIds}
      problems={(selected && problems?.byField.get(selected)) || []}
      onChange={setForm}
    />
  );

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-schema-editor={name}>
      <Title title={translate('schemasEditor.title', { form: formLabel })} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {back}
        <Chip size="small" label={translate('schemasEditor.base', { version: draft.base })} />
        {draft.dirty && (
          <Chip
            size="small"
            color="warning"
            label={translate('schemasEditor.unsaved')}
            data-unpublished-draft
          />
        )}
        <DraftStatus state={saver.state} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => setAdding(true)} startIcon={<AddIcon />}>
          {translate('schemasEditor.list.add')}
        </Button>
        {draft.dirty && (
          <Button onClick={() => setDiscarding(true)}>{translate('schemasEditor.discard')}</Button>
        )}
        <Button variant="contained" disabled={!canPublish} onClick={() => setPublishing(true)}>
          {translate('schemasEditor.publish.open')}
        </Button>
      </Box>
      {stale && (
        <StaleDraftNotice
          base={draft.base}
          current={draft.current}
          currentFiles={draft.currentFiles}
          draft={draft.files}
          onRebase={rebase}
        />
      )}
      <Alert
        severity={!problems ? 'info' : problems.all.length ? 'error' : 'success'}
        data-checks={checking || !problems ? 'pending' : problems.all.length}
      >
        {!problems
          ? translate('schemasEditor.checks.checking')
          : problems.all.length
            ? translate('schemasEditor.checks.some', { smart_count: problems.all.length })
            : translate('schemasEditor.checks.ok')}
        {others.length > 0 && (
          <List dense disablePadding>
            {others.map((p) => (
              <ListItem key={p} disableGutters>
                {p}
              </ListItem>
            ))}
          </List>
        )}
      </Alert>
      {/* The list and the properties have a grid of their own: the sticky properties stay within it and
          never slide over the preview and the impact below (or beside, from 1536 px). */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            xl: asideNode ? 'minmax(0, 2.2fr) minmax(360px, 1.2fr)' : undefined,
          },
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) minmax(320px, 1.2fr)' },
          }}
        >
          <Card>
            <CardContent>
              <FieldList
                form={form}
                selected={selected}
                onSelect={select}
                onChange={setForm}
                problemCounts={problemCounts}
              />
            </CardContent>
          </Card>
          {narrow ? (
            <Drawer
              anchor="right"
              open={panelOpen && selected !== null}
              onClose={() => setPanelOpen(false)}
              slotProps={{
                paper: {
                  'aria-labelledby': 'schemas-editor-panel-title',
                  sx: { width: 'min(100vw, 560px)' },
                },
              }}
            >
              <Box sx={{ p: 2 }}>
                <Button onClick={() => setPanelOpen(false)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
                  {translate('schemasEditor.panel.close')}
                </Button>
                {panel}
              </Box>
            </Drawer>
          ) : (
            <Card
              data-properties
              sx={{
                position: 'sticky',
                top: 8,
                maxHeight: 'calc(100vh - 16px)',
                overflowY: 'auto',
              }}
            >
              <CardContent>{panel}</CardContent>
            </Card>
          )}
        </Box>
        {asideNode && <Box sx={{ minWidth: 0 }}>{asideNode}</Box>}
      </Box>
      <RulesCard
        form={form}
        codelists={draft.files.codelists}
        problems={problems?.byRule ?? []}
        onChange={setForm}
      />
      <AddFieldDialog
        open={adding}
        form={form}
        taken={taken}
        section={selectedSection}
        onClose={() => setAdding(false)}
        onAdd={(field) => {
          setForm(addField(form, field));
          select(field.id);
        }}
      />
      <PublishDialog
        open={publishing}
        baseId={draft.base}
        files={draft.files}
        onClose={() => setPublishing(false)}
        onPublished={() => {
          setPublishing(false);
          setDraft((d) => (d ? { ...d, dirty: false } : d));
          // the published draft is no longer kept (a failed delete leaves a draft of the older version)
          void saver
            .remove()
            .catch(() => undefined)
            .finally(reload);
        }}
        onReload={reloadSaved}
      />
      <DiscardDialog open={discarding} onClose={() => setDiscarding(false)} onConfirm={discard} />
      <ModalDialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        aria-labelledby="schemas-leave-title"
      >
        <DialogTitle id="schemas-leave-title">{translate('schemasEditor.leave.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('schemasEditor.leave.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{translate('schemasEditor.leave.stay')}</Button>
          <Button variant="contained" color="warning" onClick={() => blocker.proceed?.()}>
            {translate('schemasEditor.leave.leave')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Box>
  );
}
