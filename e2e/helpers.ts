import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { expect } from './fixtures';

export type DemoRole = 'admin' | 'editor' | 'viewer';

const DEMO_ROLE_TYPES = { admin: 'administrator', editor: 'editor', viewer: 'player' } as const;

/** The demo account the server seeds for a role (admin: edit + switch_user, editor: edit, viewer: none). */
export function demoAccount(role: DemoRole): { email: string; password: string } {
  const account = DEMO_ACCOUNTS.find((a) => a.type === DEMO_ROLE_TYPES[role]);
  if (!account) throw new Error(`Demo účet pre rolu ${role} neexistuje`);
  return { email: account.email, password: account.password };
}

/** The DATA_DIR of the server under test (scripts/e2e.mjs sets it). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR nie je nastavené: spúšťajte cez `npm run e2e`');
  return dir;
}

/** The e-mail field of the sign-in and password-reset views. */
export function emailInput(page: Page) {
  return page.locator('input[name="email"], input[type="email"]').first();
}

/** The controls spec platform 2.2 requires on the sign-in view. */
export function signInForm(page: Page) {
  return {
    email: emailInput(page),
    password: page.locator('input[name="password"], input[type="password"]').first(),
    submit: page.locator('button[type="submit"]').first(),
    resetLink: page.locator('a[href$="#/reset"], a[href$="#reset"]').first(),
  };
}

/** Signs in with a demo account through the sign-in view and waits for the default view of that role. */
export async function signIn(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = demoAccount(role);
  await page.goto('/#/signin');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(role === 'viewer' ? /#\/games$/ : /#\/dashboard$/);
}

export interface Credentials {
  email: string;
  password: string;
}

/** The API under test. */
export const API = '/api/webapp';

/** A unique e-mail for an account a test creates, so parallel workers never share it. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.hry.sk`;
}

/**
 * Creates a sign-in account of a user type (player: no perms, editor: 'edit') through the users API as the
 * demo administrator, in `request`'s own cookie jar (not the page's). For tests that change a password.
 */
export async function createAccount(
  request: APIRequestContext,
  type: 'player' | 'editor',
  prefix: string = type,
): Promise<Credentials> {
  const admin = demoAccount('admin');
  const signin = await request.put(`${API}/session`, { data: admin });
  expect(await signin.json(), 'prihlásenie administrátora cez API').toMatchObject({ ok: true });
  const account = { email: uniqueEmail(prefix), password: 'Skusobne-heslo-1' };
  const created = await request.put(`${API}/users?t=${type}`, {
    data: { name: `E2E ${prefix}`, ...account },
  });
  expect(await created.json(), 'vytvorenie používateľa cez API').toMatchObject({ ok: true });
  return account;
}

/** Fills and submits the sign-in view (already open) with an e-mail and password. */
export async function submitSignIn(page: Page, { email, password }: Credentials): Promise<void> {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** A main menu item by its label; its accessible name may go on with a count badge or a search indicator. */
export function menuLink(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: new RegExp(`^${label}(?:\\s|$)`) });
}

// English UI words that must never reach a screen, as whole words. Capitalised entries match case-sensitively,
// lower-case ones in any case. Left out because they are Slovak words too: Filter, Export, Voucher, Status,
// Menu, List (podací list), Reset, invalid.
const ENGLISH_UI_WORDS = [
  'Save',
  'Cancel',
  'Delete',
  'Edit',
  'Create',
  'Search',
  'Loading',
  'Login',
  'Logout',
  'Dashboard',
  'Settings',
  'Users',
  'Invoices',
  'Vouchers',
  'Games',
  'Drafts',
  'Levels',
  'Close',
  'Submit',
  'Next',
  'Previous',
  'Page',
  'Required',
  'Show',
  'Hide',
  'Refresh',
  'Back',
  'Confirm',
  'Yes',
  'No',
  'Actions',
  'Select',
  'Add',
  'Remove',
  'Upload',
  'Download',
  'Help',
  'Welcome',
  'Profile',
  'Clear',
  'Open',
  'Update',
  'Undo',
  'Error',
  'Warning',
  'Success',
  'Invalid',
  'Today',
  'Yesterday',
  'Name',
  'Date',
  'Type',
  'Total',
  'Home',
  'password',
  'username',
  'email address',
  'sign in',
  'sign out',
  'sign up',
  'log in',
  'log out',
  'switch user',
  'remember me',
  'forgot password',
  'rows per page',
  'no results',
  'is required',
  'something went wrong',
  'are you sure',
  'not found',
  'please wait',
  'click here',
  'drop a file',
  'select a file',
  'the element does not exist',
];

// A react-admin message key shown instead of its text means a missing translation.
const UNTRANSLATED_KEY =
  /(?<![\p{L}\p{N}.@/])(?:ra|app|fields|staff|tutorial|resources)\.[a-z_]+(?:\.[\w-]+)+/gu;

function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  const caseless = word[0] === word[0].toLowerCase();
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseless ? 'iu' : 'u');
}

