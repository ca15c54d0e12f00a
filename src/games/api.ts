// The game authoring calls (games 7.1–7.4) that are not react-admin's resource calls: the sheet and
// its levels are read through react-admin's cache (useGetOne on `drafts`/`games`, useInfiniteGetList
// on `{drafts|games}/{id}/levels`, see ./useLevels); everything else the games screens send is here.
import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { apiCall, type ApiReply } from '../providers/api';
import type { Sheet } from './sheet';

type Id = number | string;

/** The sheet of a reply that carries one (`sheet` or `game`). */
const sheetOf = (reply: ApiReply): Sheet | null => (reply.sheet ?? reply.game ?? null) as Sheet | null;

/** PUT drafts {category}: a new draft of the dashboard's category (games 2.2). */
export async function createDraft(dataProvider: AppDataProvider, category: number): Promise<Sheet> {
  const sheet = sheetOf(await dataProvider.call('PUT', 'drafts', { category }));
  if (!sheet || sheet.id === undefined) throw new Error('no sheet');
  return sheet;
}

/** POST drafts/{id}/save: the draft becomes a saved game (games 2.4 'Uložiť', 4.2). */
export async function saveDraft(dataProvider: AppDataProvider, id: Id): Promise<void> {
  await dataProvider.call('POST', `drafts/${id}/save`);
}

/** DELETE drafts/{id}: the sheet is removed (games 2.4 'Odstrániť', 4.2 'Neukladať'). */
export async function destroyDraft(dataProvider: AppDataProvider, id: Id): Promise<void> {
  await dataProvider.call('DELETE', `drafts/${id}`);
}

/** POST drafts/{id}/sender/{userId}: a contact becomes the sender; → the changed sheet, if sent. */
export async function assignSender(dataProvider: AppDataProvider, id: Id, userId: Id): Promise<Sheet | null> {
  return sheetOf(await dataProvider.call('POST', `drafts/${id}/sender/${userId}`));
}

/**
 * GET drafts|games/{id}?a=1: the variant's or game's form attrs (games 7.1, 7.3); their vals are the
 * record a sheet form dialog opens with.
 */
export async function loadSheetForm(
  dataProvider: AppDataProvider,
  resource: string,
  id: Id,
  signal: AbortSignal,
): Promise<RaRecord> {
  const reply = await dataProvider.call('GET', `${resource}/${id}`, undefined, { signal, query: { a: 1 } });
  const attrs = (reply.attrs ?? {}) as Record<string, unknown>;
  const info = Object.fromEntries(Object.entries(attrs).map(([key, attr]) => [key, attr ?? null]));
  return { id, info };
}

/** POST games/{id}/clone: the reply that names the new draft. */
export async function cloneGame(dataProvider: AppDataProvider, id: Id): Promise<ApiReply> {
  return dataProvider.call('POST', `games/${id}/clone`);
}

/** GET games/exists?s&d: which kinds of items the games list search finds (games 2.5). */
export async function gamesExist(
  dataProvider: AppDataProvider,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<ApiReply> {
  return dataProvider.call('GET', 'games/exists', undefined, { signal, query });
}

/** GET drafts/{id}/register: the send-to-production overview (games 2.10); an ok:false reply as it is. */
export function loadRegistration<T extends object>(id: Id, signal: AbortSignal): Promise<T & ApiReply> {
  return apiCall<T>('GET', `drafts/${id}/register`, undefined, { signal });
}
