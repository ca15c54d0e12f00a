import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  production: boolean;
  /** Directory with the built app; served at / when it exists. */
  distDir: string;
  /** PUBLIC_URL: the address people open the app at; links in mails point there. */
  publicUrl?: string;
  /** TRUST_PROXY: how far to trust X-Forwarded-For (Fastify's trustProxy: true, a hop count or addresses). */
  trustProxy: boolean | number | string;
  /** SCHEMAS_DIR: a schemas folder to use instead of the repository's schemas/ (see services/records/forms.ts). */
  schemasDir?: string;
  /** PLAY_EVENTS_TOKEN: the bearer secret of the game app's POST plays/events; unset = the call answers 404. */
  playEventsToken?: string;
  /** METRICS_TOKEN: the bearer secret of GET /metrics (Prometheus); unset = no metrics, the call answers 404. */
  metricsToken?: string;
  /** MAP_TILE_URL / MAP_ATTRIBUTION: the tiles of the post-branch map (games 2.12), default OpenStreetMap. */
  mapTileUrl: string;
  mapAttribution: string;
  /** CHANGELOG_RETENTION_DAYS: change log entries older than this are deleted (default 365; 0 keeps all). */
  changelogRetentionDays?: number;
  /** TRASH_RETENTION_DAYS: items of the recycle bin older than this are purged (default 30; 0 keeps all). */
  trashRetentionDays?: number;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; prispievatelia <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT musí byť číslo 0–65535, je „${env.PORT}“`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    production: env.NODE_ENV === 'production',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    schemasDir: env.SCHEMAS_DIR ? path.resolve(env.SCHEMAS_DIR) : undefined,
    playEventsToken: env.PLAY_EVENTS_TOKEN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    mapAttribution: env.MAP_ATTRIBUTION ?? DEFAULT_MAP_ATTRIBUTION,
    changelogRetentionDays: retentionDays(env.CHANGELOG_RETENTION_DAYS),
    trashRetentionDays: retentionDays(env.TRASH_RETENTION_DAYS, 'TRASH_RETENTION_DAYS', 30),
  };
}

function retentionDays(value: string | undefined, name = 'CHANGELOG_RETENTION_DAYS', fallback = 365): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) throw new Error(`${name} musí byť počet dní, je „${value}“`);
  return Number(value);
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
