// The games list item over the shared ItemLayout: extended variant name, number, status label and the
// day it was sent.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { GameItem } from './GameItem';

const wrap = (node: React.ReactNode) =>
  render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);

describe('GameItem', () => {
  it('a game: extended variant name, number, status and the day it was sent', () => {
    wrap(
      <GameItem
        record={{
          id: 2,
          gameName: 'Nočná túra',
          variantName: 'Klasická',
          variantNameExtended: 'Klasická (2 hodiny)',
          status: 'registered',
          number: 'H0042',
          numTasks: 1,
          sentAt: 1773144000, // 2026-03-10T12:00:00Z, epoch seconds as the reply carries it
        }}
      />,
    );
    expect(screen.getByTestId('game-variant')).toHaveTextContent('Klasická (2 hodiny)');
    expect(screen.getByText(/H0042/)).toBeInTheDocument();
    expect(screen.getByTestId('game-status')).not.toHaveTextContent('registered');
    expect(screen.getByText('10.3.2026')).toBeInTheDocument();
  });

  // games 4.1: one word per status, the same in the list, the properties panel, the parcel detail and
  // the report (schemas/codelists/sheetStatus.json)
  it.each([
    ['draft', 'Koncept'],
    ['registered', 'Nepodaná'],
    ['received', 'Podaná'],
    ['confirmed', 'Podaná'],
    ['expired', 'Exspirovaná'],
  ])('status %s is shown as %s', (status, word) => {
    wrap(<GameItem record={{ id: 3, gameName: 'Hra', status }} />);
    expect(screen.getByTestId('game-status')).toHaveTextContent(word);
  });
});
