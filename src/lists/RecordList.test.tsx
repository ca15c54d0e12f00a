// RecordList against the REAL server in memory (src/test/realServer.ts) with the users resource.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { setupRealApi } from '../test/realApi';
import { renderInAdmin } from '../test/render';
import { FrameStateProvider } from '../layout/frameState';
import { useGlobalSearch } from '../search';
import { RecordList, useRecordListChanges, type RecordListChanges, type RecordListTab } from '.';

const api = setupRealApi({ role: 'admin' });
const listRequests: string[] = [];

beforeAll(async () => {
  // 130 editors: more than one page of 100
  await api.ctx.db.query(
    `INSERT INTO users (email, type, info, search)
     SELECT 'redaktor' || i || '@test.sk', 'editor', jsonb_build_object('name', 'Redaktor ' || i),
            'redaktor ' || i FROM generate_series(1, 130) AS i`,
  );
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/users')) listRequests.push(url.search);
  });
});
afterEach(() => {
  listRequests.length = 0;
});

const TABS: RecordListTab[] = ['player', 'editor', 'administrator'].map((type) => ({
  value: type,
  label: `users.tabs.${type}`,
  emptyMessage: `users.empty.${type}`,
  emptySearchMessage: `users.emptySearch.${type}`,
}));

type Info = { info?: { name?: string } };
const handles: { changes?: RecordListChanges; setSearch?: (s: string) => void } = {};

function Harness({ onSelect }: { onSelect?: (record: RaRecord) => void }) {
  handles.changes = useRecordListChanges();
  handles.setSearch = useGlobalSearch().setSearch;
  return (
    <RecordList<RaRecord & Info>
      resource="users"
      tabs={TABS}
      tabFilter="r"
      label="users.listLabel"
      changes={handles.changes}
      renderItem={(record) => <span>{record.info?.name}</span>}
      onSelect={onSelect}
    />
  );
}

function renderList(onSelect?: (record: RaRecord) => void) {
  return renderInAdmin(
    <FrameStateProvider>
      <Harness onSelect={onSelect} />
    </FrameStateProvider>,
  );
}

const items = () =>
  within(screen.getByRole('list', { name: 'Zoznam používateľov' })).queryAllByRole('listitem');
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('RecordList (platform 2.4)', () => {
  it('loads the first tab with page size 100, the tab as filter r', async () => {
    renderList();
    expect(await screen.findByText('viewer@test.sk')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hráči' })).toHaveAttribute('aria-selected', 'true');
    expect(query(listRequests[0])).toEqual({ po: '0', pl: '100', r: 'player' });
  });

  it('loads pages until a reply has fewer items than the limit', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('viewer@test.sk');
    listRequests.length = 0;
    await user.click(screen.getByRole('tab', { name: 'Editori' }));
    // 131 editors: a full page of 100, then 31 → the end (jsdom has no layout, so all is "near the end")
    await waitFor(() => expect(items()).toHaveLength(131));
    expect(screen.getByText('Redaktor 1')).toBeInTheDocument();
    expect(listRequests.map(query)).toEqual([
      { po: '0', pl: '100', r: 'editor' },
      { po: '100', pl: '100', r: 'editor' },
    ]);
  });

  it('shows the tab’s empty message, and its empty-search message while searching (reload with limit 50)', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('viewer@test.sk');
    await api.ctx.db.query(`UPDATE users SET type = 'editor' WHERE email = 'admin@test.sk'`);
    // A change of type ends the user's sessions (issue 8): sign in again.
    await api.signInAs('admin');
    try {
      await user.click(screen.getByRole('tab', { name: 'Administrátori' }));
      expect(await screen.findByText('Zatiaľ tu nie sú žiadni administrátori.')).toBeInTheDocument();
      listRequests.length = 0;
      act(() => handles.setSearch!('nikto-taky'));
      expect(
        await screen.findByText('Hľadanému výrazu nezodpovedá žiadny administrátor.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Zatiaľ tu nie sú žiadni administrátori.')).not.toBeInTheDocument();
      expect(query(listRequests[0])).toEqual({ po: '0', pl: '50', r: 'administrator', s: 'nikto-taky' });
      await user.click(screen.getByRole('tab', { name: 'Hráči' }));
      expect(await screen.findByText('Hľadanému výrazu nezodpovedá žiadny hráč.')).toBeInTheDocument();
    } finally {
      await api.ctx.db.query(`UPDATE users SET type = 'administrator' WHERE email = 'admin@test.sk'`);
      await api.signInAs('admin');
    }
  });

  it('prepends a created record, replaces and highlights an updated one, removes a removed one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderList();
      await screen.findByText('viewer@test.sk');
      const viewer = items()[0];
      const viewerId = viewer.getAttribute('data-id')!;

      act(() => handles.changes!.saved({ id: 99999, info: { name: 'Nová Hráčka' } }, { created: true }));
      expect(items()[0]).toHaveTextContent('Nová Hráčka');
      expect(items()[1]).toHaveTextContent('viewer@test.sk');

      act(() =>
        handles.changes!.saved({ id: viewerId, info: { name: 'Premenovaný Hráč' } }, { created: false }),
      );
      expect(items()[1]).toHaveTextContent('Premenovaný Hráč');
      expect(screen.queryByText('viewer@test.sk')).not.toBeInTheDocument();
      expect(items()[1]).toHaveAttribute('data-updated', 'true');
      expect(items()[1]).toHaveClass('updated');
      act(() => vi.advanceTimersByTime(4000));
      expect(items()[1]).not.toHaveAttribute('data-updated');

      act(() => handles.changes!.removed({ id: 99999 }));
      await waitFor(() => expect(screen.queryByText('Nová Hráčka')).not.toBeInTheDocument());
      expect(items()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('items are keyboard buttons calling onSelect; reload() clears and loads again', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderList(onSelect);
    await screen.findByText('viewer@test.sk');
    const button = within(items()[0]).getByRole('button');
    button.focus();
    await user.keyboard('{Enter}');
    // the record and its index in the list
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ info: expect.objectContaining({ name: 'viewer@test.sk' }) }),
      0,
    );
    listRequests.length = 0;
    act(() => handles.changes!.reload());
    await waitFor(() => expect(listRequests).toHaveLength(1));
    expect(await screen.findByText('viewer@test.sk')).toBeInTheDocument();
  });
});
