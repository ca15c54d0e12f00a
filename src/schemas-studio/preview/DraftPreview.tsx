// The draft's form exactly as staff will see it: the same useSchemaForm + SchemaFormView as the dialogs,
// compiled from the draft (not the version in force), every validate call going to POST schemas/preview
// with the draft, so the server's own engine fills and checks it. A new record; nothing is saved.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Attrs, Form, FormInput, FormName } from '../../../schemas/engine';
import { createSchemaSet, type SchemaFiles } from '../../../schemas/loader';
import { SchemaFormView, useSchemaForm, requestBody } from '../../forms';
import { isAbort } from '../../providers/api';
import { InvalidDraftError, previewAttrs } from './api';
import { ProblemList } from './ProblemList';
import { useDebounced } from './useDebounced';

/** How long the draft must stay unchanged before the preview takes it. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface DraftPreviewProps {
  /** The form to preview: 'game', 'level'… */
  form: FormName;
  /** The draft's files (every form and codelist, as PUT schemas/versions takes them). */
  files: SchemaFiles;
}

type PreviewState =
  | { kind: 'checking' }
  | { kind: 'ready'; form: FormName; compiled: Form; files: SchemaFiles; firstFill: FirstFill }
  | { kind: 'invalid'; problems: string[] }
  | { kind: 'failed' };

/**
 * In a narrow column (the editor's aside) the form's sidebar goes above its content, as on a small
 * screen: SchemaFormView decides by the viewport, the preview by its own width.
 */
const NARROW_SX = {
  containerType: 'inline-size',
  '@container (max-width: 640px)': {
    '& div:has(> [data-layout="content"])': { flexDirection: 'column' },
    '& [data-layout="sidebar"]': { flexBasis: 'auto' },
  },
} as const;

/** What was typed in the preview of each form. */
type Typed = Partial<Record<FormName, FormInput>>;

/** The draft check's reply: the attrs of `input` (what was typed then), the form's first fill. */
interface FirstFill {
  input: FormInput | undefined;
  attrs: Attrs;
}

/** The form of `name` compiled from the draft's files. */
function compileDraft(name: FormName, files: SchemaFiles): Form {
  return createSchemaSet(files).form(name);
}

/** The preview of one form of a draft, with 'Vyskúšať znova' to start over. */
export function DraftPreview({ form, files }: DraftPreviewProps) {
  const translate = useTranslate();
  const draft = useDebounced(files, PREVIEW_DEBOUNCE_MS);
  const [state, setState] = useState<PreviewState>({ kind: 'checking' });
  const [checking, setChecking] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [run, setRun] = useState(0);
  // What was typed in each form (the request body by field id): a form compiled from the next draft
  // starts from it.
  const typed = useRef<Typed>({});
  const reset = () => {
    delete typed.current[form];
    setAttempt((n) => n + 1);
  };

  // Each draft (settled) is checked by the server first: a broken one shows the problems instead. The
  // check sends what was typed, so its reply is also the form's first fill (one call per draft change).
  useEffect(() => {
    const controller = new AbortController();
    setChecking(true);
    const input = typed.current[form];
    previewAttrs(form, input ?? {}, draft, controller.signal)
      .then((attrs) => {
        let compiled: Form;
        try {
          compiled = compileDraft(form, draft);
        } catch (e) {
          setState({ kind: 'invalid', problems: [e instanceof Error ? e.message : String(e)] });
          return;
        }
        setState({ kind: 'ready', form, compiled, files: draft, firstFill: { input, attrs } });
      })
      .catch((e: unknown) => {
        if (isAbort(e) || controller.signal.aborted) return;
        setState(
          e instanceof InvalidDraftError ? { kind: 'invalid', problems: e.problems } : { kind: 'failed' },
        );
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, [form, draft, run]);

  return (
    <Box component="section" aria-labelledby="schemas-preview-title" data-preview={form} sx={NARROW_SX}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="schemas-preview-title" sx={{ flex: 1 }}>
          {translate('schemasPreview.preview.title')}
        </Typography>
        <Button size="small" onClick={reset} disabled={state.kind !== 'ready'}>
          {translate('schemasPreview.preview.reset')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('schemasPreview.preview.hint')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {(checking || files !== draft) && (
          <LinearProgress aria-label={translate('schemasPreview.preview.checking')} />
        )}
      </Box>
      {state.kind === 'invalid' && (
        <ProblemList heading={translate('schemasPreview.preview.invalid')} problems={state.problems} />
      )}
      {state.kind === 'failed' && (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography>{translate('schemasPreview.preview.failed')}</Typography>
          <Button size="small" onClick={() => setRun((n) => n + 1)}>
            {translate('schemasPreview.preview.retry')}
          </Button>
        </Box>
      )}
      {state.kind === 'ready' && state.form === form && (
        <PreviewForm
          key={`${form}-${attempt}`}
          name={form}
          compiled={state.compiled}
          files={state.files}
          firstFill={state.firstFill}
          typed={typed}
        />
      )}
    </Box>
  );
}

interface PreviewFormProps {
  name: FormName;
  compiled: Form;
  files: SchemaFiles;
  firstFill: FirstFill;
  typed: RefObject<Typed>;
}

/** The form itself; a new compiled form keeps what was typed in the fields whose ids remain. */
function PreviewForm({ name, compiled, files, firstFill, typed }: PreviewFormProps) {
  const filesRef = useRef(files);
  filesRef.current = files;
  const typedNow = useMemo(
    () => typed.current[name],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per compiled form
    [compiled],
  );
  const initialValues = useMemo(() => typedNow ?? {}, [typedNow]);
  // The first fill of this compiled form is the draft check's reply when it was made from the same typed
  // values (not after 'Vyskúšať znova', nor when something was typed while the check ran).
  const primed = useRef<Attrs | undefined>(undefined);
  const primedFor = useRef<Form | undefined>(undefined);
  if (primedFor.current !== compiled) {
    primedFor.current = compiled;
    primed.current = firstFill.input === typedNow ? firstFill.attrs : undefined;
  }
  const validate = useCallback(
    (body: FormInput, { signal }: { signal: AbortSignal }) => {
      const attrs = primed.current;
      primed.current = undefined;
      return attrs ? Promise.resolve(attrs) : previewAttrs(name, body, filesRef.current, signal);
    },
    [name],
  );
  const ctl = useSchemaForm({
    schema: name,
    resource: 'schemas/preview',
    id: null,
    compiledForm: compiled,
    validate,
    initialValues,
  });
  useEffect(() => {
    if (ctl.status === 'ready') typed.current[name] = requestBody(ctl.form, ctl.values, ctl.attrs);
  }, [typed, name, ctl.status, ctl.form, ctl.values, ctl.attrs]);
  return <SchemaFormView form={ctl} shake={false} />;
}
