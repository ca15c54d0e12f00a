// The game edit view (games 2.4, 4.2, 8) at #/drafts/{id} and #/games/{id}: title and subtitle, the
// level filter sub-menu with counts, the properties panel, the levels as tiles with a '+' tile, the
// buttons with their visibility rules and the save / remove / leave / save-as-draft dialogs. The
// level modal is route-bound: #/{drafts|games}/{id}/levels/{levelId|new}. Without 'edit' the same
// view is read-only. 'Zoznam' / 'Mapa' switches the levels grid and the game's map (?v=map): the
// levels' positions, the route and its lengths; 'Exportovať trasu' downloads it as GPX or GeoJSON.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  ButtonBase,
  Card,
  Chip,
  Grow,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useDataProvider, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { defaultView, hasPermission } from '../providers/session';
import { ConfirmDialog } from '../forms';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../dialogs';
import { CourierAction } from '../courier';
import { useGameEditHighlight } from '../layout/frameState';
import { useGlobalSearch, useMenuBadges } from '../search';
import { ReadOnlyNote } from '../layout';
import { useLoadMoreOnScroll } from '../lists';
import { SheetTransferActions } from './imports';
import { GameDialog, VariantDialog } from './GameDialogs';
import { levelsResource } from '../levels';
import { destroyDraft, saveDraft } from './api';
import { LevelDialogSlot } from './levelDialogSlot';
import { leaveGuard, useLeaveGuard } from '../leaveGuard';
import { SheetProperties } from './SheetProperties';
import { SubmitFlow } from './submit';
import {
  codelistLabel,
  filterCount,
  isLevelFilter,
  isProduction,
  isSaved,
  levelNumber,
  levelTitle,
  LEVEL_FILTERS,
  type Level,
  type LevelFilter,
  type Sheet,
} from './sheet';
import { useLevels, useSearchedLevelCounts } from './useLevels';
import { REMOVE_CONFIRM, removeOffer } from './removeRule';
import { GameActions } from './labels';
import { TestPlayDialog } from '../preview';
import { GameMapPanel, RouteExportButton } from './map';

/** Animation of the levels list (games 2.4, 9). */
export const LEVEL_LIST_ANIMATION_MS = 300;

export type GameArea = 'drafts' | 'games';

export interface GameEditViewProps {
  area: GameArea;
  id: string;
  /** The rest of the route after the id: '' or 'levels/{levelId|new}'. */
  rest?: string;
}

/** The level the route asks for: undefined = none. */
export function levelRouteOf(rest: string | undefined): number | 'new' | undefined {
  const match = /^levels\/(new|\d+)\/?$/.exec(rest ?? '');
  if (!match) return undefined;
  return match[1] === 'new' ? 'new' : Number(match[1]);
}

type DialogName = 'variant' | 'game' | 'save' | 'remove' | 'saveAsDraft' | 'submit' | 'testPlay';

/** The levels as the grid of tiles or on the game's map (?v=map). */
export type LevelsView = 'grid' | 'map';

/** The view's query: the level filter (?f=, not 'all') and the map view (?v=map). */
export function levelsQuery(filter: LevelFilter, view: LevelsView): string {
  const params = [...(filter === 'all' ? [] : [`f=${filter}`]), ...(view === 'map' ? ['v=map'] : [])];
  return params.length ? `?${params.join('&')}` : '';
}

