// The recycle bin's calls: GET trash (paged by `po`, filtered by type), DELETE trash/{id} (purge now) and
// POST trash/{id}/restore.
import type { RestoreReply, TrashListReply } from '../../schemas/api';
import { apiCall } from '../providers/api';

export function loadTrashPage(
  query: { po?: number; pl: number; t?: string },
  signal: AbortSignal,
): Promise<TrashListReply> {
  return apiCall<TrashListReply>('GET', 'trash', undefined, { signal, query });
}

export function purgeTrashItem(id: number): Promise<unknown> {
  return apiCall('DELETE', `trash/${id}`);
}

export function restoreTrashItem(id: number): Promise<RestoreReply> {
  return apiCall<RestoreReply>('POST', `trash/${id}/restore`);
}
