// The player's-eye preview of one level: a phone-sized frame (360 × 740) that renders the level as the
// game app shows it, from any values (the level dialog's unsaved form values or a stored level), for
// every layout of the layout codelist; a layout it does not know (added in the studio) shows its
// visible fields' labels and values. Answers are judged in the browser by the one answer rule
// (schemas/answers.ts), the same code the server's `…/levels/{levelId}/try` and the insights use.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, ButtonBase, Chip, Stack, TextField, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslate } from 'react-admin';
import type { Form } from '../../schemas/engine';
import {
  IMAGE_LAYOUTS,
  POEM_LAYOUT,
  TEXT_ANSWER_LAYOUT,
  YES_NO_LAYOUT,
  judgeLevel,
  levelAnswers,
  poemCheck,
  poemWords,
  poemLimits,
  type AnswerVerdict,
} from '../../schemas/answers';
import { imageSrc } from '../forms';

/** The frame's size: a common phone's viewport in CSS pixels. */
export const PHONE_WIDTH = 360;
export const PHONE_HEIGHT = 740;

/** Layouts the preview draws itself; any other renders generically. */
export const KNOWN_LAYOUTS = [
  TEXT_ANSWER_LAYOUT,
  ...IMAGE_LAYOUTS,
  YES_NO_LAYOUT,
  POEM_LAYOUT,
  'GAME_RECAPITULATION',
  'TAKE_PHOTO',
  'GAME_CHOOSER',
  'LEVEL_WIKI',
  'VIEW_GAME_MANUAL',
  'DOWNLOAD_GAME_MANUAL',
];

/** Fields the player never sees (internal, the dialog's own or parcel data). */
const INTERNAL = new Set([
  'name',
  'note',
  'layout',
  'segment',
  'active',
  'order',
  'help',
  'info',
  'question',
]);

export interface PlayerPreviewProps {
  /** The compiled level form: labels, codelist options and the answer slots. */
  form: Form;
  /** The level's values: the form's values or a stored level's info (plain or `{val}`). */
  values: Record<string, unknown>;
  /** Whether a field is shown (the form's attrs); default: every field with a value. */
  visible?: (id: string) => boolean;
  /** Called with each verdict the player's action gets (the test play counts them). */
  onVerdict?: (verdict: AnswerVerdict, answer: string) => void;
  /** Keys of the answer area: a new key starts it afresh (the test play's next level). */
  resetKey?: string | number;
  /** The frame's largest height (CSS): it shrinks to fit the dialog around it, down to 420 px. */
  maxHeight?: string;
}

const unwrap = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && 'val' in value
    ? (value as { val: unknown }).val
    : value;

function textOf(value: unknown): string {
  const v = unwrap(value);
  if (v === null || v === undefined || typeof v === 'object') return '';
  return String(v).trim();
}

export function PlayerPreview(props: PlayerPreviewProps) {
  const { form, values, visible } = props;
  const translate = useTranslate();
  const layout = textOf(values.layout) || TEXT_ANSWER_LAYOUT;
  const number = textOf(values.order);
  const title = number ? translate('preview.levelNumber', { number }) : translate('preview.level');
  return (
    <Box
      role="region"
      aria-label={translate('preview.frameLabel', { title })}
      data-testid="player-preview"
      data-layout={layout}
      sx={{
        width: PHONE_WIDTH,
        maxWidth: '100%',
        height: PHONE_HEIGHT,
        maxHeight: props.maxHeight ?? 'calc(100vh - 200px)',
        minHeight: 420,
        flex: '0 0 auto',
        border: '10px solid #222',
        borderRadius: '32px',
        bgcolor: '#222',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: 3,
      }}
    >
      <PhoneScreen {...props} layout={layout} title={title} visible={visible} form={form} />
    </Box>
  );
}

