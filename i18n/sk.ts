// Every user-visible string of the app, in Slovak. One module per area; top-level keys never overlap.
import { raMessages } from './sk/ra';
import { appMessages } from './sk/app';
import { fieldMessages } from './sk/fields';
import { staffMessages } from './sk/staff';
import { tutorialMessages } from './sk/tutorial';
import { usersMessages } from './sk/users';
import { invoicesMessages } from './sk/invoices';
import { vouchersMessages } from './sk/vouchers';
import { searchMessages } from './sk/search';
import { gamesMessages } from './sk/games';
import { levelsMessages } from './sk/levels';
import { insightsMessages } from './sk/insights';
import { submitMessages } from './sk/submit';
import { importsMessages } from './sk/imports';
import { parcelsMessages } from './sk/parcels';
import { gamesListMessages } from './sk/gamesList';
import { schemasStudioMessages } from './sk/schemasStudio';
import { schemasPreviewMessages } from './sk/schemasPreview';
import { schemasCodelistsMessages } from './sk/schemasCodelists';
import { schemasEditorMessages } from './sk/schemasEditor';
import { schemasRulesMessages } from './sk/schemasRules';
import { historyMessages } from './sk/history';
import { trashMessages } from './sk/trash';
import { previewMessages } from './sk/preview';
import { gameMapMessages } from './sk/gameMap';

export const sk = {
  ...raMessages,
  ...appMessages,
  ...fieldMessages,
  ...staffMessages,
  ...tutorialMessages,
  ...usersMessages,
  ...invoicesMessages,
  ...vouchersMessages,
  ...searchMessages,
  ...gamesMessages,
  ...levelsMessages,
  ...insightsMessages,
  ...submitMessages,
  ...importsMessages,
  ...parcelsMessages,
  ...gamesListMessages,
  ...schemasStudioMessages,
  ...schemasPreviewMessages,
  ...schemasCodelistsMessages,
  ...schemasEditorMessages,
  ...schemasRulesMessages,
  ...historyMessages,
  ...trashMessages,
  ...previewMessages,
  ...gameMapMessages,
};

export type Messages = typeof sk;
