// The CLIs that work while a server holds the PGlite database (schemas:pull/push, backup) go through that
// server's API, signed in as the administrator of the environment (ADMIN_EMAIL / ADMIN_PASSWORD).
import type { Config } from '../config';

/** A failure a CLI reports as one Slovak line (no stack trace). */
export class CliError extends Error {}

/** The running server of this environment (PUBLIC_URL, else PORT on 127.0.0.1), if one answers. */
export async function runningServer(config: Config): Promise<string | undefined> {
  const base = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  try {
    await fetch(`${base}/api/webapp/session`, { signal: AbortSignal.timeout(1_500) });
    return base;
  } catch {
    return undefined;
  }
}

/** The session cookie of the environment's administrator on the server at `base`; `right` names what it needs. */
export async function adminSession(base: string, config: Config, right: string): Promise<string> {
  if (!config.adminEmail || !config.adminPassword)
    throw new CliError(
      `Server na ${base} beží a drží databázu PGlite: nastavte ADMIN_EMAIL a ADMIN_PASSWORD administrátora${right}.`,
    );
  const signIn = await fetch(`${base}/api/webapp/session`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new CliError(`Prihlásenie ${config.adminEmail} na ${base} sa nepodarilo.`);
  return cookie;
}
