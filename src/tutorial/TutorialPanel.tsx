import { useState } from 'react';
import {
  Box,
  Divider,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation, usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../providers/session';
import { DownloadLink } from '../downloads';
import { CONTACTS_TEMPLATE_URL, HELP_URL } from './helpLinks';
import {
  EDIT_SECTIONS,
  TUTORIAL_SECTIONS,
  tutorialPageFor,
  tutorialPageKey,
  type TutorialPageId,
} from './tutorialPages';

/** A page's body: paragraphs separated by an empty line. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <Typography key={i} variant="body2" sx={{ mb: 1.25 }}>
          {paragraph.trim()}
        </Typography>
      ))}
    </>
  );
}

/**
 * The tutorial side panel (platform 2.10, games 2.16): the page of the current view, the table of
 * contents (its sections) to read another page, and the help links.
 */
export function TutorialPanel({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions();
  // the full tutorial until the permissions are known; without 'edit' no page about changing games
  const canEdit = isPending || hasPermission(permissions, 'edit');
  const routePage = tutorialPageFor(pathname, canEdit);
  const sections = canEdit
    ? TUTORIAL_SECTIONS
    : TUTORIAL_SECTIONS.filter((s) => !EDIT_SECTIONS.includes(s.id)).map((s) => ({
        ...s,
        page: s.viewPage ?? s.page,
      }));
  // A page picked from the contents holds until the route changes.
  const [picked, setPicked] = useState<{ route: TutorialPageId; page: TutorialPageId } | null>(null);
  const page = picked?.route === routePage ? picked.page : routePage;
  const setPage = (next: TutorialPageId) => setPicked({ route: routePage, page: next });

  return (
    <Box component="aside" aria-labelledby="tutorial-title" data-page={page} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="tutorial-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('tutorial.title')}
        </Typography>
        <IconButton
          onClick={onClose}
          aria-label={translate('tutorial.close')}
          title={translate('tutorial.close')}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      {page === routePage && (
        <Typography variant="overline" component="p" color="text.secondary">
          {translate('tutorial.currentPage')}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${tutorialPageKey(page)}.title`)}
      </Typography>
      <Paragraphs text={translate(`${tutorialPageKey(page)}.body`)} />
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h3" id="tutorial-contents">
        {translate('tutorial.contents')}
      </Typography>
      <List dense aria-labelledby="tutorial-contents" disablePadding>
        {sections.map((section) => (
          <ListItem key={section.id} disablePadding>
            <ListItemButton
              selected={section.page === page}
              aria-current={section.page === page ? 'true' : undefined}
              onClick={() => setPage(section.page)}
            >
              <ListItemText primary={translate(`tutorial.sections.${section.id}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate('tutorial.helpTitle')}
      </Typography>
      <Stack spacing={0.5}>
        <Link href={HELP_URL} target="_blank" rel="noopener">
          {translate('tutorial.helpPage')}
        </Link>
        <DownloadLink href={CONTACTS_TEMPLATE_URL}>{translate('tutorial.contactsTemplate')}</DownloadLink>
      </Stack>
    </Box>
  );
}
