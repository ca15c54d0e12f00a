// The file-download modal (platform 2.10, 4.9): 'processing' for 1000 ms, then a download link.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { DOWNLOAD_COOKIE_POLL_MS, DOWNLOAD_PROCESSING_MS, FileDownloadDialog } from '.';

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'fileDownload=; path=/; max-age=0';
});

function renderDialog(onClose = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <FileDownloadDialog
        open
        href="/api/webapp/invoices/7/download"
        title="invoices.download.title"
        description="Faktúra 20260007 vo formáte PDF"
        onClose={onClose}
      />
    </AdminContext>,
  );
  return onClose;
}

describe('FileDownloadDialog', () => {
  it("shows 'Pripravujem súbor…' for 1000 ms, then the download button with the file's address", () => {
    vi.useFakeTimers();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Stiahnutie faktúry' })).toBeInTheDocument();
    expect(screen.getByText('Pripravujem súbor…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stiahnuť' })).toBeNull();

    act(() => vi.advanceTimersByTime(DOWNLOAD_PROCESSING_MS - 1));
    expect(screen.getByText('Pripravujem súbor…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stiahnuť' })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Pripravujem súbor…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Stiahnuť' })).toHaveAttribute(
      'href',
      '/api/webapp/invoices/7/download',
    );
    expect(DOWNLOAD_PROCESSING_MS).toBe(1000);
  });

  it("closes once the server's fileDownload cookie says the download started", () => {
    vi.useFakeTimers();
    const onClose = renderDialog();
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROCESSING_MS));
    const link = screen.getByRole('link', { name: 'Stiahnuť' });
    // jsdom does not download: keep it from navigating, the way the browser stays on the page
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(DOWNLOAD_COOKIE_POLL_MS * 3));
    expect(onClose).not.toHaveBeenCalled();

    document.cookie = 'fileDownload=true; path=/';
    act(() => vi.advanceTimersByTime(DOWNLOAD_COOKIE_POLL_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('fileDownload=true');
  });

  it("closes with 'Zavrieť'", () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalled();
  });
});