function PhoneScreen({
  form,
  values,
  visible,
  onVerdict,
  resetKey,
  layout,
  title,
}: PlayerPreviewProps & { layout: string; title: string }) {
  const translate = useTranslate();
  const [helpOpen, setHelpOpen] = useState(false);
  const shown = (id: string) => (visible ? visible(id) : true);
  const str = (id: string) => (shown(id) ? textOf(values[id]) : '');
  const background = str('background.image');
  const question = textOf(values.question);
  const help = textOf(values.help);
  const success = textOf(values.info);
  const slots = useMemo(
    () => form.fields.filter((f) => f.parent?.id === 'answer' && f.spec.type === 'str').map((f) => f.id),
    [form],
  );

  // The last answer the player gave, judged live: the verdict follows the author's edits.
  const [given, setGiven] = useState<{ key: unknown; answer: string } | null>(null);
  const answer = given && given.key === resetKey ? given.answer : null;
  const verdict = useMemo(
    () => (answer === null ? null : judgeLevel(layout, values, answer, slots)),
    [answer, layout, values, slots],
  );
  const give = (text: string) => {
    setGiven({ key: resetKey, answer: text });
    onVerdict?.(judgeLevel(layout, values, text, slots), text);
  };

  return (
    <Box
      sx={{
        flex: '1 1 auto',
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#f4f1ea',
        borderRadius: '22px',
        overflow: 'hidden',
        color: '#1d1d1d',
      }}
    >
      <Box sx={{ px: 2, py: 1, bgcolor: '#2e5e4e', color: '#fff', display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="span" sx={{ flexGrow: 1 }} data-testid="preview-title">
          {title}
        </Typography>
        <Button
          size="small"
          color="inherit"
          startIcon={<HelpOutlineIcon />}
          onClick={() => setHelpOpen((open) => !open)}
          aria-expanded={helpOpen}
        >
          {translate('preview.help')}
        </Button>
      </Box>
      <Box
        data-testid="preview-screen"
        sx={{
          flex: '1 1 auto',
          overflowY: 'auto',
          p: 2,
          backgroundImage: background ? `url("${imageSrc(background)}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Stack
          spacing={1.5}
          sx={{ bgcolor: background ? 'rgba(255,255,255,0.88)' : undefined, p: 1, borderRadius: 2 }}
        >
          {helpOpen && (
            <Alert severity="info" data-testid="preview-help">
              {help || translate('preview.helpEmpty')}
            </Alert>
          )}
          <Typography
            variant="h6"
            component="p"
            data-testid="preview-question"
            sx={{ whiteSpace: 'pre-wrap', fontSize: '1.1rem' }}
          >
            {question || translate('preview.noQuestion')}
          </Typography>
          <LayoutBody
            form={form}
            values={values}
            layout={layout}
            str={str}
            shown={shown}
            slots={slots}
            give={give}
            resetKey={resetKey}
          />
          {verdict && <Verdict verdict={verdict} />}
          {verdict?.correct && success && (
            <Alert
              severity="success"
              icon={false}
              data-testid="preview-success"
              sx={{ whiteSpace: 'pre-wrap' }}
            >
              {success}
            </Alert>
          )}
        </Stack>
      </Box>
    </Box>
  );
}

function Verdict({ verdict }: { verdict: AnswerVerdict }) {
  const translate = useTranslate();
  const text = verdict.correct
    ? translate('preview.verdict.correct')
    : verdict.near
      ? translate('preview.verdict.near', { answer: verdict.near })
      : translate('preview.verdict.wrong');
  return (
    <Alert
      severity={verdict.correct ? 'success' : verdict.near ? 'warning' : 'error'}
      role="status"
      data-testid="preview-verdict"
    >
      {text}
    </Alert>
  );
}

interface BodyProps {
  form: Form;
  values: Record<string, unknown>;
  layout: string;
  str(id: string): string;
  shown(id: string): boolean;
  slots: string[];
  give(answer: string): void;
  resetKey?: string | number;
}

function Paragraph({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
      {children}
    </Typography>
  );
}

function LayoutBody(props: BodyProps) {
  const { layout, str, give } = props;
  const translate = useTranslate();
  const description = str('description');
  const describe = description ? <Paragraph testId="preview-description">{description}</Paragraph> : null;
  switch (layout) {
    case TEXT_ANSWER_LAYOUT:
      return (
        <>
          {describe}
          <TextAnswer {...props} />
        </>
      );
    case 'IMAGE_CHOOSER':
    case 'FRAME_IMAGES_CHOOSER':
      return (
        <>
          {describe}
          <ImageChoice {...props} />
        </>
      );
    case YES_NO_LAYOUT:
      return (
        <>
          {describe}
          {(['place', 'tool', 'target'] as const).map((key) => {
            const id = `yes-no.${key}`;
            const value = key === 'target' ? optionLabel(props.form, id, str(id)) : str(id);
            return value ? <Paragraph key={key}>{translate(`preview.${key}`, { value })}</Paragraph> : null;
          })}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" fullWidth onClick={() => give('áno')}>
              {translate('preview.yes')}
            </Button>
            <Button variant="contained" color="error" fullWidth onClick={() => give('nie')}>
              {translate('preview.no')}
            </Button>
          </Stack>
        </>
      );
    case POEM_LAYOUT:
      return (
        <>
          {describe}
          <Poem {...props} />
        </>
      );
    case 'GAME_RECAPITULATION':
      return <Recapitulation {...props} />;
    case 'TAKE_PHOTO':
      return (
        <>
          {describe}
          <Paragraph>{translate('preview.photoHint')}</Paragraph>
          <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => give('')}>
            {translate('preview.takePhoto')}
          </Button>
        </>
      );
    case 'LEVEL_WIKI':
    case 'VIEW_GAME_MANUAL':
    case 'DOWNLOAD_GAME_MANUAL': {
      const label =
        layout === 'LEVEL_WIKI'
          ? 'preview.continue'
          : layout === 'VIEW_GAME_MANUAL'
            ? 'preview.viewManual'
            : 'preview.downloadManual';
      return (
        <>
          {describe}
          <Button variant="contained" onClick={() => give('')}>
            {translate(label)}
          </Button>
        </>
      );
    }
    case 'GAME_CHOOSER':
      return (
        <>
          {describe}
          <Paragraph>{translate('preview.gameChooserHint')}</Paragraph>
          <Button variant="contained" onClick={() => give('')}>
            {translate('preview.chooseGame')}
          </Button>
        </>
      );
    default:
      return <Generic {...props} />;
  }
}

function optionLabel(form: Form, id: string, value: string): string {
  return form.byId.get(id)?.options?.find((o) => o.value === value)?.label ?? value;
}

/** The answer input (its placeholder as the player sees it) that tries the answer. */
function TextAnswer({ values, slots, give, resetKey }: BodyProps) {
  const translate = useTranslate();
  const [text, setText] = useState({ key: resetKey, value: '' });
  const value = text.key === resetKey ? text.value : '';
  const { min } = levelAnswers(values, slots);
  const placeholder =
    min > 1
      ? translate('preview.answerPlaceholderMany', { count: min })
      : translate('preview.answerPlaceholder');
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        give(value);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        size="small"
        fullWidth
        value={value}
        onChange={(e) => setText({ key: resetKey, value: e.target.value })}
        placeholder={placeholder}
        slotProps={{ htmlInput: { 'aria-label': translate('preview.tryLabel'), maxLength: 2000 } }}
        sx={{ bgcolor: '#fff' }}
      />
      <Button type="submit" variant="contained">
        {translate('preview.send')}
      </Button>
    </Box>
  );
}

/** The uploaded answer images as a 2 × 2 grid; a tap chooses one. */
function ImageChoice({ str, give }: BodyProps) {
  const translate = useTranslate();
  const images = [1, 2, 3, 4].map((n) => ({ n, id: str(`images.answer${n}`) })).filter((i) => i.id);
  if (images.length === 0) return <Paragraph>{translate('preview.noImages')}</Paragraph>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }} data-testid="preview-images">
      {images.map(({ n, id }) => (
        <ButtonBase
          key={n}
          onClick={() => give(String(n))}
          aria-label={translate('preview.image', { number: n })}
          sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '1', bgcolor: '#ddd' }}
        >
          <Box
            component="img"
            src={imageSrc(id)}
            alt={translate('preview.image', { number: n })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}

/** The poem: its required words, a text area with a length counter against the limits. */
function Poem({ values, give, resetKey }: BodyProps) {
  const translate = useTranslate();
  const [text, setText] = useState({ key: resetKey, value: '' });
  const value = text.key === resetKey ? text.value : '';
  const words = poemWords(values);
  const { min, max } = poemLimits(values);
  const check = poemCheck(values, value);
  const limits = [
    min !== null ? translate('preview.poemMin', { min }) : null,
    max !== null ? translate('preview.poemMax', { max }) : null,
  ].filter(Boolean);
  const outOfRange = value !== '' && (check.tooShort || check.tooLong);
  return (
    <>
      {words.length > 0 && (
        <Box data-testid="preview-poem-words">
          <Typography variant="caption">{translate('preview.poemWords')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {words.map((w) => (
              <Chip
                key={w}
                size="small"
                label={w}
                color={check.missing.includes(w) ? 'default' : 'success'}
              />
            ))}
          </Box>
        </Box>
      )}
      <TextField
        multiline
        minRows={4}
        value={value}
        onChange={(e) => setText({ key: resetKey, value: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': translate('preview.poemLabel'), maxLength: 10000 } }}
        sx={{ bgcolor: '#fff' }}
      />
      <Typography
        variant="caption"
        color={outOfRange ? 'error' : 'text.secondary'}
        data-testid="preview-poem-counter"
      >
        {[translate('preview.poemCounter', { length: check.length }), ...limits].join(' · ')}
      </Typography>
      {value !== '' && check.missing.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('preview.poemMissing', { words: check.missing.join(', ') })}
        </Typography>
      )}
      <Button variant="contained" onClick={() => give(value)}>
        {translate('preview.send')}
      </Button>
    </>
  );
}

/** The recapitulation: its tasks, then its photo uploads with their limits. */
function Recapitulation({ str, give }: BodyProps) {
  const translate = useTranslate();
  const tasks = [1, 2, 3, 4, 5].map((n) => str(`recapitulation.tasks-${n}`)).filter(Boolean);
  const uploads = [1, 2, 3, 4]
    .map((n) => ({ text: str(`recapitulation.uploads-${n}`), limit: str(`recapitulation.limits-${n}`) }))
    .filter((u) => u.text);
  const title1 = str('recapitulation.title1');
  const title2 = str('recapitulation.title2');
  const description = str('description');
  return (
    <>
      {description && <Paragraph>{description}</Paragraph>}
      {(title1 || tasks.length > 0) && (
        <Box data-testid="preview-recap-tasks">
          {title1 && <Typography variant="subtitle2">{title1}</Typography>}
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {tasks.map((t, i) => (
              <li key={i}>
                <Typography variant="body2">{t}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {(title2 || uploads.length > 0) && (
        <Box data-testid="preview-recap-uploads">
          {title2 && <Typography variant="subtitle2">{title2}</Typography>}
          <Stack spacing={0.5}>
            {uploads.map((u, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhotoCameraIcon fontSize="small" />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {u.text}
                  {u.limit ? ` (${translate('preview.recapPhotos', { count: u.limit })})` : ''}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      <Button variant="contained" onClick={() => give('')}>
        {translate('preview.continue')}
      </Button>
    </>
  );
}

/** A layout the preview does not know: the labels and values of its visible content fields. */
function Generic({ form, values, layout, shown, give }: BodyProps) {
  const translate = useTranslate();
  const rows = form.fields
    .filter((f) => f.section !== 'sidebar' && f.section !== 'parcel' && !INTERNAL.has(f.id))
    .filter((f) => f.spec.type !== 'group' && shown(f.id))
    .map((f) => ({
      id: f.id,
      label: f.spec.label,
      image: f.spec.type === 'image' ? textOf(values[f.id]) : '',
      value: displayValue(form, f.id, values[f.id], translate),
    }))
    .filter((r) => r.value !== '' || r.image !== '');
  return (
    <Box data-testid="preview-generic">
      <Typography variant="caption" color="text.secondary">
        {translate('preview.generic', { layout: optionLabel(form, 'layout', layout) })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((r) => (
          <Box key={r.id} sx={{ mb: 1 }}>
            <Typography component="dt" variant="caption" sx={{ fontWeight: 600 }}>
              {r.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {r.image ? (
                <Box component="img" src={imageSrc(r.image)} alt={r.label} sx={{ maxWidth: '100%' }} />
              ) : (
                r.value
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" onClick={() => give('')}>
        {translate('preview.continue')}
      </Button>
    </Box>
  );
}

function displayValue(
  form: Form,
  id: string,
  raw: unknown,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  const field = form.byId.get(id);
  const v = unwrap(raw);
  if (v === null || v === undefined || v === '') return '';
  if (field?.spec.type === 'bool') return v === true || v === 'true' ? translate('preview.yesValue') : '';
  if (field?.spec.type === 'image') return '';
  if (Array.isArray(v)) return v.map((x) => optionLabel(form, id, String(x))).join(', ');
  if (typeof v === 'object') return '';
  return field?.options ? optionLabel(form, id, String(v)) : String(v);
}
