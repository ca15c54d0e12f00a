import type { FastifyPluginAsync } from 'fastify';
import { draftCountRoutes } from './count';
import { courierRoutes } from './courier';
import { draftLevelsRoutes } from './draft-levels';
import { draftRegisterRoutes } from './draft-register';
import { draftsRoutes, gamesSheetRoutes } from './drafts';
import { sheetExportRoutes } from './export';
import { gamesListRoutes } from './games-list';
import { insightsRoutes } from './insights';
import { labelsRoutes } from './labels';
import { reportRoutes } from './report';
import { routeRoutes } from './route';

/** `/drafts/*` and `/games/*`: one sheet seen as a draft or as a sent game (README.md lists the URLs). */
export const sheetsRoutes: FastifyPluginAsync[] = [
  draftsRoutes,
  gamesSheetRoutes,
  draftCountRoutes,
  draftLevelsRoutes,
  draftRegisterRoutes,
  sheetExportRoutes,
  gamesListRoutes,
  insightsRoutes,
  labelsRoutes,
  reportRoutes,
  routeRoutes,
  courierRoutes,
];
