import type { Db } from '../db/types';
import { createAccount, type NewAccount } from '../services/auth/accounts';

/** Demo sign-in accounts; printed at start and listed in the README. */
export const DEMO_ACCOUNTS: (NewAccount & { password: string; label: string })[] = [
  {
    label: 'administrátor (úpravy + prepnutie používateľa)',
    email: 'admin@hry.sk',
    password: 'Admin2026!',
    type: 'administrator',
    info: { name: 'Mária Kováčová', org: 'Hry Žilina s.r.o.', role: '3', city: 'Žilina', country: 'sk' },
  },
  {
    label: 'editor (úpravy)',
    email: 'editor@hry.sk',
    password: 'Editor2026!',
    type: 'editor',
    info: { name: 'Peter Horváth', org: 'Hry Žilina s.r.o.', role: '2', city: 'Martin', country: 'sk' },
  },
  {
    label: 'prehliadač (bez úprav)',
    email: 'hrac@hry.sk',
    password: 'Hrac2026!',
    type: 'player',
    info: { name: 'Jana Novák', org: 'Tím Sokoli', role: '1', city: 'Bratislava', country: 'sk' },
  },
];

export async function seedAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await createAccount(db, account);
}
