import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import AddIcon from '@mui/icons-material/Add';
import { Loading, Title, useTranslate } from 'react-admin';
import { checkCodelistProblems, type Codelist, type CodelistItem } from '../../../schemas/engine';
import { fetchSchemasInForce } from '../api';
import { fetchCodelistUsage } from './api';
import { PublishDraftDialog } from './PublishDraftDialog';
import { LoadFailed } from '../LoadFailed';

/** One item while it is edited; `original` is its value in the version in force (null: a new item). */
interface DraftItem {
  key: number;
  value: string;
  label: string;
  disabled: boolean;
  data?: Record<string, unknown>;
  original: string | null;
}

interface Loaded {
  version: number;
  forms: Record<string, unknown>;
  codelists: Record<string, unknown>;
  /** The codelist in force; undefined when the version has no codelist of this name. */
  codelist?: Codelist;
  usage: Record<string, number>;
}

let nextKey = 1;

function draftItems(codelist: Codelist): DraftItem[] {
  return codelist.items.map((item) => ({
    key: nextKey++,
    value: item.value,
    label: item.label,
    disabled: item.disabled === true,
    ...(item.data ? { data: item.data } : {}),
    original: item.value,
  }));
}

/** The codelist's JSON as it is published: the file's other keys kept, items in the edited order. */
function buildCodelist(base: Codelist, label: string, items: DraftItem[]): Codelist {
  return {
    ...base,
    label: label.trim(),
    items: items.map((item): CodelistItem => ({
      value: item.value.trim(),
      label: item.label.trim(),
      ...(item.disabled ? { disabled: true } : {}),
      ...(item.data ? { data: item.data } : {}),
    })),
  };
}

interface ItemErrors {
  value?: string;
  label?: string;
}

/** The i18n key of each kind of the engine's item problem the table shows at the value or the label. */
const ITEM_ERROR_KEYS: Record<string, string> = {
  duplicateValue: 'schemasCodelists.editor.duplicate',
  missingLabel: 'ra.validation.required',
};

/**
 * The errors of each item and of the codelist's label, by the engine's codelist check (the one
 * schemas:check and publishing run) over the codelist as it would be published.
 */
function draftErrors(codelist: Codelist): { items: ItemErrors[]; label: boolean } {
  const items: ItemErrors[] = codelist.items.map(() => ({}));
  let label = false;
  for (const p of checkCodelistProblems('codelist.json', codelist)) {
    const key = ITEM_ERROR_KEYS[p.key ?? ''] ?? 'ra.validation.required';
    if (p.item === undefined) label ||= p.option === 'label';
    else if (p.option === 'value' || p.option === 'label') items[p.item]![p.option] ??= key;
  }
  return { items, label };
}

async function loadCodelist(name: string): Promise<Loaded> {
  const inForce = await fetchSchemasInForce();
  const codelist = Object.hasOwn(inForce.codelists, name) ? (inForce.codelists[name] as Codelist) : undefined;
  const usage = codelist ? await fetchCodelistUsage(name) : {};
  return { ...inForce, codelist, usage };
}

/** The codelist editor (#/schemas/codelists/:name): label and items, published with the whole set. */
interface ItemTextProps {
  value: string;
  onChange(value: string): void;
  /** The i18n key of the error, if any. */
  error?: string;
  maxLength: number;
  /** The accessible name (the table's column names it on screen). */
  label: string;
  disabled?: boolean;
  title?: string;
}

/** An item's value or label in the table. */
function ItemText({ value, onChange, error, maxLength, label, disabled, title }: ItemTextProps) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      hiddenLabel
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ? translate(error) : undefined}
      title={title}
      inputProps={{ maxLength, 'aria-label': label }}
    />
  );
}

