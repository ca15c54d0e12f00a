// The date-range picker of the games list (games 4.8, 9) by mouse and keyboard.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/sk';
import { renderInAdmin } from '../test/render';
import { DateRangeField, clickDay, encodeRange, decodeRange, type DayRange } from '.';

const TODAY = '2026-11-24';

function Harness({
  onChange,
  initial = null,
}: {
  onChange(v: DayRange | null): void;
  initial?: DayRange | null;
}) {
  const [value, setValue] = useState<DayRange | null>(initial);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sk">
      <DateRangeField
        value={value}
        today={TODAY}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </LocalizationProvider>
  );
}

function renderPicker(initial: DayRange | null = null) {
  const onChange = vi.fn();
  renderInAdmin(<Harness onChange={onChange} initial={initial} />);
  return { onChange, user: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Dátum' });
const picker = () => screen.getByRole('dialog', { name: 'Dátum' });
const day = (iso: string) => {
  const el = picker().querySelector<HTMLButtonElement>(`[data-day="${iso}"]`);
  if (!el) throw new Error(`no day ${iso}`);
  return el;
};
const selection = () => within(picker()).getByTestId('date-range-selection');

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(field());
  await waitFor(() => expect(within(picker()).getAllByTestId('date-range-calendar')).toHaveLength(3));
}

describe('range rules', () => {
  it('first click from = to, second sets to (swapping), a third starts over; YYYYMMDD-YYYYMMDD', () => {
    let s = clickDay({ range: null, clicks: 0 }, '2026-10-10');
    expect(s.range).toEqual({ from: '2026-10-10', to: '2026-10-10' });
    s = clickDay(s, '2026-10-03');
    expect(s.range).toEqual({ from: '2026-10-03', to: '2026-10-10' });
    s = clickDay(s, '2026-11-01');
    expect(s.range).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(encodeRange({ from: '2026-10-03', to: '2026-10-10' })).toBe('20261003-20261010');
    expect(decodeRange('20261003-20261010')).toEqual({ from: '2026-10-03', to: '2026-10-10' });
    expect(decodeRange('20261003')).toEqual({ from: '2026-10-03', to: '2026-10-03' });
    expect(decodeRange('2026-10')).toBeNull();
  });
});

describe('DateRangeField', () => {
  it('shows three Slovak months ending with the current one, Monday first, days up to today, today selected', async () => {
    const { user } = renderPicker();
    expect(field()).toHaveValue('');
    await openPicker(user);
    const months = within(picker())
      .getAllByTestId('date-range-month')
      .map((m) => m.textContent);
    expect(months).toEqual(['September 2026', 'Október 2026', 'November 2026']);
    const calendar = within(picker()).getAllByTestId('date-range-calendar')[2]!;
    const weekDays = within(calendar)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(weekDays).toEqual(['Po', 'Ut', 'St', 'Št', 'Pi', 'So', 'Ne']);
    // no navigation past the three months
    const buttons = within(picker())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Zrušiť', 'Použiť']);
    expect(day('2026-11-24')).toBeEnabled();
    expect(day('2026-11-25')).toBeDisabled();
    expect(day('2026-11-24')).toHaveAttribute('aria-selected', 'true');
    expect(selection()).toHaveTextContent('24.11.2026');
  });

  it('by mouse: two clicks make a range (swapped when reversed), Použiť applies it, a third click starts over', async () => {
    const { user, onChange } = renderPicker();
    await openPicker(user);
    await user.click(day('2026-10-10'));
    expect(selection()).toHaveTextContent(/^10\.10\.2026$/);
    await user.click(day('2026-10-03'));
    expect(selection()).toHaveTextContent('3.10.2026 – 10.10.2026');
    expect(day('2026-10-06')).toHaveAttribute('data-in-range', 'true');
    await user.click(day('2026-09-15'));
    expect(selection()).toHaveTextContent(/^15\.9\.2026$/);
    await user.click(day('2026-11-02'));
    await user.click(within(picker()).getByRole('button', { name: 'Použiť' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-09-15', to: '2026-11-02' });
    await waitFor(() => expect(field()).toHaveValue('15.9.2026 – 2.11.2026'));
  });

  it('by keyboard: Enter opens, arrows move, Enter picks, Tab reaches Použiť', async () => {
    const { user, onChange } = renderPicker();
    field().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(picker()).getAllByTestId('date-range-calendar')).toHaveLength(3));
    // the current month's grid has the focus on today
    await waitFor(() => expect(day('2026-11-24')).toHaveFocus());
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(selection()).toHaveTextContent(/^23\.11\.2026$/);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(selection()).toHaveTextContent('16.11.2026 – 23.11.2026');
    const apply = within(picker()).getByRole('button', { name: 'Použiť' });
    for (let i = 0; i < 5 && document.activeElement !== apply; i++) await user.tab();
    expect(apply).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-16', to: '2026-11-23' });
    expect(field()).toHaveValue('16.11.2026 – 23.11.2026');
  });

  it('Zrušiť and the clear button reset the filter', async () => {
    const { user, onChange } = renderPicker({ from: '2026-11-02', to: '2026-11-05' });
    expect(field()).toHaveValue('2.11.2026 – 5.11.2026');
    await openPicker(user);
    expect(selection()).toHaveTextContent('2.11.2026 – 5.11.2026');
    await user.click(within(picker()).getByRole('button', { name: 'Zrušiť' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');

    await openPicker(user);
    await user.click(within(picker()).getByRole('button', { name: 'Použiť' }));
    expect(field()).toHaveValue('24.11.2026');
    await user.click(screen.getByRole('button', { name: 'Vymazať dátum' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');
  });
});
