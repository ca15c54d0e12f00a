import type { Config } from '../config';
import type { Db } from '../db/types';
import { findUserByEmail } from '../services/records/users';
import { createAccount } from '../services/auth/accounts';
import { getForms } from '../services/records/forms';
import { hashPassword } from '../services/auth/passwords';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedPlays } from './demo-plays';
import { seedParcels } from './parcels';
import { storeDemoImages } from './images';
import { storageFor } from '../services/platform/storage';

type Log = (message: string) => void;

/** Demo data once on an empty database outside production; the ADMIN_EMAIL account whenever set. */
export async function prepareData(db: Db, config: Config, log: Log): Promise<{ seeded: boolean }> {
  let seeded = false;
  if (!config.production) {
    // One transaction from the check on (on PGlite one turn: a request arriving meanwhile waits for it).
    seeded = await db.tx(async (t) => {
      const count = await t.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
      if (!count || count.n !== 0) return false;
      // the demo images' bytes (their rows come with the content)
      await storeDemoImages(storageFor(config));
      await seedAccounts(t);
      await seedContent(t, getForms(config.schemasDir));
      await seedPlays(t);
      await seedParcels(t);
      return true;
    });
    if (seeded) log('Demo dáta boli vytvorené.');
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(db, config.adminEmail, config.adminPassword);
    log(`Administrátor ${config.adminEmail} je pripravený.`);
  }
  return { seeded };
}

async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await createAccount(db, { email, password, type: 'administrator' });
    return;
  }
  await db.query(
    `UPDATE users SET password_hash = $2, status = 'active', type = 'administrator',
       perms = ARRAY(SELECT DISTINCT unnest(perms || ARRAY['edit', 'switch_user', 'schemas'])) WHERE id = $1`,
    [existing.id, await hashPassword(password)],
  );
}

export { DEMO_ACCOUNTS };
