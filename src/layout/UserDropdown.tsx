import { useState, type MouseEvent } from 'react';
import { Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SettingsIcon from '@mui/icons-material/Settings';
import SchemaIcon from '@mui/icons-material/Schema';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import HistoryIcon from '@mui/icons-material/History';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SchoolIcon from '@mui/icons-material/School';
import HelpIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import { LinkBase, useGetIdentity, useLogout, usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../providers/session';
import { useTutorial, useTutorialFirstVisit } from './frameState';
import { SwitchUserDialog } from './SwitchUserDialog';
import { HELP_URL } from '../tutorial';

export { HELP_URL };

/**
 * The user drop-down (spec 2.3): the signed-in e-mail, and while acting as another user that
 * user's e-mail in brackets on a second line. Items of both readings: settings (edit), the schema
 * studio (schemas), switch user (switch_user), tutorial toggle, help, sign out.
 */
export function UserDropdown() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const logout = useLogout();
  const tutorial = useTutorial();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switchOpen, setSwitchOpen] = useState(false);
  useTutorialFirstVisit(identity?.lastLogin as number | null | undefined, identity !== undefined);

  const close = () => setAnchor(null);
  const euserEmail = identity?.euserEmail as string | null | undefined;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-label={translate('app.frame.userMenu', {
          account: [identity?.email, euserEmail && translate('app.frame.actingAs', { email: euserEmail })]
            .filter(Boolean)
            .join(' '),
        })}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ textTransform: 'none', textAlign: 'right', minWidth: 0 }}
      >
        {/* A long e-mail is cut with an ellipsis rather than pushing the header wider than the window. */}
        <Box
          sx={{ minWidth: 0, maxWidth: { xs: 160, md: 280 }, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          <Typography variant="body2" data-testid="user-email" noWrap>
            {identity?.email as string | undefined}
          </Typography>
          {euserEmail && (
            <Typography variant="caption" component="div" data-testid="euser-email" noWrap>
              {translate('app.frame.actingAs', { email: euserEmail })}
            </Typography>
          )}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {hasPermission(permissions, 'edit') && (
          <MenuItem component={LinkBase} to="/settings" onClick={close}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.frame.settings')}</ListItemText>
          </MenuItem>
        )}
        {hasPermission(permissions, 'edit') && (
          <MenuItem component={LinkBase} to="/trash" onClick={close}>
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('trash.menu')}</ListItemText>
          </MenuItem>
        )}
        {hasPermission(permissions, 'schemas') && (
          <MenuItem component={LinkBase} to="/schemas" onClick={close}>
            <ListItemIcon>
              <SchemaIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('schemasStudio.menu')}</ListItemText>
          </MenuItem>
        )}
        {hasPermission(permissions, 'switch_user') && (
          <MenuItem component={LinkBase} to="/changes" onClick={close}>
            <ListItemIcon>
              <HistoryIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('history.changes.menu')}</ListItemText>
          </MenuItem>
        )}
        {hasPermission(permissions, 'switch_user') && (
          <MenuItem
            onClick={() => {
              close();
              setSwitchOpen(true);
            }}
          >
            <ListItemIcon>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.frame.switchUser')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            tutorial.toggle();
          }}
        >
          <ListItemIcon>
            <SchoolIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            {translate(tutorial.shown ? 'app.frame.tutorialHide' : 'app.frame.tutorialShow')}
          </ListItemText>
        </MenuItem>
        <MenuItem component="a" href={HELP_URL} target="_blank" rel="noopener" onClick={close}>
          <ListItemIcon>
            <HelpIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.frame.help')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.frame.signout')}</ListItemText>
        </MenuItem>
      </Menu>
      <SwitchUserDialog open={switchOpen} onClose={() => setSwitchOpen(false)} />
    </>
  );
}
