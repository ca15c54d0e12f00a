import { createHash, randomBytes } from 'node:crypto';

/** Session and account tokens are stored only as this hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
