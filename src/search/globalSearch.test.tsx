import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failNext } from '../test/realApi';
import { setupRealApi } from '../test/realApi';
import { usePermissions } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { GlobalSearchField, MainMenu } from '../layout';
import { useGlobalSearch, useMenuBadges } from './searchState';
import { MenuDataLoader } from './MenuDataLoader';
import { FrameTestContext, resetClientState } from '../test/render';
import { seedZilina } from '../test/realApi';

const api = setupRealApi();

beforeAll(async () => {
  await seedZilina(api.ctx.db);
});
beforeEach(() => resetClientState());
afterEach(() => {
  api.clearCookies();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What a list reads: the global search value. */
function SearchValue() {
  const { search } = useGlobalSearch();
  return <output data-testid="search-value">{search}</output>;
}

/** A screen that clears the search (the dashboard after creating a game). */
function ClearButton() {
  const { setSearch } = useGlobalSearch();
  return <button onClick={() => setSearch('')}>vymazať hľadanie</button>;
}

/** A screen that changed something asks for the badges again. */
function RefreshButton() {
  const { refreshCounts } = useMenuBadges();
  return <button onClick={refreshCounts}>obnoviť počty</button>;
}

/** Shows once the session's permissions are known (the badge loader waits for them too). */
function PermissionsKnown() {
  const { isPending } = usePermissions();
  return isPending ? null : <span data-testid="permissions-known" />;
}

function renderFrame() {
  return render(
    <FrameTestContext>
      <MenuDataLoader />
      <GlobalSearchField />
      <MainMenu />
      <SearchValue />
      <RefreshButton />
      <ClearButton />
      <PermissionsKnown />
    </FrameTestContext>,
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Hľadať' });
const menuLink = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name}`) });
const indicators = () => screen.queryAllByLabelText(/^Nájden/);

describe('global search field', () => {
  it('has the Slovak placeholder and searches 200 ms after the last keystroke, once', async () => {
    await api.signInAs('admin');
    renderFrame();
    await menuLink('Koncepty');
    expect(field()).toHaveAttribute('placeholder', 'Hľadať…');
    const search = vi.spyOn(dataProvider, 'search');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['z', 'zi', 'zil', 'zili', 'zilin', 'zilina']) {
      fireEvent.change(field(), { target: { value: text } });
      act(() => vi.advanceTimersByTime(150));
    }
    expect(field()).toHaveValue('zilina');
    expect(screen.getByTestId('search-value')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(49));
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('search-value')).toHaveTextContent('zilina');
    vi.useRealTimers();

    await waitFor(() => expect(indicators().length).toBeGreaterThan(0));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('zilina');
  });

  it('shows the counts on the menu, games being games + parcels', async () => {
    await api.signInAs('admin');
    renderFrame();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Hľadať' }), 'zilin');
    const games = await menuLink('Hry');
    await waitFor(() => expect(within(games).getByLabelText('Nájdené 4 položky')).toHaveTextContent('4'));
    expect(within(await menuLink('Koncepty')).getByLabelText('Nájdené 2 položky')).toBeInTheDocument();
    expect(within(await menuLink('Faktúry')).getByLabelText('Nájdené 2 položky')).toBeInTheDocument();
    expect(within(await menuLink('Používatelia')).getByLabelText('Nájdená 1 položka')).toBeInTheDocument();
  });

  it('clears the indicators when the count request fails, and on an empty search', async () => {
    await api.signInAs('editor');
    renderFrame();
    const input = await screen.findByRole('searchbox', { name: 'Hľadať' });
    await userEvent.type(input, 'zilin');
    await waitFor(() => expect(indicators()).toHaveLength(4));

    const failed = failNext('site/search');
    await userEvent.type(input, 'a');
    await failed.hit;
    await waitFor(() => expect(indicators()).toHaveLength(0));

    await userEvent.type(input, '{backspace}');
    await waitFor(() => expect(indicators()).toHaveLength(4));
    await userEvent.clear(input);
    await waitFor(() => expect(indicators()).toHaveLength(0));
    expect(screen.getByTestId('search-value')).toHaveTextContent('');
  });

  it('clears the search at once with Esc', async () => {
    await api.signInAs('editor');
    renderFrame();
    const input = await screen.findByRole('searchbox', { name: 'Hľadať' });
    await userEvent.type(input, 'zilin');
    await waitFor(() => expect(indicators()).toHaveLength(4));
    await userEvent.type(input, '{Escape}');
    expect(input).toHaveValue('');
    expect(screen.getByTestId('search-value')).toHaveTextContent('');
    await waitFor(() => expect(indicators()).toHaveLength(0));
  });

  it('empties the field when a screen clears the search', async () => {
    await api.signInAs('editor');
    renderFrame();
    const input = await screen.findByRole('searchbox', { name: 'Hľadať' });
    await userEvent.type(input, 'zilin');
    await waitFor(() => expect(screen.getByTestId('search-value')).toHaveTextContent('zilin'));
    await userEvent.click(screen.getByRole('button', { name: 'vymazať hľadanie' }));
    expect(input).toHaveValue('');
    await waitFor(() => expect(indicators()).toHaveLength(0));
  });
});

describe('menu count badges', () => {
  it('loads drafts, invoices and vouchers for an admin and reloads them on request and on focus', async () => {
    await api.signInAs('admin');
    renderFrame();
    const badge = async (name: string) => within(await menuLink(name)).findByLabelText(/^Počet: /);
    expect(await badge('Koncepty')).toHaveAccessibleName('Počet: 2');
    expect(await badge('Faktúry')).toHaveAccessibleName('Počet: 2');
    expect(await badge('Poukážky')).toHaveAccessibleName('Počet: 2');

    await api.ctx.db.query("INSERT INTO vouchers (promo, search) VALUES ('NOVA', 'nova')");
    await userEvent.click(screen.getByRole('button', { name: 'obnoviť počty' }));
    await waitFor(async () => expect(await badge('Poukážky')).toHaveAccessibleName('Počet: 3'));

    await api.ctx.db.query("INSERT INTO vouchers (promo, search) VALUES ('NOVA2', 'nova2')");
    fireEvent.focus(window);
    await waitFor(async () => expect(await badge('Poukážky')).toHaveAccessibleName('Počet: 4'));
    await api.ctx.db.query("DELETE FROM vouchers WHERE promo IN ('NOVA', 'NOVA2')");
  });

  it('asks no counts for a viewer, who sees drafts (badge 0) and vouchers but no invoices (platform 2.3)', async () => {
    await api.signInAs('viewer');
    const count = vi.spyOn(dataProvider, 'count');
    renderFrame();
    await screen.findByTestId('permissions-known');
    expect(await menuLink('Hry')).toBeInTheDocument();
    expect(await within(await menuLink('Koncepty')).findByLabelText(/^Počet: /)).toHaveAccessibleName(
      'Počet: 0',
    );
    expect(screen.getByRole('link', { name: /^Poukážky/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Faktúry/ })).toBeNull();
    expect(screen.queryAllByLabelText(/^Počet: /)).toHaveLength(1);
    expect(count).not.toHaveBeenCalled();
  });
});
