// The vouchers screen against the REAL server in memory (src/test/realServer.ts): list items with every field
// of platform 2.8, and 'Vygenerovať jednorazové poukážky' with a count.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Voucher } from './types';
import { setupRealApi, createThroughApi, openApp, seedGame } from '../test/realApi';

const api = setupRealApi({ role: 'admin' });
let variantId: number;

beforeAll(async () => {
  variantId = await seedGame(api, 'Bratislavská hra', 'Večerný', 'Večerný okruh (3 hodiny)');
});

const itemOf = async (promo: string) =>
  (await screen.findByText(promo)).closest('[role="listitem"]') as HTMLElement;

describe('voucher items (platform 2.8)', () => {
  it('show game, variant, status, code, usage/limit, dates and the note', async () => {
    const v = await createThroughApi<Voucher>('vouchers', {
      promoCode: 'LETO2026',
      game: String(variantId),
      limit: 10,
      expirationDate: '2030-06-30',
      note: 'Pre firmu Kvet, s.r.o.',
    });
    await api.ctx.db.query('UPDATE vouchers SET usage = 3 WHERE id = $1', [v.id]);
    openApp('#/vouchers');
    const row = await itemOf('LETO2026');
    expect(within(row).getByText('Bratislavská hra')).toBeInTheDocument();
    expect(within(row).getByText(/Večerný okruh \(3 hodiny\)/)).toBeInTheDocument();
    expect(within(row).getByText('Voľná')).toBeInTheDocument();
    expect(within(row).getByTestId('voucher-usage')).toHaveTextContent('3/10');
    expect(within(row).getByText('Platná do 30.6.2030')).toBeInTheDocument();
    expect(within(row).getByText(/Vytvorená: Dnes/)).toBeInTheDocument();
    expect(within(row).getByText(/upravená: Dnes/)).toBeInTheDocument();
    expect(within(row).getByText('Pre firmu Kvet, s.r.o.')).toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: 'Univerzálna' })).toBeNull();
  });

  it("say 'Ľubovoľný variant' for a whole game and show the star of a universal voucher", async () => {
    await createThroughApi('vouchers', {
      promoCode: 'CELAHRA',
      game: String(variantId),
      wholegame: true,
      universal: true,
      limit: 5,
    });
    openApp('#/vouchers');
    const row = await itemOf('CELAHRA');
    expect(within(row).getByText(/Ľubovoľný variant/)).toBeInTheDocument();
    expect(within(row).queryByText(/Večerný okruh/)).toBeNull();
    expect(within(row).getByRole('img', { name: 'Univerzálna' })).toBeInTheDocument();
    expect(within(row).getByTestId('voucher-usage')).toHaveTextContent('0/5');
    expect(within(row).getByText('Bez obmedzenia platnosti')).toBeInTheDocument();
  });
});

describe("'Vygenerovať jednorazové poukážky' (platform 2.8, 3.7)", () => {
  it('creates as many one-time vouchers as the count and lists all of them', async () => {
    const user = userEvent.setup();
    const before = await promoCodes();
    openApp('#/vouchers');
    await screen.findByRole('tab', { name: 'Voľné', selected: true });
    await user.click(screen.getByRole('button', { name: 'Nová poukážka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Poukážka – nový záznam' });
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /Vygenerovať jednorazové poukážky/ }),
    );
    const count = await within(dialog).findByRole('textbox', { name: /Počet poukážok/ });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poukážka – nový záznam' })).toBeNull());

    const created = (await promoCodes()).filter((code) => !before.includes(code));
    expect(created).toHaveLength(3);
    expect(new Set(created).size).toBe(3);
    for (const code of created) {
      const row = await itemOf(code);
      expect(within(row).getByTestId('voucher-usage')).toHaveTextContent('0/1');
    }
    expect(window.location.hash).toMatch(/^#\/vouchers(\?|$)/);
  });
});

async function promoCodes(): Promise<string[]> {
  const rows = await api.ctx.db.query<{ promo: string }>('SELECT promo FROM vouchers ORDER BY id');
  return rows.map((r) => r.promo);
}
