import { randomBytes } from 'node:crypto';
import { createAccount, type UserType } from '../services/auth/accounts';
import { PASSWORD, type TestContext } from './harness';

/** An e-mail no other test uses (suites share one database per db kind). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@test.sk`;
}

/** Creates a user with PASSWORD and a unique e-mail. */
export async function newUser(
  ctx: TestContext,
  type: UserType,
  opts: { status?: 'active' | 'inactive' | 'disabled'; name?: string } = {},
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(type);
  const id = await createAccount(ctx.db, {
    email,
    password: PASSWORD,
    type,
    status: opts.status,
    info: { name: opts.name ?? `Meno ${type}` },
  });
  return { id, email };
}

/** Headers of a request from a distinct client address, so rate-limited tests do not count against each other. */
export function fromClient(): Record<string, string> {
  return { 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` };
}