export function CodelistEditor() {
  const translate = useTranslate();
  const name = useParams<{ name: string }>().name ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [label, setLabel] = useState('');
  const [items, setItems] = useState<DraftItem[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [conflict, setConflict] = useState<number | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadCodelist(name)
      .then((data) => {
        if (!live) return;
        setLoaded(data);
        setLabel(data.codelist?.label ?? '');
        setItems(data.codelist ? draftItems(data.codelist) : []);
        setShowErrors(false);
        setConflict(null);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const codelist = loaded?.codelist;
  const draft = useMemo(
    () => (codelist ? buildCodelist(codelist, label, items) : undefined),
    [codelist, label, items],
  );
  const checked = useMemo(() => (draft ? draftErrors(draft) : { items: [], label: false }), [draft]);
  const errors = checked.items;
  const dirty = useMemo(
    () =>
      codelist !== undefined &&
      JSON.stringify(draft) !== JSON.stringify(buildCodelist(codelist, codelist.label, draftItems(codelist))),
    [codelist, draft],
  );

  if (!loaded && failed) {
    return (
      <LoadFailed
        message="schemasCodelists.editor.loadFailed"
        retry="schemasCodelists.editor.retry"
        onRetry={reload}
      />
    );
  }
  if (!loaded) return <Loading />;

  const back = (
    <Link href="#/schemas" underline="hover">
      {translate('schemasCodelists.editor.back')}
    </Link>
  );
  if (!codelist) {
    return (
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="warning">{translate('schemasCodelists.editor.notFound', { name })}</Alert>
        {back}
      </Box>
    );
  }

  const usageOf = (item: DraftItem) => (item.original === null ? 0 : (loaded.usage[item.original] ?? 0));
  const update = (key: number, change: Partial<DraftItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const remove = (key: number) => setItems((list) => list.filter((item) => item.key !== key));
  const add = () =>
    setItems((list) => [...list, { key: nextKey++, value: '', label: '', disabled: false, original: null }]);
  const labelError = checked.label;
  const invalid = labelError || errors.some((e) => e.value || e.label);
  const startPublish = () => {
    setShowErrors(true);
    if (!invalid) setPublishing(true);
  };
  const title = translate('schemasCodelists.editor.title', { label: codelist.label, name });

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      {back}
      <Card component="section" aria-labelledby="codelist-editor-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="codelist-editor-title">
            {translate('schemasCodelists.editor.items')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('schemasCodelists.editor.intro', { version: loaded.version })}
          </Typography>
          <TextField
            id="codelist-label"
            label={translate('schemasCodelists.editor.label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            required
            error={showErrors && labelError}
            helperText={showErrors && labelError ? translate('ra.validation.required') : undefined}
            margin="normal"
            sx={{ maxWidth: 480 }}
            fullWidth
            inputProps={{ maxLength: 200 }}
          />
          <Table size="small" aria-label={translate('schemasCodelists.editor.items')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 96 }}>{translate('schemasCodelists.editor.order')}</TableCell>
                <TableCell>{translate('schemasCodelists.editor.value')}</TableCell>
                <TableCell>{translate('schemasCodelists.editor.itemLabel')}</TableCell>
                <TableCell align="right" title={translate('schemasCodelists.editor.usageHint')}>
                  {translate('schemasCodelists.editor.usage')}
                </TableCell>
                <TableCell>{translate('schemasCodelists.editor.state')}</TableCell>
                <TableCell align="right">{translate('schemasCodelists.editor.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => {
                const used = usageOf(item);
                const error = showErrors ? errors[index]! : {};
                const n = index + 1;
                return (
                  <TableRow key={item.key} data-item={item.original ?? ''}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={translate('schemasCodelists.editor.moveUp', { n })}
                        title={translate('schemasCodelists.editor.moveUp', { n })}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={translate('schemasCodelists.editor.moveDown', { n })}
                        title={translate('schemasCodelists.editor.moveDown', { n })}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>
                      <ItemText
                        value={item.value}
                        onChange={(value) => update(item.key, { value })}
                        error={error.value}
                        maxLength={100}
                        label={translate('schemasCodelists.editor.valueOf', { n })}
                        disabled={used > 0}
                        title={used > 0 ? translate('schemasCodelists.editor.usedValue') : undefined}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 220 }}>
                      <ItemText
                        value={item.label}
                        onChange={(label) => update(item.key, { label })}
                        error={error.label}
                        maxLength={200}
                        label={translate('schemasCodelists.editor.labelOf', { n })}
                      />
                    </TableCell>
                    <TableCell align="right" data-usage>
                      {used}
                    </TableCell>
                    <TableCell>
                      {item.disabled ? (
                        <Chip size="small" label={translate('schemasCodelists.editor.retired')} />
                      ) : (
                        <Chip
                          size="small"
                          color="success"
                          variant="outlined"
                          label={translate('schemasCodelists.editor.active')}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => update(item.key, { disabled: !item.disabled })}>
                        {translate(
                          item.disabled
                            ? 'schemasCodelists.editor.unretire'
                            : 'schemasCodelists.editor.retire',
                        )}
                      </Button>
                      {used === 0 && (
                        <Button size="small" color="error" onClick={() => remove(item.key)}>
                          {translate('schemasCodelists.editor.remove')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
            {translate('schemasCodelists.editor.add')}
          </Button>
        </CardContent>
      </Card>
      {conflict !== null && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('schemasCodelists.editor.reload')}
            </Button>
          }
        >
          {translate('schemasCodelists.editor.conflict', { version: conflict })}
        </Alert>
      )}
      {showErrors && invalid && (
        <Alert severity="error">{translate('schemasCodelists.editor.invalid')}</Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={!dirty || conflict !== null} onClick={startPublish}>
          {translate('schemasCodelists.editor.publish')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate(dirty ? 'schemasCodelists.editor.changed' : 'schemasCodelists.editor.unchanged')}
        </Typography>
      </Stack>
      <PublishDraftDialog
        open={publishing}
        baseId={loaded.version}
        draft={{ forms: loaded.forms, codelists: { ...loaded.codelists, [name]: draft } }}
        onClose={() => setPublishing(false)}
        onPublished={() => {
          setPublishing(false);
          reload();
        }}
        onConflict={(version) => {
          setPublishing(false);
          setConflict(version);
        }}
      />
    </Box>
  );
}
