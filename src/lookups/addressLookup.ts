import type { AppDataProvider } from '../providers/dataProvider';
import type { Address, AddressesReply } from '../../schemas/api';
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from './constants';
import { SEARCH_MAX_LENGTH } from '../../schemas/constants';

/** An address search result (platform 3.8): the reply schema's `Address`. */
export type AddressResult = Address;

// Results per query, for the page's lifetime (platform 9: results cached per query).
const cache = new Map<string, AddressResult[]>();

/** The cache key of a query: what the server would search for. */
export function addressQueryKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a query is long enough to search (at least 2 characters) and not over the API's search limit. */
export function isAddressQuery(text: string): boolean {
  const length = addressQueryKey(text).length;
  return length >= AUTOCOMPLETE_MIN_CHARS && length <= SEARCH_MAX_LENGTH;
}

/** Whether a query is too long to search (the API refuses a search text over its limit). */
export function isAddressQueryTooLong(text: string): boolean {
  return addressQueryKey(text).length > SEARCH_MAX_LENGTH;
}

/** The street line of an address: street and number. */
export function streetLine(address: Pick<AddressResult, 'street' | 'number'>): string {
  return [address.street, address.number].filter(Boolean).join(' ');
}

/**
 * GET addresses?s → at most 10 results; a query under 2 characters resolves to [] without a call.
 * Answers are cached per query; a failed or aborted call rejects and caches nothing.
 */
export async function searchAddresses(
  dataProvider: Pick<AppDataProvider, 'call'>,
  text: string,
  signal?: AbortSignal,
): Promise<AddressResult[]> {
  if (!isAddressQuery(text)) return [];
  const key = addressQueryKey(text);
  const cached = cache.get(key);
  if (cached) return cached;
  const reply: AddressesReply = await dataProvider.call('GET', 'addresses', undefined, {
    signal,
    query: { s: key },
  });
  const results = (Array.isArray(reply.addresses) ? reply.addresses : []).slice(0, AUTOCOMPLETE_LIMIT);
  cache.set(key, results);
  return results;
}

/** Forgets every cached answer (tests). */
export function clearAddressCache(): void {
  cache.clear();
}
