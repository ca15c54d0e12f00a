// The game and variant edit modals (games 2.6, 2.7): EditDialog over schemas/game.json and
// schemas/variant.json. Required errors are suppressed unless asked (showErrors) and for a blank
// form; ok:false with attrs refills and shakes; any other failure closes (EditDialog, platform 4.6).
import { useRef } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { EditDialog } from '../forms';
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

/** The variant edit modal: POST drafts/{id}/validate, POST drafts/{id}; with the sender picker. */
export function VariantDialog({
  sheet,
  onClose,
  onDone,
  onSheetChanged,
  showErrors,
  readOnly,
}: SheetDialogProps) {
  const translate = useTranslate();
  const saved = useRef<RaRecord | undefined>(undefined);
  return (
    <EditDialog
      open
      schema="variant"
      resource="drafts"
      id={sheet.id}
      title={translate('games.variantDialog.title')}
      showErrors={showErrors ?? false}
      readOnly={readOnly}
      doneLabel="forms.buttons.submit"
      onSaved={(record) => {
        saved.current = record;
      }}
      onDone={(result) => onDone?.(result, saved.current)}
      onClose={onClose}
      before={readOnly ? null : <SenderPicker sheet={sheet} onChanged={(next) => onSheetChanged?.(next)} />}
    />
  );
}

/** The game edit modal: POST games/{id}/validate, POST games/{id} (the game's attrs). */
export function GameDialog({ sheet, onClose, onDone, showErrors, readOnly }: SheetDialogProps) {
  const translate = useTranslate();
  const saved = useRef<RaRecord | undefined>(undefined);
  return (
    <EditDialog
      open
      schema="game"
      resource="games"
      id={sheet.id}
      title={translate('games.gameDialog.title')}
      showErrors={showErrors ?? false}
      readOnly={readOnly}
      doneLabel="forms.buttons.submit"
      onSaved={(record) => {
        saved.current = record;
      }}
      onDone={(result) => onDone?.(result, saved.current)}
      onClose={onClose}
    />
  );
}
