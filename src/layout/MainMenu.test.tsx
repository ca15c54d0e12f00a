import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { authProvider, resetSessionCache } from '../providers/authProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { setupRealApi } from '../test/realApi';
import { FrameStateProvider, useGameEditHighlight } from './frameState';
import { useMenuBadges } from '../search';
import { MainMenu } from './MainMenu';

// signed in as the administrator through the real API (edit: the dashboard item is shown)
setupRealApi({ role: 'admin' });
beforeEach(() => resetSessionCache());

function FillBadges() {
  const { setCount, setFound } = useMenuBadges();
  useEffect(() => {
    setCount('drafts', 3);
    setFound({ games: 5, users: 1 });
  }, [setCount, setFound]);
  return null;
}

function UnsavedGameEdit() {
  useGameEditHighlight(false);
  return null;
}

function renderMenu(extra: React.ReactNode) {
  window.location.hash = '#/games/7';
  return render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <FrameStateProvider>
        {extra}
        <MainMenu />
      </FrameStateProvider>
    </AdminContext>,
  );
}

describe('main menu slots', () => {
  it('shows count badges and search-results indicators set through useMenuBadges', async () => {
    renderMenu(<FillBadges />);
    const drafts = await screen.findByRole('link', { name: /^Koncepty/ });
    expect(within(drafts).getByLabelText('Počet: 3')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /^Hry(?! verzia)/ })).toHaveAccessibleName(
      'Hry Nájdených 5 položiek',
    );
    expect(screen.getByRole('link', { name: /^Používatelia/ })).toHaveAccessibleName(
      'Používatelia Nájdená 1 položka',
    );
  });

  it('shows one badge per item during a search: the hits instead of the count (issue 22)', async () => {
    function SearchBadges() {
      const { setCount, setFound } = useMenuBadges();
      useEffect(() => {
        setCount('drafts', 3);
        setFound({ drafts: 0, games: 2 });
      }, [setCount, setFound]);
      return null;
    }
    renderMenu(<SearchBadges />);
    const drafts = await screen.findByRole('link', { name: /^Koncepty/ });
    await waitFor(() => expect(drafts).toHaveAccessibleName('Koncepty Nájdených 0 položiek'));
    expect(within(drafts).queryByLabelText('Počet: 3')).toBeNull();
    expect(drafts.querySelectorAll('[data-badge]')).toHaveLength(1);
  });

  it("highlights 'dashboard' for an unsaved game in the game edit view", async () => {
    renderMenu(<UnsavedGameEdit />);
    expect(await screen.findByRole('link', { name: 'Vytvoriť hru' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hry' })).not.toHaveAttribute('aria-current');
  });
});
