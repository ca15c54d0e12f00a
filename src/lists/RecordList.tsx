import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Alert,
  Box,
  Collapse,
  Fade,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  Button,
  Paper,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { TransitionGroup } from 'react-transition-group';
import { useInfiniteGetList, useTranslate, type RaRecord } from 'react-admin';
import { useGlobalSearch } from '../search';
import {
  ITEM_FADE_MS,
  ITEM_SLIDE_MS,
  LIST_ANIMATION_MS,
  LIST_FADE_IN_MS,
  PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SPINNER_DELAY_MS,
  UPDATED_HIGHLIGHT_MS,
} from './constants';
import type { ListChange, RecordListChanges } from './listChanges';
import { applyChange, emptyOverlay, visibleItems } from './overlay';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

export interface RecordListTab {
  /** The filter value sent for this tab (e.g. r=player). */
  value: string;
  /** i18n key of the tab label. */
  label: string;
  /** i18n key shown when the tab has no records. */
  emptyMessage: string;
  /** i18n key shown when the global search finds nothing in this tab. */
  emptySearchMessage: string;
  /** i18n key of the tab's tooltip (which records it lists), when it has one. */
  hint?: string;
}

export interface RecordListProps<R extends RaRecord = RaRecord> {
  /** The react-admin resource (GET {resource}?po&pl&s&…). */
  resource: string;
  /** Tabs bound to the `tabFilter` list filter; without tabs give emptyMessage/emptySearchMessage. */
  tabs?: RecordListTab[];
  /** The filter a tab sets: 'r' (users) or 't' (invoices, vouchers…). */
  tabFilter?: string;
  /** Controlled tab (a tab's value); without it the list keeps its own, starting at the first tab. */
  tab?: string;
  onTabChange?(tab: string): void;
  /** Fixed filters sent with every load. */
  filter?: Record<string, unknown>;
  emptyMessage?: string;
  emptySearchMessage?: string;
  /** The content of one item (the list wraps it in a button when onSelect is given). */
  renderItem(record: R): ReactNode;
  /** Selecting an item (click, Enter, Space) with its index in the list; without it items are view only. */
  onSelect?(record: R, index: number): void;
  /** Buttons right of the tabs (new, import…). */
  actions?: ReactNode;
  /** Connects an edit dialog's onSaved/onRemoved (useRecordListChanges). */
  changes?: RecordListChanges;
  /** Accessible name of the list (i18n key). */
  label?: string;
  /**
   * With a search: how many records it finds in each tab (by the tab's value). When the current tab
   * shows none, the empty message says where they are and offers those tabs ('2 hry v Prebiehajúce').
   */
  searchCounts?: Partial<Record<string, number>>;
  /** i18n key of one such offer, with smart_count and tab (default: '%{smart_count} v %{tab}'). */
  searchCountLabel?: string;
}

let mountCounter = 0;

/** What the current load is: which tab and search it belongs to, its limit and whether it animates. */
interface LoadKey {
  tab: string | undefined;
  search: string;
  load: number;
  limit: number;
  animate: boolean;
}

function useDelayed(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return setShown(false);
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && shown;
}

/** Ids highlighted as 'updated' for UPDATED_HIGHLIGHT_MS after each update. */
function useUpdatedHighlight() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  const highlight = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    setIds((prev) => new Set(prev).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setIds((prev) => {
          const next = new Set(prev);
          next.delete(id);
          return next;
        });
      }, UPDATED_HIGHLIGHT_MS),
    );
  }, []);
  return { ids, highlight };
}

/**
 * THE list of the staff screens (platform 2.4): tabs bound to a filter, infinite loading on scroll,
 * per-tab empty and empty-search messages, animations, and local created/updated/removed changes.
 */
