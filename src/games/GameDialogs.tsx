// The game and variant edit modals (games 2.6, 2.7): EditDialog over schemas/game.json and
// schemas/variant.json. Required errors are suppressed unless asked (showErrors) and for a blank
// form; ok:false with attrs refills and shakes; any other failure closes (EditDialog, platform 4.6).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { isAbort } from '../providers/api';
import { EditDialog } from '../forms';
import { loadSheetForm } from './api';
import { SenderPicker } from './SenderPicker';
import type { Sheet } from './sheet';

export interface SheetDialogProps {
  sheet: Sheet;
  onClose(): void;
  /** After a successful done: 'saved' with the server's record, or 'unchanged'. */
  onDone?(result: 'saved' | 'unchanged', record?: RaRecord): void;
  /** The sender changed inside the variant dialog (POST drafts/{id}/sender/{senderId}). */
  onSheetChanged?(sheet: Sheet | null): void;
  showErrors?: boolean;
  readOnly?: boolean;
}

/**
 * The stored values of a sheet form: GET {drafts|games}/{id}?a=1 replies the sheet and the form's
 * attrs (games 7.1, 7.3); their vals are the record the dialog opens with. A failed load notifies
 * and closes (games 8).
 */
function useFormRecord(resource: string, id: Sheet['id'], onFailed: () => void): RaRecord | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [record, setRecord] = useState<RaRecord | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    const controller = new AbortController();
    loadSheetForm(dataProvider, resource, id, controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setRecord(loaded);
      },
      (e: unknown) => {
        if (isAbort(e) || controller.signal.aborted) return;
        notify('forms.notify.loadFailed', { type: 'error' });
        failed.current();
      },
    );
    return () => controller.abort();
  }, [dataProvider, notify, resource, id]);
  return record;
}

/** One sheet form (variant or game) as an EditDialog opened with its stored values. */
function SheetFormDialog({
  sheet,
  onClose,
  onDone,
  showErrors,
  readOnly,
  schema,
  resource,
  title,
  before,
}: SheetDialogProps & {
  schema: 'variant' | 'game';
  resource: 'drafts' | 'games';
  title: string;
  before?: ReactNode;
}) {
  const translate = useTranslate();
  const saved = useRef<RaRecord | undefined>(undefined);
  const record = useFormRecord(resource, sheet.id, onClose);
  if (!record) return null;
  return (
    <EditDialog
      open
      schema={schema}
      resource={resource}
      id={sheet.id}
      initialValues={record}
      skipLoad
      title={translate(title)}
      showErrors={showErrors ?? false}
      readOnly={readOnly}
      doneLabel="forms.buttons.submit"
      onSaved={(record) => {
        saved.current = record;
      }}
      onDone={(result) => onDone?.(result, saved.current)}
      onClose={onClose}
      before={before}
      historyOf={schema === 'game' && sheet.gameId ? { type: 'game', id: sheet.gameId } : undefined}
    />
  );
}

/** The variant edit modal: POST drafts/{id}/validate, POST drafts/{id}; with the sender picker. */
export function VariantDialog(props: SheetDialogProps) {
  const { sheet, readOnly, onSheetChanged } = props;
  return (
    <SheetFormDialog
      {...props}
      schema="variant"
      resource="drafts"
      title="games.variantDialog.title"
      before={readOnly ? null : <SenderPicker sheet={sheet} onChanged={(next) => onSheetChanged?.(next)} />}
    />
  );
}

/** The game edit modal: POST games/{id}/validate, POST games/{id} (the game's attrs). */
export function GameDialog(props: SheetDialogProps) {
  return <SheetFormDialog {...props} schema="game" resource="games" title="games.gameDialog.title" />;
}
