// #/games (games 2.1, 2.5): the one screen every signed-in user can use. Tabs active / finished /
// ongoing, the author, layout and date filters (all kept in the route: #/games?t=&a=&l=&d=), and two
// kinds of item: game items (GET games…) going to #/games/{id}, or level items (GET parcels…) when
// a layout is chosen or the search matches only levels, opening the level/parcel detail.
import { useEffect, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RecordList, type RecordListTab } from '../../lists';
import { listTabs } from '../../resources';
import { useGlobalSearch } from '../../search';
import type { AppDataProvider } from '../../providers/dataProvider';
import { encodeRange } from '../../dateRange';
import { gamesExist } from '../api';
import { GameItem, type GameListRecord } from './GameItem';
import { LevelItem, type LevelListRecord } from './LevelItem';
import { GamesFilters } from './GamesFilters';
import { LevelItemDialog, type LevelItemQuery } from './openLevelItem';
import {
  GAMES_TABS,
  gamesFilter,
  onlyLevelsMatch,
  PARCEL_STATUS,
  parcelsFilter,
  readState,
  writeState,
  type GamesListState,
  type GamesTab,
} from './query';

// each tab's tooltip says which games it lists, in the states' labels (issue 31, docs/game-authoring.md)
const GAME_TABS = listTabs(GAMES_TABS, 'gamesList').map((tab) => ({
  ...tab,
  hint: `gamesList.tabHints.${tab.value}`,
}));
const LEVEL_TABS: RecordListTab[] = GAMES_TABS.map((value) => ({
  value,
  label: `gamesList.tabs.${value}`,
  hint: `gamesList.tabHints.${value}`,
  emptyMessage: `gamesList.levelsEmpty.${value}`,
  emptySearchMessage: `gamesList.levelsEmptySearch.${value}`,
}));

/**
 * With a search and no layout: whether only levels match it (GET games/exists?s&d). While a new
 * search is being asked about, the previous answer stands, so the shown list stays and reloads with
 * the search's limit 50 instead of being replaced.
 */
function useOnlyLevels(search: string, date: string | undefined, layout: string): boolean {
  const dataProvider = useDataProvider<AppDataProvider>();
  const asked = !!search && !layout;
  const key = `${search}|${date ?? ''}`;
  const [answer, setAnswer] = useState<{ key: string; onlyLevels: boolean } | null>(null);
  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    const query: Record<string, string> = { s: search };
    if (date) query.d = date;
    gamesExist(dataProvider, query, controller.signal)
      .then((reply) => setAnswer({ key, onlyLevels: onlyLevelsMatch(reply) }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, onlyLevels: false });
      });
    return () => controller.abort();
  }, [asked, dataProvider, date, key, search]);
  if (!asked) return false;
  return answer?.onlyLevels ?? false;
}

/**
 * With a search: how many games (GET games/count) or levels (GET parcels/count, statuses read as
 * tabs) it finds in each tab under the other filters, for the empty tab's pointer to the others.
 */
function useSearchCounts(
  search: string,
  levelItems: boolean,
  state: GamesListState,
): Partial<Record<GamesTab, number>> | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const levelFilter: Record<string, string> = { ...parcelsFilter(state) };
  delete levelFilter.f;
  const path = levelItems ? 'parcels/count' : 'games/count';
  const query = JSON.stringify({ ...(levelItems ? levelFilter : gamesFilter(state)), s: search });
  const key = `${path}?${query}`;
  const [answer, setAnswer] = useState<{ key: string; counts: Partial<Record<GamesTab, number>> }>();
  useEffect(() => {
    if (!search) return;
    const controller = new AbortController();
    dataProvider
      .call('GET', path, undefined, {
        signal: controller.signal,
        query: JSON.parse(query) as Record<string, string>,
      })
      .then((reply) => {
        const counts = (reply.counts ?? {}) as Record<string, unknown>;
        const status = (tab: GamesTab) => (path === 'parcels/count' ? PARCEL_STATUS[tab] : tab);
        setAnswer({
          key: `${path}?${query}`,
          counts: Object.fromEntries(GAMES_TABS.map((tab) => [tab, Number(counts[status(tab)]) || 0])),
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [dataProvider, path, query, search]);
  return search && answer?.key === key ? answer.counts : undefined;
}

export function GamesList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const { search } = useGlobalSearch();
  const date = state.date ? encodeRange(state.date) : undefined;
  const onlyLevels = useOnlyLevels(search, date, state.layout);
  const levelItems = !!state.layout || onlyLevels;
  const [opened, setOpened] = useState<{ item: LevelListRecord; index: number } | null>(null);
  const searchCounts = useSearchCounts(search, levelItems, state);

  const update = (change: Partial<GamesListState>) =>
    setParams(writeState({ ...state, ...change }), { replace: true });

  const parcelsQuery: LevelItemQuery = { ...parcelsFilter(state), ...(search ? { s: search } : {}) };

  return (
    <>
      <Title title="gamesList.title" />
      <GamesFilters
        author={state.author}
        layout={state.layout}
        date={state.date}
        onAuthor={(author) => update({ author })}
        onLayout={(layout) => update({ layout })}
        onDate={(range) => update({ date: range })}
      />
      {levelItems ? (
        <RecordList<LevelListRecord>
          key="levels"
          resource="parcels"
          tabs={LEVEL_TABS}
          // the tab travels as the status `f` of parcelsFilter, not as a key of its own
          tabFilter="tab"
          tab={state.tab}
          onTabChange={(tab) => update({ tab: tab as GamesTab })}
          filter={parcelsFilter(state)}
          label="gamesList.levelsLabel"
          searchCounts={searchCounts}
          searchCountLabel="gamesList.foundLevels"
          renderItem={(record) => <LevelItem record={record} />}
          onSelect={(item, index) => setOpened({ item, index })}
        />
      ) : (
        <RecordList<GameListRecord>
          key="games"
          resource="games"
          tabs={GAME_TABS}
          tab={state.tab}
          onTabChange={(tab) => update({ tab: tab as GamesTab })}
          filter={gamesFilter(state)}
          label="gamesList.label"
          searchCounts={searchCounts}
          searchCountLabel="gamesList.foundGames"
          renderItem={(record) => <GameItem record={record} />}
          onSelect={(record) => navigate(`/games/${record.id}`)}
        />
      )}
      {opened && (
        <LevelItemDialog
          item={opened.item}
          index={opened.index}
          query={parcelsQuery}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
