import { HttpError } from 'ra-core';
import type { AppDataProvider } from '../providers/dataProvider';

/** A Slovak postal code: 5 digits, optionally '010 01'. */
export function compactZip(zip: string): string | null {
  const digits = zip.replace(/\s+/g, '');
  return /^[0-9]{5}$/.test(digits) ? digits : null;
}

// Post names per zip (null = no post office with that zip), for the page's lifetime.
const cache = new Map<string, string | null>();

/**
 * GET posts/name/{zip} → the post office's name; null when no post office has that zip (404).
 * Other failures reject. Answers are cached per zip.
 */
export async function lookupPostName(
  dataProvider: Pick<AppDataProvider, 'call'>,
  zip: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const digits = compactZip(zip);
  if (!digits) return null;
  if (cache.has(digits)) return cache.get(digits) ?? null;
  let name: string | null;
  try {
    const reply = await dataProvider.call('GET', `posts/name/${digits}`, undefined, { signal });
    name = typeof reply.name === 'string' ? reply.name : null;
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    name = null;
  }
  cache.set(digits, name);
  return name;
}

/** Forgets every cached answer (tests). */
export function clearPostNameCache(): void {
  cache.clear();
}
