import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts';
import { addressesRoutes } from './addresses/addresses';
import { backupRoutes } from './backup/backup';
import { imagesRoutes } from './images/images';
import { invoiceCountRoutes } from './invoices/count';
import { invoiceDownloadRoutes } from './invoices/download';
import { invoicesRoutes } from './invoices/invoices';
import { sheetImportRoutes } from './invoices/sheet-import';
import { levelIdxRoutes } from './levels/idx';
import { mapRoutes } from './map/map';
import { parcelsRoutes } from './parcels/parcels';
import { playsRoutes } from './plays/plays';
import { helpRoutes } from './pomoc/help';
import { historyRoutes } from './history/history';
import { postDetailRoutes } from './posts/detail';
import { postNameRoutes } from './posts/name';
import { templatesRoutes } from './public/templates';
import { schemasRoutes } from './schemas/schemas';
import { schemaTransferRoutes } from './schemas/transfer';
import { sessionRoutes } from './session/session';
import { settingsRoutes } from './settings/settings';
import { sheetsRoutes } from './sheets';
import { searchRoutes } from './site/search';
import { tntRoutes } from './tnt/events';
import { trashRoutes } from './trash/trash';
import { usersRoutes } from './users/users';
import { voucherCountRoutes } from './vouchers/count';
import { vouchersRoutes } from './vouchers/vouchers';

/**
 * Every route plugin, one folder per first URL segment (`/invoices/*` in invoices/, `/drafts/*` and
 * `/games/*` in sheets/, which share the sheet handlers); each is registered under /api/webapp, except
 * /pomoc and /public, which are served from the root.
 */
export const routePlugins: FastifyPluginAsync[] = [
  accountsRoutes,
  addressesRoutes,
  backupRoutes,
  imagesRoutes,
  invoicesRoutes,
  invoiceCountRoutes,
  invoiceDownloadRoutes,
  sheetImportRoutes,
  levelIdxRoutes,
  mapRoutes,
  parcelsRoutes,
  playsRoutes,
  helpRoutes,
  historyRoutes,
  postDetailRoutes,
  postNameRoutes,
  templatesRoutes,
  schemasRoutes,
  schemaTransferRoutes,
  sessionRoutes,
  settingsRoutes,
  ...sheetsRoutes,
  searchRoutes,
  tntRoutes,
  trashRoutes,
  usersRoutes,
  vouchersRoutes,
  voucherCountRoutes,
];