export function RecordList<R extends RaRecord = RaRecord>(props: RecordListProps<R>) {
  const { resource, tabs, tabFilter = 't', renderItem, onSelect, actions, changes } = props;
  const translate = useTranslate();
  const { search } = useGlobalSearch();
  const [ownTab, setOwnTab] = useState(tabs?.[0]?.value);
  const tab = props.tab ?? ownTab;
  const currentTab = tabs?.find((t) => t.value === tab);

  // Whenever the list is shown it loads afresh: the mount id keeps its queries apart from any earlier showing.
  const [mountId] = useState(() => ++mountCounter);
  const [loadKey, setLoadKey] = useState<LoadKey>({ tab, search, load: 0, limit: PAGE_SIZE, animate: true });
  if (loadKey.tab !== tab || loadKey.search !== search) {
    const bySearch = loadKey.tab === tab;
    setLoadKey({
      tab,
      search,
      load: loadKey.load + 1,
      limit: bySearch ? SEARCH_PAGE_SIZE : PAGE_SIZE,
      animate: !bySearch,
    });
  }

  const [overlayState, dispatch] = useReducer(
    (
      state: { load: number; overlay: ReturnType<typeof emptyOverlay> },
      action: ListChange & { load: number },
    ) =>
      action.load !== state.load
        ? { load: action.load, overlay: applyChange(emptyOverlay(), action) }
        : { load: state.load, overlay: applyChange(state.overlay, action) },
    { load: 0, overlay: emptyOverlay() },
  );
  const overlay = overlayState.load === loadKey.load ? overlayState.overlay : emptyOverlay();
  const { ids: highlighted, highlight } = useUpdatedHighlight();

  const latestLoad = useRef(loadKey.load);
  latestLoad.current = loadKey.load;
  useEffect(() => {
    if (!changes) return;
    return changes.subscribe((change) => {
      if (change.kind === 'reload') {
        setLoadKey((k) => ({ ...k, load: k.load + 1, limit: PAGE_SIZE, animate: true }));
        return;
      }
      dispatch({ ...change, load: latestLoad.current });
      if (change.kind === 'updated') highlight(String(change.record.id));
    });
  }, [changes, highlight]);

  const filter = { ...props.filter, ...(tabs && tab !== undefined ? { [tabFilter]: tab } : {}), s: search };
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteGetList<R>(
    resource,
    {
      pagination: { page: 1, perPage: loadKey.limit },
      filter,
      meta: { listLoad: `${mountId}.${loadKey.load}` },
    },
    { gcTime: 0, refetchOnWindowFocus: false },
  );
  const loaded = data?.pages.flatMap((page) => page.data) ?? [];
  const items = visibleItems(loaded, overlay) as R[];

  const listRef = useRef<HTMLDivElement>(null);
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isPending && !error;
  useLoadMoreOnScroll(listRef, canLoadMore, () => void fetchNextPage(), data?.pages.length);
  const spinner = useDelayed(isPending || isFetchingNextPage, SPINNER_DELAY_MS);

  const emptyKey = search
    ? (currentTab?.emptySearchMessage ?? props.emptySearchMessage)
    : (currentTab?.emptyMessage ?? props.emptyMessage);
  const changeTab = (value: string) => {
    setOwnTab(value);
    props.onTabChange?.(value);
  };
  // the tabs where the search finds what this one does not
  const elsewhere =
    search && props.searchCounts
      ? (tabs ?? []).filter((t) => t.value !== tab && (props.searchCounts?.[t.value] ?? 0) > 0)
      : [];

  return (
    <Box>
      {(tabs || actions) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            borderBottom: 1,
            borderColor: 'divider',
            mb: 1,
          }}
        >
          {tabs && (
            <Tabs
              value={tab ?? false}
              onChange={(_e, value: string) => changeTab(value)}
              sx={{ flexGrow: 1 }}
            >
              {tabs.map((t) => (
                <Tab
                  key={t.value}
                  value={t.value}
                  label={translate(t.label)}
                  title={t.hint ? translate(t.hint) : undefined}
                />
              ))}
            </Tabs>
          )}
          {!tabs && <Box sx={{ flexGrow: 1 }} />}
          {actions && <Box sx={{ display: 'flex', gap: 1, py: 1 }}>{actions}</Box>}
        </Box>
      )}
      <Box sx={{ height: 4 }}>
        {spinner && <LinearProgress aria-label={translate('staff.list.loading')} />}
      </Box>
      {error ? (
        <Alert severity="error">{translate('staff.list.loadFailed')}</Alert>
      ) : (
        <Fade
          key={`${mountId}.${loadKey.load}`}
          in
          appear={loadKey.animate}
          timeout={loadKey.animate ? LIST_FADE_IN_MS : 0}
        >
          <Paper variant="outlined" sx={{ display: isPending ? 'none' : undefined }}>
            {!isPending && items.length === 0 && emptyKey && (
              <Typography sx={{ p: 2 }} color="text.secondary" role="status">
                {translate(emptyKey)}
                {elsewhere.length > 0 && ` ${translate('staff.list.foundElsewhere')}`}
              </Typography>
            )}
            {!isPending && items.length === 0 && elsewhere.length > 0 && (
              <Box sx={{ px: 2, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {elsewhere.map((t) => (
                  <Button key={t.value} variant="outlined" size="small" onClick={() => changeTab(t.value)}>
                    {translate(props.searchCountLabel ?? 'staff.list.foundIn', {
                      smart_count: props.searchCounts?.[t.value] ?? 0,
                      tab: translate(t.label),
                    })}
                  </Button>
                ))}
              </Box>
            )}
            <List
              ref={listRef}
              component="div"
              role="list"
              disablePadding
              aria-label={props.label ? translate(props.label) : undefined}
            >
              <TransitionGroup component={null}>
                {items.map((record, index) => {
                  const id = String(record.id);
                  const updated = highlighted.has(id);
                  return (
                    <ItemTransition key={id} enter={overlay.entering.has(id)}>
                      <ListItem
                        component="div"
                        role="listitem"
                        disablePadding
                        divider
                        data-id={id}
                        data-updated={updated ? 'true' : undefined}
                        className={updated ? 'updated' : undefined}
                        sx={{
                          transition: (theme) =>
                            theme.transitions.create('background-color', { duration: LIST_ANIMATION_MS }),
                          bgcolor: updated ? 'action.selected' : undefined,
                        }}
                      >
                        {onSelect ? (
                          <ListItemButton onClick={() => onSelect(record, index)}>
                            {renderItem(record)}
                          </ListItemButton>
                        ) : (
                          <Box sx={{ px: 2, py: 1, width: '100%' }}>{renderItem(record)}</Box>
                        )}
                      </ListItem>
                    </ItemTransition>
                  );
                })}
              </TransitionGroup>
            </List>
          </Paper>
        </Fade>
      )}
    </Box>
  );
}

/** Item show/hide: a 200 ms slide and a 300 ms fade (TransitionGroup passes `in` and `onExited`). */
function ItemTransition({
  children,
  in: inProp,
  enter,
  onExited,
}: {
  children: ReactElement;
  in?: boolean;
  enter?: boolean;
  onExited?: () => void;
}) {
  return (
    <Collapse in={inProp} enter={enter} timeout={ITEM_SLIDE_MS} onExited={onExited}>
      <Fade in={inProp} enter={enter} timeout={ITEM_FADE_MS}>
        {children}
      </Fade>
    </Collapse>
  );
}
