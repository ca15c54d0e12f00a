// The modal-closing rules of platform 2.10, 9 as every dialog gets them (ModalDialog, useModalClose).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DialogTitle } from '@mui/material';
import { ModalDialog, OUTSIDE_CLICK_DELAY_MS } from '.';

let now = 1_000_000;
afterEach(() => vi.restoreAllMocks());

function clock() {
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
}

/** Longer than MUI's exit transition: a dialog that was told to close has left the page by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Clicks the area around the dialog (MUI reacts to a mousedown and a click on its container). */
function clickOutside(dialog: HTMLElement) {
  const container = dialog.closest('.MuiDialog-container') as HTMLElement;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}

function Harness({ closable, nested }: { closable?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(true);
  const [inner, setInner] = useState(!!nested);
  return (
    <>
      <ModalDialog open={open} onClose={() => setOpen(false)} closable={closable} aria-labelledby="outer">
        <DialogTitle id="outer">Vonkajší</DialogTitle>
      </ModalDialog>
      <ModalDialog open={inner} onClose={() => setInner(false)} aria-labelledby="inner">
        <DialogTitle id="inner">Vnútorný</DialogTitle>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it(`ignores an outside click in the first ${OUTSIDE_CLICK_DELAY_MS} ms, closes on one after`, async () => {
    clock();
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Vonkajší' });
    now += OUTSIDE_CLICK_DELAY_MS - 1;
    clickOutside(dialog);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Vonkajší' })).toBeInTheDocument();
    now += 1;
    clickOutside(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vonkajší' })).toBeNull());
  });

  it('closes on Esc at once', async () => {
    clock();
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Vonkajší' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vonkajší' })).toBeNull());
  });

  it('neither Esc nor an outside click closes it while closing is not allowed', async () => {
    clock();
    render(<Harness closable={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Vonkajší' });
    now += 10_000;
    clickOutside(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(screen.getByRole('dialog', { name: 'Vonkajší' })).toBeInTheDocument();
  });

  it('Esc closes the top one of nested dialogs only', async () => {
    clock();
    render(<Harness nested />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Vnútorný' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vnútorný' })).toBeNull());
    await settle();
    expect(screen.getByRole('dialog', { name: 'Vonkajší' })).toBeInTheDocument();
  });
});
