import { MAX_PAGE, PAGE_SIZE } from '../../schemas/constants';
import type { ListQuery } from '../../schemas/api';

/** The offset and limit of a list query (po, pl; pl defaults to the page size, at most MAX_PAGE). */
export function paging(q: Pick<ListQuery, 'po' | 'pl'>): { offset: number; limit: number } {
  const offset = Number(q.po ?? 0);
  const limit = Math.min(Number(q.pl ?? PAGE_SIZE), MAX_PAGE);
  return { offset, limit };
}
