import { Badge, Box, Button, Chip } from '@mui/material';
import { LinkBase, useLocation, usePermissions, useTranslate } from 'react-admin';
import { hasPermission, type Permission } from '../providers/session';
import { useMenuBadges, useMenuHighlightValue, type MenuKey } from './frameState';

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
      sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}
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
            <Badge
              badgeContent={count}
              color="secondary"
              max={999}
              invisible={count === undefined}
              slotProps={{
                badge:
                  count === undefined
                    ? {}
                    : { 'aria-label': translate('app.menu.count', { smart_count: count }) },
              }}
              sx={{ '& .MuiBadge-badge': { right: -10 } }}
            >
              {translate(`app.menu.${key}`)}
            </Badge>
            {hits !== undefined && (
              <Chip
                size="small"
                label={hits}
                title={translate('app.menu.found', { smart_count: hits })}
                aria-label={translate('app.menu.found', { smart_count: hits })}
                sx={{ ml: count !== undefined ? 2.5 : 1, height: 18, bgcolor: 'warning.light' }}
              />
            )}
          </Button>
        );
      })}
    </Box>
  );
}
