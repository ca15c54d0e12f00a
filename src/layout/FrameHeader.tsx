import { AppBar, Box, IconButton, Link, Toolbar, Typography } from '@mui/material';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { LinkBase, usePermissions, useTranslate } from 'react-admin';
import { version } from '../../package.json';
import { defaultView } from '../providers/session';
import { useNews } from './frameState';
import { GlobalSearchField } from './GlobalSearchField';
import { MainMenu } from './MainMenu';
import { UserDropdown } from './UserDropdown';

/** The header of the signed-in frame (spec 2.3). */
export function FrameHeader() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const news = useNews();
  const newsLabel = translate(news.visible ? 'news.hide' : 'news.show');
  return (
    <AppBar position="static" elevation={1}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Link
          component={LinkBase}
          to={defaultView(permissions)}
          color="inherit"
          underline="none"
          aria-label={translate('app.frame.home')}
          sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}
        >
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {translate('app.frame.logo')}
          </Typography>
          <Typography variant="caption" component="span" data-testid="version" sx={{ opacity: 0.8 }}>
            {translate('app.frame.version', { version })}
          </Typography>
        </Link>
        <MainMenu />
        <Box sx={{ flex: 1 }} />
        <GlobalSearchField />
        <IconButton
          color="inherit"
          onClick={news.toggle}
          aria-label={newsLabel}
          title={newsLabel}
          aria-pressed={news.visible}
        >
          <NewspaperIcon />
        </IconButton>
        <UserDropdown />
      </Toolbar>
    </AppBar>
  );
}
