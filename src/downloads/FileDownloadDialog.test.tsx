// The one download mechanism (platform 2.7, 2.10, 4.9, 7.9): 'processing' for 1000 ms, then a download
// button that fetches the file and saves it under the server's name; failures stay in the modal with a
// Slovak reason, a 401 leads to the sign-in screen, autoStart downloads at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import {
  DOWNLOAD_PROCESSING_MS,
  DownloadLink,
  FileDownloadDialog,
  filenameFromDisposition,
  type FileDownloadDialogProps,
} from '.';

const HREF = '/api/webapp/invoices/7/download';
let fetchSpy: ReturnType<typeof vi.spyOn>;
let saved: { href: string; download: string }[];

function pdfReply(): Response {
  return new Response('%PDF-1.4', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="faktura-20260007.pdf"',
    },
  });
}

const jsonReply = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saved = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  // jsdom has no object URLs and does not download: record what would be saved
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderDialog(props: Partial<FileDownloadDialogProps> = {}, authProvider?: AuthProvider) {
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} authProvider={authProvider}>
      <FileDownloadDialog
        open
        href={HREF}
        title="invoices.download.title"
        description="Faktúra 20260007 vo formáte PDF"
        onClose={onClose}
        {...props}
      />
    </AdminContext>,
  );
  return onClose;
}

describe('FileDownloadDialog', () => {
  it("shows 'Pripravujem súbor…' for 1000 ms, then a button that downloads the file under its name", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchSpy.mockResolvedValue(pdfReply());
    const onClose = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Stiahnutie faktúry' })).toBeInTheDocument();
    expect(screen.getByText('Pripravujem súbor…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROCESSING_MS - 1));
    expect(screen.queryByRole('button', { name: 'Stiahnuť' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Stiahnuť' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchSpy).toHaveBeenCalledWith(HREF, expect.objectContaining({ credentials: 'same-origin' }));
    expect(saved).toEqual([{ href: 'blob:file', download: 'faktura-20260007.pdf' }]);
    // never a link to the file's address: the browser cannot navigate to it
    expect(screen.queryByRole('link')).toBeNull();
    expect(DOWNLOAD_PROCESSING_MS).toBe(1000);
  });

  it('autoStart downloads at once, without the button (invoice PDF, platform 2.7)', async () => {
    fetchSpy.mockResolvedValue(pdfReply());
    const onClose = renderDialog({ autoStart: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Stiahnuť' })).toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved).toHaveLength(1);
  });

  it.each([
    [404, { ok: false, err: 'not_found' }, 'Súbor sa nenašiel'],
    [409, { ok: false, err: 'invalid_format' }, 'v zvolenom formáte netlačia'],
    [409, { ok: false, err: 'invalid_state' }, 'tieto štítky neponúka'],
    [500, { ok: false, err: 'error' }, 'Na serveri nastala chyba'],
  ])('HTTP %i stays in the modal with the reason', async (status, body, reason) => {
    fetchSpy.mockResolvedValue(jsonReply(status, body));
    const before = window.location.href;
    const onClose = renderDialog({ autoStart: true });
    const alert = await screen.findByTestId('download-failed');
    expect(alert).toHaveTextContent('Súbor sa nepodarilo stiahnuť');
    expect(alert).toHaveTextContent(reason);
    expect(saved).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);

    // 'Skúsiť znova' asks again
    fetchSpy.mockResolvedValue(pdfReply());
    fireEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('no answer from the server: the offline reason', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderDialog({ autoStart: true });
    expect(await screen.findByTestId('download-failed')).toHaveTextContent('Server je nedostupný');
  });

  it("401: the reason and 'Prihlásiť sa', which goes the app's way to the sign-in screen", async () => {
    fetchSpy.mockResolvedValue(jsonReply(401, { ok: false, err: 'unauthorized' }));
    const authProvider: AuthProvider = {
      login: vi.fn(),
      logout: vi.fn(async () => '/signin'),
      checkAuth: vi.fn(async () => undefined),
      checkError: vi.fn(async () => {
        throw { redirectTo: '/signin', message: false };
      }),
      getPermissions: vi.fn(async () => []),
    };
    const onClose = renderDialog({ autoStart: true }, authProvider);
    expect(await screen.findByTestId('download-failed')).toHaveTextContent('Vaše prihlásenie skončilo');
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    await waitFor(() => expect(authProvider.checkError).toHaveBeenCalledWith({ status: 401 }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes with 'Zavrieť'", () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('DownloadLink', () => {
  it('keeps the address on the link but downloads through the modal; a 404 stays in the app', async () => {
    fetchSpy.mockResolvedValue(jsonReply(404, { ok: false, err: 'not_found' }));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <DownloadLink href="/public/templates/kontakty_sablona.xls">Šablóna</DownloadLink>
      </AdminContext>,
    );
    const link = screen.getByRole('link', { name: 'Šablóna' });
    expect(link).toHaveAttribute('href', '/public/templates/kontakty_sablona.xls');
    const navigated = fireEvent.click(link);
    expect(navigated).toBe(false); // the default (following the link) was prevented
    expect(await screen.findByTestId('download-failed')).toHaveTextContent('Súbor sa nenašiel');
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="stitky-12-a4.pdf"', 'stitky-12-a4.pdf'],
    ['attachment; filename="hra.xlsx"; filename*=UTF-8\'\'hra%20%C5%BDilina.xlsx', 'hra Žilina.xlsx'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});
