// Test helpers of the invoices and vouchers screens: the whole app against the real API in memory
// (mocks/realApi), with a game to choose and records made through the API.
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { App } from '../App';
import { resetSessionCache } from '../providers/authProvider';
import { apiCall } from '../providers/api';
import type { RealApi } from '../../mocks/realApi';

/** An active game variant the invoice and voucher forms offer; returns the variant id. */
export async function seedGame(
  api: RealApi,
  game = 'Žilinská hra',
  variant = 'Klasik',
  variantNameExtended = 'Klasik – 2 hodiny',
): Promise<number> {
  const g = await api.ctx.db.one<{ id: string }>(
    'INSERT INTO games (name, active) VALUES ($1, true) RETURNING id',
    [game],
  );
  const v = await api.ctx.db.one<{ id: string }>(
    'INSERT INTO variants (game_id, name, active, info) VALUES ($1, $2, true, $3) RETURNING id',
    [Number(g!.id), variant, { variantNameExtended }],
  );
  return Number(v!.id);
}

/** PUT {resource} with attrs through the real API; fails the test on a rejection. */
export async function createThroughApi<T = Record<string, unknown>>(
  resource: 'invoices' | 'vouchers',
  attrs: Record<string, unknown>,
): Promise<T> {
  const reply = await apiCall('PUT', resource, attrs);
  if (!reply.ok) throw new Error(`PUT ${resource}: ${JSON.stringify(reply)}`);
  return reply[resource === 'invoices' ? 'invoice' : 'voucher'] as T;
}

/** Renders the whole app at a hash route (signed in through the real API beforehand). */
export function openApp(hash: string) {
  resetSessionCache();
  window.location.hash = hash;
  return render(createElement(App));
}
