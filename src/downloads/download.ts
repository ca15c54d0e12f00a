// The one way the app downloads a file (platform 4.9, 7.9): fetch the address, and only when the
// server answers 2xx hand the bytes to the browser as a file named by Content-Disposition. A refusal
// (401, 404, 409…) never reaches the browser's navigation, so the app cannot be replaced by the
// server's JSON; the caller shows the reason instead.
import { DOWNLOAD_COOKIE } from '../../schemas/constants';
import { isAbort } from '../providers/api';

/** Why a download failed: the HTTP status (0 = no answer) and the server's `err` when it sent one. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = 'DownloadError';
  }
}

/** The file name of a Content-Disposition header (filename* first, then filename); undefined = none. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/** The last segment of the address's path, for a reply without a file name. */
function fallbackName(href: string): string {
  const path = href.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'subor';
}

function clearSuccessCookie(): void {
  document.cookie = `${DOWNLOAD_COOKIE.name}=; path=${DOWNLOAD_COOKIE.path}; max-age=0`;
}

/** Hands a blob to the browser as a downloaded file (an object-URL link with `download`). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has taken the file once click() returned; the URL can go a little later
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches `href` (GET, the session cookie) into memory: the bytes and the file name of the reply;
 * rejects with a DownloadError for a non-2xx reply or no answer, or with the AbortError when `signal`
 * aborts. (The labels modal prints or saves the same bytes, issue 22.)
 */
export async function fetchFile(
  href: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  let res: Response;
  try {
    res = await fetch(href, { credentials: 'same-origin', signal });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new DownloadError(0);
  }
  if (!res.ok) {
    let code: string | undefined;
    try {
      const body = (await res.json()) as { err?: unknown };
      if (typeof body?.err === 'string') code = body.err;
    } catch {
      // not JSON: the status alone says why
    }
    throw new DownloadError(res.status, code);
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new DownloadError(0);
  }
  // the server's success cookie (platform 4.9) is not needed with fetch: the reply itself says it
  clearSuccessCookie();
  return {
    blob,
    filename: filenameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName(href),
  };
}

/**
 * Downloads `href` (GET, the session cookie): resolves with the saved file's name, rejects with a
 * DownloadError for a non-2xx reply or no answer, or with the AbortError when `signal` aborts.
 */
export async function downloadFile(href: string, signal?: AbortSignal): Promise<string> {
  const { blob, filename } = await fetchFile(href, signal);
  saveBlob(blob, filename);
  return filename;
}

/** Opens the browser's print of a PDF: a hidden frame showing the blob, then its print(). */
export function printBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.print = 'labels';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } finally {
      // the print dialog holds its own copy; the frame and the URL can go a little later
      setTimeout(() => {
        frame.remove();
        URL.revokeObjectURL(url);
      }, 60_000);
    }
  };
  frame.src = url;
  document.body.appendChild(frame);
}

/** The i18n key of a failure's reason ('downloads.reason.*'). */
export function failureReason(error: unknown): string {
  if (!(error instanceof DownloadError)) return 'downloads.reason.error';
  const { status, code } = error;
  if (status === 0) return 'downloads.reason.offline';
  if (status === 401) return 'downloads.reason.unauthorized';
  if (status === 403) return 'downloads.reason.forbidden';
  if (status === 404) return 'downloads.reason.not_found';
  if (code === 'invalid_format' || code === 'invalid_state') return `downloads.reason.${code}`;
  if (status >= 500) return 'downloads.reason.server';
  return 'downloads.reason.refused';
}
