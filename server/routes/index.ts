import type { FastifyPluginAsync } from 'fastify';
import { countsRoutes } from './counts';
import { imagesRoutes } from './images';
import { invoiceDownloadRoutes } from './invoice-download';
import { lookupsRoutes } from './lookups';
import { searchRoutes } from './search';
import { templatesRoutes } from './templates';
import { helpRoutes } from './help';
import { accountsRoutes } from './accounts';
import { sessionRoutes } from './session';
import { settingsRoutes } from './settings';
import { usersRoutes } from './users';
import { invoicesRoutes } from './invoices';
import { vouchersRoutes } from './vouchers';
import { draftsRoutes, gamesSheetRoutes } from './drafts';
import { draftLevelsRoutes } from './draft-levels';
// answer data and insights (issue 10 items 4, 5)
import { playsRoutes } from './plays';
import { insightsRoutes } from './insights';
import { draftRegisterRoutes } from './draft-register';
import { sheetImportRoutes } from './sheet-import';
// Games list, parcels, labels and report (issue 11).
import { gamesListRoutes } from './games-list';
import { parcelsRoutes } from './parcels';
import { labelsRoutes } from './labels';
import { reportRoutes } from './report';

/** Every route plugin, one per URL group of spec section 7; each is registered under /api/webapp. */
export const routePlugins: FastifyPluginAsync[] = [
  sessionRoutes,
  accountsRoutes,
  settingsRoutes,
  imagesRoutes,
  lookupsRoutes,
  searchRoutes,
  countsRoutes,
  invoiceDownloadRoutes,
  templatesRoutes,
  helpRoutes,
  usersRoutes,
  invoicesRoutes,
  vouchersRoutes,
  draftsRoutes,
  gamesSheetRoutes,
  draftLevelsRoutes,
  // answer data and insights (issue 10 items 4, 5)
  playsRoutes,
  insightsRoutes,
  draftRegisterRoutes,
  sheetImportRoutes,
  // Games list, parcels, labels and report (issue 11).
  gamesListRoutes,
  parcelsRoutes,
  labelsRoutes,
  reportRoutes,
];
