import { AppBar, Box, IconButton, Link, Toolbar, Typography } from '@mui/material';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { LinkBase, usePermissions, useTranslate } from 'react-admin';
import { version } from '../../package.json';
import { defaultView } from '../providers/session';
import { useNews } from './frameState';
import { GlobalSearchField } from './GlobalSearchField';
import { MainMenu } from './MainMenu';
import { UserDropdown } from './UserDropdown';
import { useSmallLayout } from './smallLayout';

/**
 * The header of the signed-in frame (spec 2.3). In the small layout (≤ 1024 px, issue 14) the main menu
 * is a row of its own below the logo, search and user menu, scrolled sideways when it does not fit.
 */
export function FrameHeader() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const news = useNews();
  const small = useSmallLayout();
  const newsLabel = translate(news.shown ? 'news.hide' : 'news.show');
  return (
    <AppBar position="static" elevation={1}>
      {/* one row that never wraps (issue 22): the menu scrolls sideways, the search keeps its width */}
      <Toolbar sx={{ gap: small ? 1 : 2, flexWrap: 'nowrap' }} data-testid="header-row">
        <Link
          component={LinkBase}
          to={defaultView(permissions)}
          color="inherit"
          underline="none"
          aria-label={translate('app.frame.home', {
            logo: translate('app.frame.logo'),
            version: translate('app.frame.version', { version }),
          })}
          sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {translate('app.frame.logo')}
          </Typography>{' '}
          <Typography variant="caption" component="span" data-testid="version" sx={{ opacity: 0.8 }}>
            {translate('app.frame.version', { version })}
          </Typography>
        </Link>
        {small ? <Box sx={{ flex: 1, minWidth: 0 }} /> : <MainMenu />}
        {/* the right-hand group never shrinks: while typing only the menu gives way, the search stays put */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: small ? 1 : 2, flexShrink: 0 }}>
          <GlobalSearchField />
          <IconButton
            color="inherit"
            onClick={news.toggle}
            aria-label={newsLabel}
            title={newsLabel}
            aria-pressed={news.shown}
          >
            <NewspaperIcon />
          </IconButton>
          <UserDropdown />
        </Box>
      </Toolbar>
      {small && (
        <Toolbar
          variant="dense"
          data-testid="menu-row"
          sx={{ overflowX: 'auto', pt: 1, alignItems: 'flex-end' }}
        >
          <MainMenu />
        </Toolbar>
      )}
    </AppBar>
  );
}