export function GameEditView({ area, id, rest }: GameEditViewProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions, isPending: permsPending } = usePermissions();
  const canEdit = hasPermission(permissions, 'edit');
  const readOnly = !canEdit;
  const { search } = useGlobalSearch();
  const { refreshCounts } = useMenuBadges();
  const [searchParams] = useSearchParams();
  const filterParam = searchParams.get('f');
  const filter: LevelFilter = isLevelFilter(filterParam) ? filterParam : 'all';
  const view: LevelsView = searchParams.get('v') === 'map' ? 'map' : 'grid';
  // the route is read again after a level or the variant was saved (the dialogs close)
  const [mapVersion, setMapVersion] = useState(0);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [busy, setBusy] = useState(false);
  const route = `/${area}/${id}`;
  const levelRoute = levelRouteOf(rest);
  const query = levelsQuery(filter, view);

  // A failed load goes to the default view (games 8).
  const fail = useCallback(() => {
    leaveGuard.set(null);
    notify('games.gameEdit.loadFailed', { type: 'error' });
    navigate(defaultView(permissions), { replace: true });
  }, [navigate, notify, permissions]);
  const failRef = useRef(fail);
  failRef.current = fail;

  // The sheet and its levels come from react-admin's cache: the level dialog's writes update them there.
  const queryClient = useQueryClient();
  const sheetQuery = useGetOne<Sheet>(area, { id }, { retry: false, gcTime: 0, refetchOnWindowFocus: false });
  const sheet = sheetQuery.data ?? null;
  const sheetError = sheetQuery.error;
  useEffect(() => {
    if (sheetError) failRef.current();
  }, [sheetError]);
  const { refetch: refetchSheet } = sheetQuery;
  const loadSheet = useCallback(() => void refetchSheet(), [refetchSheet]);
  /** A changed sheet the server sent back, shown without another read. */
  const setSheet = (next: Partial<Sheet>) =>
    queryClient.setQueryData<Sheet>([area, 'getOne', { id: String(id) }], (prev) =>
      prev ? { ...prev, ...next } : prev,
    );

  // Editors read and write the levels under drafts/{id}; a viewer reads games/{id} (games 7.2).
  const levelsOf = levelsResource(readOnly ? 'games' : 'drafts', id);
  const levels = useLevels(levelsOf, {
    filter,
    search,
    enabled: !permsPending,
    onFailed: fail,
  });
  // under a search the tabs count what it finds ('Všetky (0)' above 'nezodpovedá žiadna úloha')
  const searchedCounts = useSearchedLevelCounts(
    levelsOf,
    search,
    !permsPending,
    JSON.stringify([sheet?.counts, sheet?.updatedAt]),
  );
  const countOf = (f: LevelFilter) =>
    search ? (searchedCounts?.[f] ?? (sheet ? filterCount(sheet, f) : 0)) : sheet ? filterCount(sheet, f) : 0;
  const listRef = useRef<HTMLDivElement>(null);
  useLoadMoreOnScroll(listRef, levels.hasMore && !levels.loading, levels.loadMore, levels.version);

  const saved = sheet ? isSaved(sheet) : area === 'games';
  useGameEditHighlight(saved);
  const total = sheet ? filterCount(sheet, 'all') : 0;
  useLeaveGuard(
    area === 'drafts' && canEdit && sheet && !saved && total >= 1
      ? {
          id,
          name: sheet.gameName ?? '',
          save: () => saveDraft(dataProvider, id),
          destroy: () => destroyDraft(dataProvider, id),
        }
      : null,
  );

  const refresh = () => {
    loadSheet();
    levels.reload();
    setMapVersion((n) => n + 1);
  };

  const setFilter = (next: LevelFilter) =>
    navigate({ pathname: route, search: levelsQuery(next, 'grid') }, { replace: true });

  const setView = (next: LevelsView) =>
    navigate({ pathname: route, search: levelsQuery(filter, next) }, { replace: true });

  const openLevel = (levelId: number | string | 'new') => navigate(`${route}/levels/${levelId}${query}`);

  const onLevelClose = () => {
    setMapVersion((n) => n + 1);
    navigate(`${route}${query}`);
  };

  /** Leaves the view on purpose: nothing left to ask about. */
  const leave = (to: string) => {
    leaveGuard.set(null);
    navigate(to);
  };

  const runAction = async (action: 'save' | 'destroy', after: 'stay' | string) => {
    setBusy(true);
    try {
      if (action === 'save') await saveDraft(dataProvider, id);
      else await destroyDraft(dataProvider, id);
      const removed = sheet ? `${REMOVE_CONFIRM[removeOffer(sheet) ?? 'game']}.done` : '';
      notify(action === 'save' ? 'games.gameEdit.saveConfirm.done' : removed, { type: 'info' });
      refreshCounts();
      setDialog(null);
      if (after === 'stay') loadSheet();
      else leave(after);
    } catch {
      // a failed save or destroy goes to the default view (games 8)
      notify('games.gameEdit.actionFailed', { type: 'error' });
      setDialog(null);
      leave(defaultView(permissions));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (canEdit && sheet && !saved && !isProduction(sheet)) setDialog('saveAsDraft');
    else leave(area === 'drafts' && canEdit ? '/drafts' : '/games');
  };

  const visibleFilters = useMemo(
    () =>
      LEVEL_FILTERS.filter(
        (f) => f !== 'invalid' || filter === 'invalid' || (sheet ? filterCount(sheet, 'invalid') > 0 : false),
      ),
    [filter, sheet],
  );

  if (!sheet || permsPending) {
    return <Title title="games.gameEdit.levelsLabel" />;
  }

  const filterName = translate(`games.gameEdit.filters.${filter}`);
  const count = countOf(filter);
  const name = sheet.gameName ?? '';

  return (
    <Box
      sx={{ mt: 1 }}
      data-testid="game-edit-view"
      data-saved={String(saved)}
      data-readonly={String(readOnly)}
    >
      <Title title={name || translate('games.gameEdit.untitledGame')} />
      <Typography variant="subtitle1" color="text.secondary" data-testid="game-subtitle" sx={{ mb: 1 }}>
        {sheet.variantNameExtended ?? sheet.variantName}
      </Typography>

      {!readOnly && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
          role="toolbar"
          aria-label={translate('games.gameEdit.buttons.actions')}
        >
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openLevel('new')}>
            {translate('games.gameEdit.buttons.newLevel')}
          </Button>
          <Button onClick={() => setDialog('variant')}>
            {translate('games.gameEdit.buttons.editVariant')}
          </Button>
          <Button onClick={() => setDialog('game')}>{translate('games.gameEdit.buttons.editGame')}</Button>
          {!saved && (
            <Button color="primary" variant="outlined" onClick={() => setDialog('save')} disabled={busy}>
              {translate('games.gameEdit.buttons.save')}
            </Button>
          )}
          {removeOffer(sheet) && (
            <Button color="error" onClick={() => setDialog('remove')} disabled={busy}>
              {translate('games.gameEdit.buttons.remove')}
            </Button>
          )}
          {!isProduction(sheet) && (
            <Button color="success" variant="outlined" onClick={() => setDialog('submit')}>
              {translate('games.gameEdit.buttons.submit')}
            </Button>
          )}
          <Button onClick={() => setDialog('testPlay')}>{translate('testPlay.button')}</Button>
          <SheetTransferActions sheet={sheet} onImported={refresh} />
          <RouteExportButton area={area} sheetId={id} />
          <GameActions sheet={sheet} />
          <Button onClick={cancel} disabled={busy}>
            {translate('games.gameEdit.buttons.cancel')}
          </Button>
          <CourierAction sheet={sheet} onOrdered={loadSheet} />
        </Stack>
      )}
      {readOnly && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button onClick={cancel}>{translate('games.gameEdit.buttons.cancel')}</Button>
          <Button onClick={() => setDialog('testPlay')}>{translate('testPlay.button')}</Button>
          <RouteExportButton area={area} sheetId={id} />
          <ReadOnlyNote what="game" />
        </Stack>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: 2 }}>
        <SheetProperties sheet={sheet} />
        <Box sx={{ minWidth: 0 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_e, next: LevelsView | null) => next && setView(next)}
            aria-label={translate('gameMap.view.label')}
            sx={{ mb: 1 }}
          >
            <ToggleButton value="grid" data-testid="levels-view-grid">
              {translate('gameMap.view.grid')}
            </ToggleButton>
            <ToggleButton value="map" data-testid="levels-view-map">
              {translate('gameMap.view.map')}
            </ToggleButton>
          </ToggleButtonGroup>
          {view === 'map' ? (
            <GameMapPanel area={area} sheetId={id} version={mapVersion} onOpenLevel={openLevel} />
          ) : (
            <>
              <Tabs
                value={filter}
                onChange={(_e, value: LevelFilter) => setFilter(value)}
                aria-label={translate('games.gameEdit.filters.label')}
                variant="scrollable"
                sx={{ mb: 1 }}
              >
                {visibleFilters.map((f) => (
                  <Tab
                    key={f}
                    value={f}
                    data-filter={f}
                    label={`${translate(`games.gameEdit.filters.${f}`)} (${countOf(f)})`}
                  />
                ))}
              </Tabs>
              <Typography variant="h6" component="h2" data-testid="levels-title" sx={{ mb: 1 }}>
                {count > 0 ? translate('games.gameEdit.listTitle', { name: filterName, count }) : filterName}
              </Typography>
              <Box
                ref={listRef}
                role="list"
                aria-label={translate('games.gameEdit.levelsLabel')}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                  gap: 1.5,
                }}
              >
                {levels.levels.map((level) => (
                  <LevelTile key={level.id} level={level} onOpen={() => openLevel(level.id)} />
                ))}
                {!readOnly && (
                  <Grow in appear timeout={LEVEL_LIST_ANIMATION_MS}>
                    <Card variant="outlined" role="listitem" sx={{ borderStyle: 'dashed' }}>
                      <ButtonBase
                        onClick={() => openLevel('new')}
                        aria-label={translate('games.gameEdit.newLevelTile')}
                        data-testid="level-tile-new"
                        sx={{ width: '100%', minHeight: 96, display: 'flex', flexDirection: 'column' }}
                      >
                        <AddIcon fontSize="large" />
                      </ButtonBase>
                    </Card>
                  </Grow>
                )}
              </Box>
              {!levels.loading && levels.levels.length === 0 && (
                <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="levels-empty">
                  {translate(search ? 'games.gameEdit.emptySearch' : 'games.gameEdit.emptyLevels')}
                </Typography>
              )}
            </>
          )}
        </Box>
      </Box>

      {levelRoute !== undefined && (
        <LevelDialogSlot
          sheetId={id}
          levelId={levelRoute}
          sheet={sheet}
          filter={filter}
          search={search}
          readOnly={readOnly}
          onNavigate={(levelId) => navigate(`${route}/levels/${levelId}${query}`, { replace: true })}
          onClose={onLevelClose}
        />
      )}
      {dialog === 'variant' && (
        <VariantDialog
          sheet={sheet}
          readOnly={readOnly}
          onSheetChanged={(next) => (next ? setSheet(next) : loadSheet())}
          onDone={refresh}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'testPlay' && (
        <TestPlayDialog
          sheetId={id}
          area={readOnly ? 'games' : 'drafts'}
          name={name || translate('games.gameEdit.untitledGame')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'game' && (
        <GameDialog sheet={sheet} readOnly={readOnly} onDone={refresh} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog === 'save'}
        title="games.gameEdit.saveConfirm.title"
        content="games.gameEdit.saveConfirm.content"
        translateOptions={{ name }}
        loading={busy}
        onConfirm={() => void runAction('save', 'stay')}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        destructive
        title={`${REMOVE_CONFIRM[removeOffer(sheet) ?? 'game']}.title`}
        content={`${REMOVE_CONFIRM[removeOffer(sheet) ?? 'game']}.content`}
        translateOptions={{ name, variant: sheet.variantNameExtended ?? sheet.variantName ?? '' }}
        loading={busy}
        // issue 31: a removed draft lands on the drafts list it came from; a registered game on the games
        onConfirm={() => void runAction('destroy', area === 'drafts' ? '/drafts' : '/games')}
        onClose={() => setDialog(null)}
      />
      <ModalDialog
        open={dialog === 'saveAsDraft'}
        onClose={() => setDialog(null)}
        closable={!busy}
        aria-labelledby="save-as-draft-title"
      >
        <DialogTitle id="save-as-draft-title">{translate('games.gameEdit.saveAsDraft.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('games.gameEdit.saveAsDraft.content', {
              name: sheet.variantNameExtended ?? sheet.variantName ?? name,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" disabled={busy} onClick={() => void runAction('destroy', '/drafts')}>
            {translate('games.gameEdit.saveAsDraft.discard')}
          </Button>
          <Button disabled={busy} onClick={() => setDialog(null)}>
            {translate('games.gameEdit.saveAsDraft.cancel')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void runAction('save', '/drafts')}>
            {translate('games.gameEdit.saveAsDraft.save')}
          </Button>
        </DialogActions>
      </ModalDialog>
      {dialog === 'submit' && (
        <SubmitFlow
          sheet={sheet}
          onClose={({ ok, failed, blocked, fix }) => {
            setDialog(null);
            if (fix) {
              // issue 22: the blocker's button opens the dialog that fixes it
              setDialog(fix);
            } else if (blocked === 'invalidLevelsDlg') {
              // games 2.4: 'Rozumiem' shows the invalid levels
              setFilter('invalid');
              refresh();
            } else if (ok) {
              // games 4.3: the drafts badge refreshes and the game opens among games
              refreshCounts();
              if (area === 'games') refresh();
              else leave(`/games/${id}`);
            } else if (failed) {
              setFilter('invalid');
              refresh();
            }
          }}
        />
      )}
    </Box>
  );
}

function LevelTile({ level, onOpen }: { level: Level; onOpen(): void }) {
  const translate = useTranslate();
  const number = levelNumber(level);
  const title = levelTitle(level) ?? translate('games.gameEdit.level.untitled');
  const invalid = level.valid === false;
  const active = (level.info?.active as { val?: unknown } | boolean | undefined) ?? undefined;
  const testing = active === false || (typeof active === 'object' && active?.val === false);
  return (
    <Grow in appear timeout={LEVEL_LIST_ANIMATION_MS}>
      <Card
        variant="outlined"
        role="listitem"
        data-id={level.id}
        data-testid="level-tile"
        sx={{ borderColor: invalid ? 'error.main' : undefined }}
      >
        <ButtonBase
          onClick={onOpen}
          sx={{
            width: '100%',
            minHeight: 96,
            p: 1.5,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            textAlign: 'left',
            gap: 0.5,
          }}
        >
          {number && (
            <Typography variant="caption" color="text.secondary" data-testid="level-number">
              {translate('games.gameEdit.level.number', { number })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="level-title">
            {title}
          </Typography>
          {level.layout && (
            <Typography variant="caption" color="text.secondary">
              {codelistLabel('layout', level.layout)}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {invalid && <Chip size="small" color="error" label={translate('games.gameEdit.level.invalid')} />}
            {testing && <Chip size="small" label={translate('games.gameEdit.level.testing')} />}
          </Box>
        </ButtonBase>
      </Card>
    </Grow>
  );
}
