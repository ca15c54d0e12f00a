// The labels print modal (games 2.13, 4.7, 9): formats, the A4 start position sent 0-based, envelope
// and leftover information, A4-only parcel types, one flow in one modal (prepare, then download or
// print; refusals stay in it, issue 22) and no closing while it renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../test/render';
import parcelTypes from '../../../schemas/codelists/parcelType.json';
import { LabelsDialog, labelTypes, type SheetWithLabels } from '.';

const SHEET: SheetWithLabels = {
  id: 41,
  gameName: 'Žilinské tajomstvá',
  status: 'registered',
  hasAddressLabels: true,
  hasReplyLabels: true,
  counts: { all: 5 },
};

function renderDialog(sheet: SheetWithLabels = SHEET) {
  const onClose = vi.fn();
  renderInAdmin(<LabelsDialog sheet={sheet} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

/** fetch answers `reply`; the saved file goes nowhere (jsdom neither has object URLs nor downloads). */
function mockDownload(reply: Response) {
  URL.createObjectURL = vi.fn(() => 'blob:labels');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply);
}

afterEach(() => vi.restoreAllMocks());

const labelsDialog = () => screen.getByRole('dialog', { name: 'Tlač štítkov' });

describe('LabelsDialog', () => {
  it('A4 from position 3: leftover information, then the download of labels?t=address&f=a4&o=2', async () => {
    const { user, onClose } = renderDialog();
    const dialog = within(labelsDialog());
    expect(dialog.getByRole('radio', { name: /^A4/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Adresné štítky' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: '3' }));
    expect(dialog.getByTestId('labels-leftover')).toHaveTextContent(
      'Vytlačí sa 5 štítkov. Na poslednom hárku zostane nevyužitých štítkov: 1. Pri ďalšej tlači začnite na pozícii 4.',
    );
    const fetchSpy = mockDownload(
      new Response('%PDF', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename=stitky.pdf' },
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Pripraviť štítky' }));
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/webapp/games/41/labels?t=address&f=a4&o=2');
    // one flow in one modal (issue 22): no second dialog, then print or download from here
    expect(await dialog.findByTestId('labels-ready')).toHaveTextContent('Štítky sú pripravené (stitky.pdf).');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog.queryByText('Pripravujem štítky…')).toBeNull();
    const click = vi.mocked(HTMLAnchorElement.prototype.click);
    await user.click(dialog.getByRole('button', { name: 'Stiahnuť' }));
    expect(click).toHaveBeenCalledTimes(1);
    // 'Tlačiť': a hidden frame shows the PDF and opens the browser's print
    await user.click(dialog.getByRole('button', { name: 'Tlačiť' }));
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-print="labels"]');
    expect(frame).not.toBeNull();
    expect(frame!.src).toBe('blob:labels');
    const print = vi.fn();
    Object.defineProperty(frame!, 'contentWindow', { value: { print, focus: vi.fn() } });
    frame!.onload?.(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('DL with the reply address: envelope information instead of the start position, o=0', async () => {
    const { user } = renderDialog();
    const dialog = within(labelsDialog());
    await user.click(dialog.getByRole('radio', { name: 'Štítky so spätnou adresou' }));
    await user.click(dialog.getByRole('radio', { name: /^DL/ }));
    expect(dialog.queryByRole('radio', { name: '3' })).toBeNull();
    expect(dialog.getByTestId('labels-envelope')).toHaveTextContent('obálky DL (220 × 110 mm)');
    expect(dialog.getByTestId('labels-leftover')).toHaveTextContent('Vytlačí sa 5 štítkov.');
    const fetchSpy = mockDownload(
      new Response(JSON.stringify({ ok: false, err: 'invalid_format' }), { status: 409 }),
    );
    await user.click(dialog.getByRole('button', { name: 'Pripraviť štítky' }));
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/webapp/games/41/labels?t=reply&f=dl&o=0');
    // a refusal stays in the labels modal with its reason
    expect(await dialog.findByTestId('labels-failed')).toHaveTextContent(
      'Štítky sa nepodarilo pripraviť. Pre tento typ zásielky sa štítky v zvolenom formáte netlačia.',
    );
    expect(dialog.getByRole('button', { name: 'Skúsiť znova' })).toBeEnabled();
  });

  it('parcel types b, pl and epo print on A4 only', () => {
    renderDialog({ ...SHEET, parcelType: 'epo', hasReplyLabels: false });
    const dialog = within(labelsDialog());
    expect(dialog.getByRole('radio', { name: /^A4/ })).toBeEnabled();
    for (const name of [/^DL/, /^C5/, /^C6/]) expect(dialog.getByRole('radio', { name })).toBeDisabled();
    expect(dialog.getByText('Pre tento typ zásielky je dostupný iba formát A4.')).toBeInTheDocument();
    // one type only: no type chooser
    expect(dialog.queryByRole('radio', { name: 'Adresné štítky' })).toBeNull();
  });

  // games 2.13, 9: envelopes only for r, dsz, ek, zb; A4 only for b, pl, epo; no labels for uz, ems, epg
  const ENVELOPES = ['r', 'dsz', 'ek', 'zb'];
  const A4_ONLY = ['b', 'pl', 'epo'];
  it.each(parcelTypes.items.map((item) => item.value))(
    'parcel type %s: the formats and labels the rules allow',
    (parcelType) => {
      const sheet = { ...SHEET, parcelType };
      if (!ENVELOPES.includes(parcelType) && !A4_ONLY.includes(parcelType)) {
        // no 'Štítky' action at all (GameActions offers it by labelTypes)
        expect(labelTypes(sheet)).toEqual([]);
        return;
      }
      renderDialog(sheet);
      const dialog = within(labelsDialog());
      expect(dialog.getByRole('radio', { name: /^A4/ })).toBeEnabled();
      for (const name of [/^DL/, /^C5/, /^C6/]) {
        const radio = dialog.getByRole('radio', { name });
        if (ENVELOPES.includes(parcelType)) expect(radio).toBeEnabled();
        else expect(radio).toBeDisabled();
      }
    },
  );

  it('labels are offered only for registered sheets with address or reply labels (games 4.1)', () => {
    expect(labelTypes(SHEET)).toEqual(['address', 'reply']);
    expect(labelTypes({ ...SHEET, hasReplyLabels: false })).toEqual(['address']);
    expect(labelTypes({ ...SHEET, status: 'received' })).toEqual([]);
    expect(labelTypes({ ...SHEET, hasAddressLabels: false, hasReplyLabels: false })).toEqual([]);
  });

  it('Esc does not close the labels modal while it renders', async () => {
    const { user, onClose } = renderDialog();
    let answer: (r: Response) => void = () => undefined;
    URL.createObjectURL = vi.fn(() => 'blob:labels');
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(within(labelsDialog()).getByRole('button', { name: 'Pripraviť štítky' }));
    expect(await within(labelsDialog()).findByTestId('labels-rendering')).toHaveTextContent(
      'Pripravujem štítky…',
    );
    expect(within(labelsDialog()).getByRole('button', { name: 'Zrušiť' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer(new Response('%PDF', { status: 200 }));
    expect(await within(labelsDialog()).findByRole('button', { name: 'Tlačiť' })).toBeEnabled();
    expect(within(labelsDialog()).queryByTestId('labels-rendering')).toBeNull();
  });
});
