// The level dialog's contract with the game edit view (games 2.4, 2.8, 4.4).
import type { Level, Sheet } from '../../schemas/api';
import type { LevelFilter } from '../../schemas/constants';

/** The levels filter of the game edit view (games 2.4, 7.2 `f`): schemas/codelists/levelFilter.json. */
export type { LevelFilter };

/** A level to open: its id, or 'new' for a new blank level after the last one. */
export type LevelTarget = number | 'new';

/** An info attribute as the server sends it: `{val}` or a plain value. */
type InfoValue = unknown;

/**
 * The sheet reply (games 3.1, schemas/api/games.ts `Sheet`) as far as the dialog needs it: the
 * per-filter counts and the game's 'labeler' flag (in the sheet's info, a plain flag or `{val}`; also
 * read from a `game` object or the top level of a sheet that carries one).
 */
export type LevelSheet = Pick<Sheet, 'counts' | 'info'> & {
  id?: number | string;
  labeler?: InfoValue;
  game?: { labeler?: InfoValue; info?: Record<string, InfoValue> } & Record<string, unknown>;
};

export interface LevelDialogProps {
  /** The sheet (variant) id of drafts/{sheetId} or games/{sheetId}. */
  sheetId: number | string;
  levelId: LevelTarget;
  sheet: LevelSheet | null | undefined;
  filter: LevelFilter;
  /** The global search: navigation honours it like the list. */
  search: string;
  /** Without 'edit' (games/{id} of a viewer): shown, not editable. */
  readOnly: boolean;
  /** Move the route to another level (or 'new'). */
  onNavigate(levelId: LevelTarget): void;
  /**
   * The dialog closed. What it changed is already in react-admin's cache: the level lists of the
   * sheet (useLevelListUpdates) and the sheet itself (read again).
   */
  onClose(): void;
  /** The header's 'Odpovede' button (answer insights); absent = no button. */
  onAnswers?(levelId: number): void;
  /** Another modal (the answer insights) is open over the dialog: its arrow keys are not the dialog's. */
  keysSuspended?: boolean;
}

/** A level as GET …/levels/{id} and the seq call reply it (games 3.3, schemas/api/games.ts `Level`). */
export type LevelRecord = Omit<Level, 'id'> & { id: number | string };
