import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealApi } from '../test/realApi';
import { TEST_USERS } from '../test/realApi';
import { FrameHeader, SidePanels } from '../layout';
import { NEWS_HIDDEN_STORAGE_KEY, TUTORIAL_STORAGE_KEY } from '../layout/frameState';
import { FrameTestContext, resetClientState } from '../test/render';
import { expectLinks } from '../test/links';
import { tutorialPageFor } from './tutorialPages';

const api = setupRealApi();

beforeEach(() => resetClientState());
afterEach(() => {
  api.clearCookies();
});

function renderFrame(hash = '#/games') {
  window.location.hash = hash;
  return render(
    <FrameTestContext>
      <FrameHeader />
      <SidePanels />
    </FrameTestContext>,
  );
}

const tutorialPanel = () => screen.queryByRole('complementary', { name: 'Návod' });
const newsPanel = () => screen.queryByRole('complementary', { name: 'Novinky' });

/** Signs in as a user who has never signed in before (GET session gives no lastLogin). */
async function signInFirstTime(role: 'editor' | 'viewer') {
  await api.signInAs(role);
  await api.ctx.db.query('UPDATE users SET last_login = NULL WHERE email = $1', [TEST_USERS[role].email]);
}

describe('tutorial panel', () => {
  it('opens by itself on the first sign-in and is remembered once closed', async () => {
    await signInFirstTime('viewer');
    const first = renderFrame();
    const panel = await screen.findByRole('complementary', { name: 'Návod' });
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('true');
    expect(within(panel).getByRole('heading', { name: 'Hry a odoslané úlohy' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Zavrieť návod' }));
    expect(tutorialPanel()).toBeNull();
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('false');

    first.unmount();
    renderFrame();
    await screen.findByTestId('user-email');
    await waitFor(() => expect(screen.getByTestId('user-email')).toHaveTextContent('viewer@test.sk'));
    expect(tutorialPanel()).toBeNull();
  });

  it('stays hidden for a returning user and toggles from the user drop-down, remembered', async () => {
    await api.signInAs('editor');
    const first = renderFrame();
    await waitFor(() => expect(screen.getByTestId('user-email')).toHaveTextContent('editor@test.sk'));
    expect(tutorialPanel()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /používateľské menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zobraziť návod' }));
    expect(await screen.findByRole('complementary', { name: 'Návod' })).toBeInTheDocument();
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('true');

    first.unmount();
    renderFrame();
    expect(await screen.findByRole('complementary', { name: 'Návod' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /používateľské menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Skryť návod' }));
    await waitFor(() => expect(tutorialPanel()).toBeNull());
  });

  it("shows the current view's page, lets the reader open a section, and links the help", async () => {
    await api.signInAs('editor');
    localStorage.setItem(TUTORIAL_STORAGE_KEY, 'true');
    renderFrame('#/drafts');
    const panel = await screen.findByRole('complementary', { name: 'Návod' });
    expect(within(panel).getByRole('heading', { name: 'Koncepty' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Tlač štítkov a podanie' }));
    expect(within(panel).getByRole('heading', { name: 'Tlač štítkov a podanie' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Kuriéra objednáte pri typoch ek, epo, ems a epg');
    expect(panel).toHaveTextContent('Pri typoch uz, ems a epg sa štítky netlačia');
    expect(within(panel).getAllByRole('button')).toHaveLength(9); // close + 8 sections

    expectLinks(panel, {
      'Pomocník: šablóny na stiahnutie': '/pomoc/index.html#sablony-na-stiahnutie',
      'Šablóna na import kontaktov (XLS)': '/public/templates/kontatky_sablona.xls',
    });
  });

  it('maps every view to its page', () => {
    expect(tutorialPageFor('/dashboard')).toBe('new_sheet_choose_parcel_type');
    expect(tutorialPageFor('/drafts/12')).toBe('new_sheet_edit');
    expect(tutorialPageFor('/games/7')).toBe('new_sheet_edit');
    expect(tutorialPageFor('/games')).toBe('outbox_parcels');
    expect(tutorialPageFor('/drafts')).toBe('drafts');
    expect(tutorialPageFor('/invoices/3')).toBe('invoices');
    expect(tutorialPageFor('/vouchers')).toBe('vouchers');
    expect(tutorialPageFor('/users')).toBe('users');
    expect(tutorialPageFor('/settings')).toBe('settings');
    expect(tutorialPageFor('/schemas/forms/variant')).toBe('schemas_studio');
    expect(tutorialPageFor('/trash')).toBe('trash');
    expect(tutorialPageFor('/changes')).toBe('changes');
    // without 'edit' the game view has the read-only page (issue 22)
    expect(tutorialPageFor('/games/7', false)).toBe('view_game');
    expect(tutorialPageFor('/drafts/12', false)).toBe('view_game');
    expect(tutorialPageFor('/games', false)).toBe('outbox_parcels');
    // issue 31: without 'edit' the drafts list has the read-only page
    expect(tutorialPageFor('/drafts', false)).toBe('view_drafts');
  });

  it('a viewer on the drafts reads that the list is read-only, not how to edit drafts (issue 31)', async () => {
    await signInFirstTime('viewer');
    renderFrame('#/drafts');
    const panel = await screen.findByRole('complementary', { name: 'Návod' });
    expect(await within(panel).findByRole('heading', { name: 'Prezeranie konceptov' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Zoznam máte len na čítanie');
    expect(panel).not.toHaveTextContent('pokračujete v jeho úprave');
    // the contents' 'Koncepty' opens the same read-only page, from another one too
    await userEvent.click(within(panel).getByRole('button', { name: 'Nastavenia' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Koncepty' }));
    expect(within(panel).getByRole('heading', { name: 'Prezeranie konceptov' })).toBeInTheDocument();
  });

  it('a viewer on a game reads how to browse it, not how to add tasks (issue 22)', async () => {
    await signInFirstTime('viewer');
    renderFrame('#/games/7');
    const panel = await screen.findByRole('complementary', { name: 'Návod' });
    expect(await within(panel).findByRole('heading', { name: 'Prezeranie hry' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('len na čítanie');
    expect(panel).not.toHaveTextContent('Novú úlohu pridáte');
    const contents = within(panel).getByRole('list', { name: 'Obsah návodu' });
    const items = within(contents)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items).not.toContain('Nová hra');
    expect(items).not.toContain('Úprava a odoslanie');
    expect(items).toContain('Koncepty');
  });
});

describe('news panel', () => {
  it('is shown until closed, and the closing is remembered under news.hidden6', async () => {
    await api.signInAs('editor');
    const first = renderFrame();
    const panel = await screen.findByRole('complementary', { name: 'Novinky' });
    expect(within(panel).getByText('Filter Exspirované')).toBeInTheDocument();
    expect(panel).toHaveTextContent('6 mesiacov po ich odoslaní');
    expect(panel).toHaveTextContent('Pripočítať poštovné k dobierke');

    await userEvent.click(within(panel).getByRole('button', { name: 'Zavrieť novinky' }));
    expect(newsPanel()).toBeNull();
    expect(localStorage.getItem(NEWS_HIDDEN_STORAGE_KEY)).toBe('true');

    first.unmount();
    renderFrame();
    const toggle = await screen.findByRole('button', { name: 'Zobraziť novinky' });
    expect(newsPanel()).toBeNull();
    await userEvent.click(toggle);
    expect(await screen.findByRole('complementary', { name: 'Novinky' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skryť novinky' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(NEWS_HIDDEN_STORAGE_KEY)).toBe('false');
  });
});
