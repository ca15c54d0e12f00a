// The sheet import modal (games 2.11, 4.5, 8) and the dashboard's import button and drop area, against
// the real server in memory: the panels upload / uploading / processing / failed, when it may be
// closed, the Slovak reasons and bad rows, and the landing on #/drafts/{id}.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../../providers/api';
import { openApp, setupRealApi } from '../../test/realApi';
import { slow } from '../../test/realApi';
import { renderInAdmin } from '../../test/render';
import { filledTemplate, SAMPLE_LEVELS } from '../../test/realApi';
import { keepUploadFileNames } from '../../test/multipart';
import { SheetImportDialog } from '.';

const api = setupRealApi();

let uninstall: () => void;
beforeAll(() => {
  uninstall = keepUploadFileNames();
});
afterAll(() => uninstall());

beforeEach(async () => {
  await api.signInAs('admin');
});

function gameFile(levels = SAMPLE_LEVELS, name = 'hra_sablona.xls'): File {
  return new File([new Uint8Array(filledTemplate(levels))], name, { type: 'application/vnd.ms-excel' });
}

function renderDialog(props: { initialFile?: File; sheetId?: number } = {}) {
  const onClose = vi.fn();
  const onImported = vi.fn();
  renderInAdmin(<SheetImportDialog open onClose={onClose} onImported={onImported} {...props} />);
  return { onClose, onImported, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText('Vybrať súbor');
const phase = () => screen.getByRole('dialog').querySelector('[data-phase]')?.getAttribute('data-phase');
const closeButton = () => screen.getByRole('button', { name: 'Zavrieť' });

describe('SheetImportDialog', () => {
  it('offers the template and the help in the upload panel and can be closed there', async () => {
    const { user, onClose } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Import hry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stiahnuť šablónu (XLS)' })).toHaveAttribute(
      'href',
      '/public/templates/hra_sablona.xls',
    );
    expect(screen.getByRole('link', { name: 'Pomoc k šablónam' })).toHaveAttribute(
      'href',
      '/pomoc/index.html#sablony-na-stiahnutie',
    );
    expect(phase()).toBe('upload');
    await user.click(closeButton());
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot be closed while uploading or processing', async () => {
    const { user, onClose } = renderDialog();
    const held = slow('POST invoices/import', 60_000);
    await user.upload(fileInput(), gameFile());
    await held.hit;
    expect(phase()).toMatch(/uploading|processing/);
    expect(screen.getByRole('progressbar', { name: 'Priebeh nahrávania' })).toBeInTheDocument();
    expect(closeButton()).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('fails with every bad row in Slovak, imports nothing, and can be closed then', async () => {
    const variants = async () =>
      (await api.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM variants'))!.n;
    const before = await variants();
    const { user, onClose, onImported } = renderDialog();
    await user.upload(fileInput(), gameFile([SAMPLE_LEVELS[0], { ...SAMPLE_LEVELS[1], Otázka: '' }]));
    expect(
      await screen.findByText('Súbor obsahuje chybné údaje, preto sa neimportovalo nič.'),
    ).toBeInTheDocument();
    expect(phase()).toBe('failed');
    expect(screen.getByRole('list', { name: 'Chybné riadky:' })).toHaveTextContent(
      'Riadok 3: Otázka – Povinný údaj',
    );
    expect(onImported).not.toHaveBeenCalled();
    expect(await variants()).toBe(before);
    await user.click(closeButton());
    expect(onClose).toHaveBeenCalled();
  });

  it('names the reasons of games 8: unsupported and invalid format', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), new File(['a;b'], 'hra.csv'));
    expect(
      await screen.findByText('Nepodporovaný formát súboru. Podporované sú formáty XML a XLS.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nahrať iný súbor' }));
    await user.upload(fileInput(), new File(['<hra><ulohy>'], 'hra.xml'));
    expect(
      await screen.findByText('Neplatný formát súboru. Použite šablónu XLS alebo XML.'),
    ).toBeInTheDocument();
  });

  it('uploads a dropped file at once and hands over the imported sheet', async () => {
    const { onImported } = renderDialog({ initialFile: gameFile() });
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    const [sheet, count] = onImported.mock.calls[0] as [
      { gameName: string; counts: { all: number } },
      number,
    ];
    expect(sheet).toMatchObject({ gameName: 'Tajomstvá Žiliny', counts: { all: 3 } });
    expect(count).toBe(3);
  });
});

describe('dashboard import (games 2.2)', () => {
  it('opens the import from the button and lands on the imported draft', async () => {
    openApp('#/dashboard');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Importovať hru' }));
    await user.upload(fileInput(), gameFile());
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/drafts\/\d+$/));
    expect(await screen.findByText('Rodinný')).toBeInTheDocument();
  });

  it('imports a file dropped anywhere on the view', async () => {
    openApp('#/dashboard');
    const area = await screen.findByTestId('file-drop-area');
    const file = gameFile();
    fireEvent.dragEnter(area, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(await screen.findByText('Pustite súbor, hra sa importuje')).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer: { types: ['Files'], files: [file] } });
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/drafts\/\d+$/));
    expect(await screen.findByText('Rodinný')).toBeInTheDocument();
  });
});

describe('game edit view import (games 7.6, POST invoices/{id}/import)', () => {
  it('appends the levels of a file to the draft and shows them', async () => {
    const created = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
    if (!created.ok) throw new Error('PUT drafts');
    openApp(`#/drafts/${created.sheet.id}`);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Importovať úlohy' }));
    expect(screen.getByRole('heading', { name: 'Import úloh do hry' })).toBeInTheDocument();
    await user.upload(fileInput(), gameFile());
    expect(await screen.findByRole('tab', { name: /Všetky.*3/ })).toBeInTheDocument();
    expect(await screen.findByText('Koľko veží má Budatínsky hrad?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import úloh do hry' })).not.toBeInTheDocument();
  });
});
