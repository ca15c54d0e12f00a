// Tutorial pages per view and the panel's sections (spec platform 2.10, games 2.1, 2.16).

export type TutorialPageId =
  | 'new_sheet_choose_parcel_type'
  | 'new_sheet_edit'
  | 'view_game'
  | 'labels'
  | 'outbox_parcels'
  | 'sent_sheet'
  | 'drafts'
  | 'view_drafts'
  | 'invoices'
  | 'vouchers'
  | 'users'
  | 'settings'
  | 'schemas_studio'
  | 'trash'
  | 'changes';

/** Pages whose title and body live outside `tutorial.pages.*`, beside their screens' other texts. */
export const TUTORIAL_PAGE_KEYS: Partial<Record<TutorialPageId, string>> = {
  schemas_studio: 'schemasCodelists.help',
  trash: 'trash.help',
  changes: 'history.help',
};

/** The i18n key prefix of a page's `title` and `body`. */
export const tutorialPageKey = (page: TutorialPageId) => TUTORIAL_PAGE_KEYS[page] ?? `tutorial.pages.${page}`;

export type TutorialSectionId =
  'new_sheet' | 'edit_send' | 'labels' | 'sent_items' | 'sent_sheet' | 'drafts' | 'contacts' | 'settings';

/** Sections about creating, editing and sending games: not in the contents of a user without 'edit'. */
export const EDIT_SECTIONS: readonly TutorialSectionId[] = ['new_sheet', 'edit_send', 'labels'];

/**
 * The panel's table of contents, in order; each section opens one page (`viewPage` instead for a user
 * without 'edit').
 */
export const TUTORIAL_SECTIONS: { id: TutorialSectionId; page: TutorialPageId; viewPage?: TutorialPageId }[] =
  [
    { id: 'new_sheet', page: 'new_sheet_choose_parcel_type' },
    { id: 'edit_send', page: 'new_sheet_edit' },
    { id: 'labels', page: 'labels' },
    { id: 'sent_items', page: 'outbox_parcels' },
    { id: 'sent_sheet', page: 'sent_sheet' },
    { id: 'drafts', page: 'drafts', viewPage: 'view_drafts' },
    { id: 'contacts', page: 'users' },
    { id: 'settings', page: 'settings' },
  ];

/**
 * The tutorial page of the view at `pathname`: dashboard = new_sheet_choose_parcel_type, the game
 * edit view (drafts/{id}, games/{id}) = new_sheet_edit (view_game without 'edit'), games =
 * outbox_parcels, drafts = drafts (view_drafts without 'edit');
 * invoices, vouchers, users and settings have pages of their own names; the schema studio (schemas/*)
 * its administrators' help; the recycle bin and the changes theirs. Others: the first page.
 */
export function tutorialPageFor(pathname: string, canEdit = true): TutorialPageId {
  const [area, id] = pathname.split('/').filter(Boolean);
  // issue 22: a user without 'edit' reads how to browse a game, not how to add tasks
  const gamePage = canEdit ? 'new_sheet_edit' : 'view_game';
  switch (area) {
    case 'drafts':
      // issue 31: a user without 'edit' reads that the drafts list is read-only for them
      return id ? gamePage : canEdit ? 'drafts' : 'view_drafts';
    case 'games':
      return id ? gamePage : 'outbox_parcels';
    case 'invoices':
    case 'vouchers':
    case 'users':
    case 'settings':
      return area;
    case 'schemas':
      return 'schemas_studio';
    case 'trash':
      return 'trash';
    case 'changes':
      return 'changes';
    default:
      return 'new_sheet_choose_parcel_type';
  }
}
