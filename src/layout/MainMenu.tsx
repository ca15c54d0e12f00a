import { Box, Button } from '@mui/material';
import { LinkBase, useLocation, usePermissions, useTranslate } from 'react-admin';
import { hasPermission, type Permission } from '../providers/session';
import { useMenuHighlightValue } from './frameState';
import { useMenuBadges, type MenuKey } from '../search';

interface MenuItemDef {
  key: MenuKey;
  /** Shown only with this permission; the others are shown to every signed-in user. */
  perm?: Permission;
}

// Spec 2.3: only dashboard and invoices need 'edit'; drafts and vouchers are shown to everyone and
// are read-only without 'edit' (the server refuses their writes).
export const MENU_ITEMS: MenuItemDef[] = [
  { key: 'dashboard', perm: 'edit' },
  { key: 'games' },
  { key: 'users' },
  { key: 'drafts' },
  { key: 'invoices', perm: 'edit' },
  { key: 'vouchers' },
];

export function visibleMenuItems(perms: unknown): MenuItemDef[] {
  return MENU_ITEMS.filter((item) => !item.perm || hasPermission(perms, item.perm));
}

export function MainMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { pathname } = useLocation();
  const highlight = useMenuHighlightValue();
  const { counts, found } = useMenuBadges();
  const activeKey = highlight ?? MENU_ITEMS.find((item) => pathname.split('/')[1] === item.key)?.key;

  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.main')}
      // width 0 + grow: the menu takes the room left and never widens the header (it scrolls instead)
      sx={{ display: 'flex', gap: 0.5, flex: '1 1 0px', width: 0, minWidth: 0, overflowX: 'auto' }}
    >
      {visibleMenuItems(permissions).map(({ key }) => {
        const active = key === activeKey;
        const count = counts[key];
        const hits = found[key];
        return (
          <Button
            key={key}
            component={LinkBase}
            to={`/${key}`}
            color="inherit"
            aria-current={active ? 'page' : undefined}
            data-menu={key}
            sx={{
              textTransform: 'none',
              whiteSpace: 'nowrap',
              flexShrink: 0,
              fontWeight: active ? 700 : 400,
              borderBottom: 2,
              borderColor: active ? 'currentColor' : 'transparent',
              borderRadius: 0,
            }}
          >
            {translate(`app.menu.${key}`)}
            {/* one badge per item, inside the button (issue 22): the search hits while searching, else the count */}
            {hits !== undefined ? (
              <MenuBadge
                value={hits}
                color="warning.light"
                label={translate('app.menu.found', { smart_count: hits })}
                kind="found"
              />
            ) : (
              count !== undefined && (
                <MenuBadge
                  value={count}
                  color="secondary.main"
                  label={translate('app.menu.count', { smart_count: count })}
                  kind="count"
                />
              )
            )}
          </Button>
        );
      })}
    </Box>
  );
}

/** A count beside a menu item's label, in the flow of the button (never above the header's edge). */
function MenuBadge(props: { value: number; color: string; label: string; kind: 'count' | 'found' }) {
  return (
    <Box
      component="span"
      aria-label={props.label}
      title={props.label}
      data-badge={props.kind}
      sx={{
        ml: 0.75,
        px: 0.75,
        minWidth: 20,
        height: 20,
        lineHeight: '20px',
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 600,
        textAlign: 'center',
        bgcolor: props.color,
        color: props.kind === 'found' ? 'text.primary' : 'secondary.contrastText',
        flexShrink: 0,
      }}
    >
      {props.value > 999 ? '999+' : props.value}
    </Box>
  );
}
