// The upload dialog against the REAL server in memory (src/test/realServer.ts), on POST users/import.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import { setupRealApi } from '../test/realApi';
import { slow, tooLarge } from '../test/realApi';
import { renderInAdmin } from '../test/render';
import { resetSessionCache } from '../providers/authProvider';
import { UploadDialog, type UploadDialogProps } from '.';
import { checkUploadFile, fileExtension, MAX_UPLOAD_BYTES } from './uploadFile';
import { keepUploadFileNames } from '../test/multipart';

const api = setupRealApi({ role: 'admin' });
const uploads: string[] = [];
let uninstall: () => void;

beforeAll(async () => {
  resetSessionCache();
  uninstall = keepUploadFileNames();
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST') uploads.push(url.pathname.replace('/api/webapp/', '') + url.search);
  });
});
afterEach(() => {
  uploads.length = 0;
});
afterAll(async () => {
  uninstall();
});

function xlsFile(rows: string[][], name = 'kontakty.xls'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Kontakty');
  const data = XLSX.write(book, { type: 'array', bookType: 'xls' }) as ArrayBuffer;
  return new File([data], name, { type: 'application/vnd.ms-excel' });
}

const HEADER = ['Meno', 'Organizácia/Tím', 'E-mail', 'Ulica', 'PSČ', 'Mesto', 'Krajina', 'Rola', 'Poznámka'];

function renderDialog(props: Partial<UploadDialogProps> = {}) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderInAdmin(
    <UploadDialog
      open
      onClose={onClose}
      title="contactsImportModal.title"
      path="users/import"
      query={{ t: 'player' }}
      allowed={['xls']}
      reasonPrefix="contactsImportModal.failed.reason"
      onDone={onDone}
      {...props}
    />,
  );
  return { onClose, onDone, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText('Vybrať súbor');
const phase = () => screen.getByRole('dialog').querySelector('[data-phase]')?.getAttribute('data-phase');

describe('upload checks (platform 5.6)', () => {
  it('allows only listed extensions (lowercased, after the last dot) and sizes under 40 MiB', () => {
    expect(fileExtension('C:\\tmp\\a.b.XLS')).toBe('xls');
    expect(fileExtension('bez-bodky')).toBe('');
    expect(checkUploadFile({ name: 'a.XLS', size: 10 }, ['xls'])).toBeNull();
    expect(checkUploadFile({ name: 'a.xlsx', size: 10 }, ['xls'])).toBe('unsupported_format');
    expect(checkUploadFile({ name: 'a.xml', size: 10 }, ['xls', 'xml'])).toBeNull();
    expect(checkUploadFile({ name: 'a.xls', size: MAX_UPLOAD_BYTES - 1 }, ['xls'])).toBeNull();
    expect(checkUploadFile({ name: 'a.xls', size: MAX_UPLOAD_BYTES }, ['xls'])).toBe('size_limit_exceeded');
  });
});

describe('UploadDialog (platform 4.8, 7.8)', () => {
  it('refuses an unsupported extension before sending anything', async () => {
    const { user, onClose } = renderDialog();
    await user.upload(fileInput(), new File(['a;b'], 'kontakty.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('Nepodporovaný formát súboru. Podporovaný je formát XLS.'),
    ).toBeInTheDocument();
    expect(phase()).toBe('failed');
    expect(uploads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('ends done with the reply, the name sent without its path, and can be closed', async () => {
    const { user, onDone, onClose } = renderDialog({
      renderDone: (reply) => `Hotovo: ${String(reply.count)}`,
    });
    const names: Promise<string>[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (request.method === 'POST')
        names.push(
          request
            .clone()
            .formData()
            .then((form) => (form.get('file') as File).name),
        );
    };
    api.server.events.on('request:start', onStart);
    try {
      await user.upload(
        fileInput(),
        xlsFile([HEADER, ['Eva Nová', '', 'eva.nova@test.sk']], 'C:\\Users\\eva\\zoznam.xls'),
      );
      expect(await screen.findByText('Hotovo: 1')).toBeInTheDocument();
    } finally {
      api.server.events.removeListener('request:start', onStart);
    }
    expect(phase()).toBe('done');
    expect(onDone).toHaveBeenCalledWith({ ok: true, count: 1 });
    expect(uploads).toEqual(['users/import?t=player&r=json']);
    expect(await Promise.all(names)).toEqual(['zoznam.xls']);
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the progress bar while uploading and cannot be closed then', async () => {
    const { user } = renderDialog();
    const held = slow('POST users/import', 60_000);
    await user.upload(fileInput(), xlsFile([HEADER, ['Eva Nová', '', 'eva.drzana@test.sk']]));
    await held.hit;
    expect(phase()).toMatch(/uploading|processing/);
    expect(screen.getByRole('progressbar', { name: 'Priebeh nahrávania' })).toBeInTheDocument();
    expect(
      screen.getByText(/Nahráva sa súbor kontakty\.xls|Súbor kontakty\.xls sa spracováva/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zavrieť' })).toBeDisabled();
  });

  it('maps HTTP 413 to size_limit_exceeded', async () => {
    const { user } = renderDialog();
    tooLarge('POST users/import');
    await user.upload(fileInput(), xlsFile([HEADER, ['Eva', '', 'eva@test.sk']]));
    expect(await screen.findByText('Prekročená maximálna veľkosť súboru (40 MB).')).toBeInTheDocument();
    expect(phase()).toBe('failed');
  });

  it('shows the failure reason of the server’s err through the key prefix', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), new File(['toto nie je tabuľka'], 'kontakty.xls'));
    expect(
      await screen.findByText('Neplatný formát súboru. Použite šablónu vo formáte XLS.'),
    ).toBeInTheDocument();
    // without a prefix: the common text
    cleanup();
    const second = renderDialog({ reasonPrefix: undefined });
    await second.user.upload(fileInput(), new File(['x'], 'kontakty.xls'));
    expect(await screen.findByText('Neplatný formát súboru.')).toBeInTheDocument();
  });

  it('can be cancelled while uploading: aborting, then back to upload with a notice', async () => {
    const { user, onDone } = renderDialog();
    const held = slow('POST users/import', 60_000);
    await user.upload(fileInput(), xlsFile([HEADER, ['Eva', '', 'eva.zrusena@test.sk']]));
    await held.hit;
    await user.click(screen.getByRole('button', { name: 'Zrušiť nahrávanie' }));
    expect(await screen.findByText('Nahrávanie bolo zrušené.')).toBeInTheDocument();
    expect(phase()).toBe('upload');
    expect(onDone).not.toHaveBeenCalled();
    const rows = await api.ctx.db.query(`SELECT 1 FROM users WHERE email = 'eva.zrusena@test.sk'`);
    expect(rows).toHaveLength(0);
  });
});