const ENGLISH_PATTERNS = ENGLISH_UI_WORDS.map((word) => ({ word, pattern: wordPattern(word) }));

/** Visible text of the page plus its title and the placeholder, title and aria-label of visible elements. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    const labelled = document.querySelectorAll(
      '[placeholder], [title], [aria-label], input[type="submit"], input[type="button"]',
    );
    for (const el of labelled) {
      if (!el.checkVisibility()) continue;
      for (const attr of ['placeholder', 'title', 'aria-label', 'value']) {
        const value = el.getAttribute(attr);
        if (value && (attr !== 'value' || el instanceof HTMLInputElement)) texts.push(value);
      }
    }
    return texts;
  });
}

/** Fails listing every English UI word and untranslated message key visible on the page. */
export async function expectNoEnglish(page: Page, opts: { allow?: string[] } = {}): Promise<void> {
  const found = new Set<string>();
  for (const text of await visibleTexts(page)) {
    for (const line of text.split('\n')) {
      for (const { word, pattern } of ENGLISH_PATTERNS) {
        if (!opts.allow?.includes(word) && pattern.test(line)) found.add(`„${word}“ v „${line.trim()}“`);
      }
      for (const key of line.match(UNTRANSLATED_KEY) ?? []) found.add(`nepreložený kľúč ${key}`);
    }
  }
  expect([...found], `anglické texty na ${page.url()}`).toEqual([]);
}

interface MimeEntity {
  headers: Record<string, string>;
  body: string;
}

function parseEntity(raw: string): MimeEntity {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(entity: MimeEntity): string {
  const encoding = (entity.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body).toString('utf8');
  return entity.body;
}

/** The decoded text parts of a MIME message, text/plain before text/html. */
function textParts(raw: string): string[] {
  const entity = parseEntity(raw);
  const contentType = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  if (!/^text\//i.test(contentType)) return [];
  const text = decodeBody(entity);
  return /^text\/html/i.test(contentType) ? [text.replace(/&amp;/g, '&')] : [text];
}

function firstLink(raw: string): string | undefined {
  const parts = textParts(raw);
  const ordered = [
    ...parts.filter((p) => !/<html|<a /i.test(p)),
    ...parts.filter((p) => /<html|<a /i.test(p)),
  ];
  for (const text of ordered) {
    const link = /https?:\/\/[^\s"'<>]+/.exec(text)?.[0];
    if (link) return link.replace(/[.,;:!?)]+$/, '');
  }
  return undefined;
}

function latestOutboxLink(outbox: string, email: string, since: number): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const newestFirst = files
    .map((f) => ({ file: path.join(outbox, f), mtime: statSync(path.join(outbox, f)).mtimeMs }))
    .filter((f) => f.mtime >= since)
    .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
  for (const { file } of newestFirst) {
    const raw = readFileSync(file, 'utf8');
    const to = parseEntity(raw).headers.to ?? '';
    if (!to.toLowerCase().includes(email.toLowerCase())) continue;
    const link = firstLink(raw);
    if (link) return link;
  }
  return undefined;
}

/**
 * The first http link of the newest mail to `email` in `${dataDir}/outbox` (mails are .eml files there when
 * SMTP_URL is unset). Waits up to `timeout` ms for it; `since` (epoch ms) ignores older mails.
 */
export async function readOutboxLink(
  dataDir: string,
  email: string,
  opts: { timeout?: number; since?: number } = {},
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + (opts.timeout ?? 10_000);
  for (;;) {
    const link = latestOutboxLink(outbox, email, opts.since ?? 0);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`V ${outbox} nie je e-mail s odkazom pre ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The game app's secret for reporting plays (scripts/e2e.mjs sets it). */
export const PLAY_EVENTS_TOKEN = process.env.E2E_PLAY_EVENTS_TOKEN ?? 'e2e-play-events';

/** One API call in the page's session; fails the test unless the reply is ok. */
export async function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'PUT' | 'POST',
  apiPath: string,
  data?: object,
): Promise<Record<string, unknown>> {
  const res = await request.fetch(`${API}/${apiPath}`, { method, data });
  const body = (await res.json()) as Record<string, unknown>;
  expect(body, `${method} ${apiPath}`).toMatchObject({ ok: true });
  return body;
}

/** A new draft with one text-answer level whose correct answer is 'Kriváň'. */
export async function draftWithAnswerLevel(
  request: APIRequestContext,
  level: { name: string; question: string },
): Promise<{ sheetId: number; levelId: number }> {
  const sheet = (await apiCall(request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  const created = (
    await apiCall(request, 'PUT', `drafts/${sheet.id}/levels`, {
      ...level,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'Kriváň',
    })
  ).level as { id: number };
  return { sheetId: sheet.id, levelId: created.id };
}

/** Reports plays as the game app does (POST plays/events with the bearer secret); the reply. */
export async function postPlayEvents(request: APIRequestContext, events: object[]): Promise<unknown> {
  const res = await request.post(`${API}/plays/events`, {
    headers: { authorization: `Bearer ${PLAY_EVENTS_TOKEN}` },
    data: { events },
  });
  return res.json();
}
