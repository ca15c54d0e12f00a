// The change log's calls: a record's history (GET history?t&id) and the whole log (GET changes), both
// paged by `k` (the id of the last entry shown), and the log's export URL.
import type { HistoryEntry, HistoryReply } from '../../schemas/api';
import { apiCall, apiUrl, type Query } from '../providers/api';

export async function loadHistoryPage(
  path: 'history' | 'changes',
  query: Query,
  signal: AbortSignal,
): Promise<HistoryEntry[]> {
  const reply = await apiCall<HistoryReply>('GET', path, undefined, { signal, query });
  return reply.history ?? [];
}

export const changesExportUrl = (query: Query) => apiUrl('changes/export', query);

export const imageUrl = (id: string) => apiUrl(`images/${encodeURIComponent(id)}`);
