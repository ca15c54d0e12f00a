// Security headers of every reply (issue 25), set by @fastify/helmet: a Content-Security-Policy the built
// app runs under without a violation (the Playwright suite fails on any, e2e/fixtures.ts), no framing, no
// MIME sniffing, a strict referrer policy and, when the app is published over https (PUBLIC_URL), HSTS.
// What the policy allows and why: docs/operations.md#security-headers.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** HSTS max-age: one year. */
const HSTS_SECONDS = 365 * 24 * 3600;

/**
 * The origin the map tiles load from (MAP_TILE_URL), as a CSP source: `https://{s}.tile.example` becomes
 * `https://*.tile.example`; a data: template needs nothing more than img-src data:. Undefined when the
 * template names no http(s) host.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const host = match[2].replace(/\{[^}]*\}/g, '*');
  return /^[\w.*:[\]-]+$/.test(host) ? `${match[1].toLowerCase()}//${host.toLowerCase()}` : undefined;
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return !!config.publicUrl?.toLowerCase().startsWith('https:');
}

/** The CSP directives (helmet's form: name → sources). */
export function cspDirectives(config: Pick<Config, 'mapTileUrl' | 'publicUrl'>): Record<string, string[]> {
  const tiles = tileSource(config.mapTileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // No inline script: index.html loads the outdated-browser check from files (public/outdated-browser*.js).
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // MUI (emotion) inserts <style> elements and Leaflet positions tiles with style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the Leaflet icons (and the e2e tile); blob: previews; the map tiles' origin.
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The print of labels shows the PDF (a blob: URL) in a hidden frame (src/downloads/download.ts).
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Registers the headers for every route of the app (call before the routes are registered). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // The app opens no cross-origin windows and embeds nothing that would need COEP.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // strict-origin: other sites (the tile server, whose usage policy asks for a Referer) learn the
    // origin only, and nothing is sent from https to http.
    referrerPolicy: { policy: 'strict-origin' },
    hsts: isHttps(config) ? { maxAge: HSTS_SECONDS, includeSubDomains: false } : false,
  });
}
