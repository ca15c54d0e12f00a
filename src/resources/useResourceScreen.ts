import { useCallback, useMemo, useState } from 'react';
import { usePermissions, type RaRecord } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRecordListChanges, type RecordListChanges, type RecordListTab } from '../lists';
import { hasPermission, type Permission } from '../providers/session';
import { useShowCreated } from './useShowCreated';

/** The tabs of a RecordList with the i18n keys `{prefix}.tabs.{v}`, `{prefix}.empty.{v}`, `{prefix}.emptySearch.{v}`. */
export function listTabs(values: readonly string[], prefix: string): RecordListTab[] {
  return values.map((value) => ({
    value,
    label: `${prefix}.tabs.${value}`,
    emptyMessage: `${prefix}.empty.${value}`,
    emptySearchMessage: `${prefix}.emptySearch.${value}`,
  }));
}

/** The dialog a route path asks for: undefined = none, null = a new record ('new'), else the record's id. */
export function dialogIdOf(path: string | undefined): string | null | undefined {
  if (path === 'new') return null;
  return path && /^\d+$/.test(path) ? path : undefined;
}

export type WriteKind = 'created' | 'updated' | 'removed';

export interface ResourceScreenOptions<Tab extends string> {
  /** The react-admin resource and its route: '#/{resource}', '#/{resource}/{id}', '#/{resource}/new'. */
  resource: string;
  /** The tab values (schemas/constants.ts); the first is the default. The route keeps the tab as `?t=`. */
  tabs: readonly Tab[];
  /** The list filter a tab sets (RecordList's tabFilter): 't' (default) or 'r' (users). */
  tabFilter?: string;
  /** The tab a record belongs to. */
  tabOf(record: RaRecord): Tab;
  /** The permission that opens the dialog (default 'edit'); without it a dialog route returns to the list. */
  permission?: Permission | null;
  /** One create may make several records with the next ids (repeat groups): they are all shown. */
  createsMany?: boolean;
  /** After every write the dialog reports (e.g. refresh the menu badges). */
  afterWrite?(kind: WriteKind, record: RaRecord): void;
}

export interface ResourceScreen<Tab extends string> {
  tab: Tab;
  setTab(tab: string): void;
  /** Whether the user may open the dialog (the permission). */
  canEdit: boolean;
  /** Permissions still loading. */
  isPending: boolean;
  /** The dialog of the route: undefined = none, null = a new record, else the id (only with canEdit). */
  dialogId: string | null | undefined;
  /** The route asks for a dialog the user may not open: render `<Navigate to={listPath} replace />`. */
  denied: boolean;
  /** '/{resource}?t={tab}' (or the route's own query when denied). */
  listPath: string;
  changes: RecordListChanges;
  openNew(): void;
  openRecord(record: RaRecord): void;
  /** Closes the dialog, back to the list keeping the current tab. */
  close(): void;
  /** The dialog's onSaved: created → shown (its tab selected), updated → replaced, or gone when it left the tab. */
  onSaved(record: RaRecord, info: { created: boolean }): void;
  /** The dialog's onRemoved (also for a record that left the list otherwise, e.g. a canceled invoice). */
  onRemoved(record: RaRecord): void;
  /** Props for <RecordList>: resource, tabs filter, tab, changes and item selection (with canEdit). */
  listProps: {
    resource: string;
    tabFilter: string;
    tab: Tab;
    onTabChange(tab: string): void;
    changes: RecordListChanges;
    onSelect?(record: RaRecord): void;
  };
}

/**
 * The resource-screen pattern (users, invoices, vouchers…): a RecordList with tabs and the edit
 * dialog bound to the route, '#/{resource}/{id}?t={tab}' or '#/{resource}/new?t={tab}' (the new
 * record gets the tab as its type). Closing returns to '#/{resource}?t={tab}'. Saves and removes
 * flow into the list (RecordListChanges).
 */
export function useResourceScreen<Tab extends string>(
  options: ResourceScreenOptions<Tab>,
): ResourceScreen<Tab> {
  const { resource, tabs, tabFilter = 't', tabOf, createsMany = false, afterWrite } = options;
  const permission = options.permission === undefined ? 'edit' : options.permission;
  const navigate = useNavigate();
  const path = useParams()['*'];
  const [searchParams] = useSearchParams();
  const { permissions, isPending } = usePermissions();
  const canEdit = permission === null || hasPermission(permissions, permission);
  const isTab = useCallback((value: unknown): value is Tab => tabs.some((t) => t === value), [tabs]);
  const [tab, setTabState] = useState<Tab>(() => {
    const t = searchParams.get('t');
    return isTab(t) ? t : tabs[0];
  });
  const setTab = useCallback((value: string) => setTabState(value as Tab), []);
  const changes = useRecordListChanges();
  const showCreated = useShowCreated({ resource, changes, tab, tabFilter, setTab, tabOf });

  const requested = dialogIdOf(path);
  const denied = requested !== undefined && !isPending && !canEdit;
  const dialogId = canEdit ? requested : undefined;
  const search = searchParams.toString();
  const listPath = denied ? `/${resource}${search ? `?${search}` : ''}` : `/${resource}?t=${tab}`;

  const onSaved = useCallback(
    (record: RaRecord, { created }: { created: boolean }) => {
      if (created) {
        const recordTab = tabOf(record);
        if (createsMany || recordTab !== tab) void showCreated(record);
        else changes.created(record);
      } else if (tabOf(record) !== tab) changes.removed(record);
      else changes.updated(record);
      afterWrite?.(created ? 'created' : 'updated', record);
    },
    [tabOf, createsMany, tab, showCreated, changes, afterWrite],
  );
  const onRemoved = useCallback(
    (record: RaRecord) => {
      changes.removed(record);
      afterWrite?.('removed', record);
    },
    [changes, afterWrite],
  );

  return {
    tab,
    setTab,
    canEdit,
    isPending,
    dialogId,
    denied,
    listPath,
    changes,
    openNew: () => navigate(`/${resource}/new?t=${tab}`),
    openRecord: (record) => navigate(`/${resource}/${record.id}?t=${tab}`),
    close: () => navigate(`/${resource}?t=${tab}`),
    onSaved,
    onRemoved,
    listProps: useMemo(
      () => ({
        resource,
        tabFilter,
        tab,
        onTabChange: setTab,
        changes,
        onSelect: canEdit ? (record: RaRecord) => navigate(`/${resource}/${record.id}?t=${tab}`) : undefined,
      }),
      [resource, tabFilter, tab, setTab, changes, canEdit, navigate],
    ),
  };
}
