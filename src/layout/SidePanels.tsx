import { Divider, Drawer } from '@mui/material';
import { NewsPanel } from '../news';
import { TutorialPanel } from '../tutorial';
import { useNews, usePanelsOverlay, useTutorial } from './frameState';
import { useSmallLayout } from './smallLayout';

/** Width of the right-hand side column holding the news and tutorial panels. */
export const SIDE_PANEL_WIDTH = 360;

/** Whether the side column is shown docked beside the page (either panel visible, not the small layout). */
export function useSidePanelsOpen(): boolean {
  const tutorial = useTutorial();
  const news = useNews();
  const small = useSmallLayout();
  return !small && (tutorial.visible || news.visible);
}

/**
 * The right-hand side column (platform 2.10): a persistent drawer that does not block the page;
 * the frame leaves room for it. News on top, the tutorial below; each has its own close button.
 * In the small layout (≤ 1024 px, issue 14) it is an overlay over the page instead, opened by the
 * panels' toggles (header, user menu); Esc or a click outside closes the overlay and keeps the panels'
 * remembered states, their close buttons hide them as in the wide layout.
 */
export function SidePanels() {
  const tutorial = useTutorial();
  const news = useNews();
  const small = useSmallLayout();
  const overlay = usePanelsOverlay();
  return (
    <Drawer
      variant={small ? 'temporary' : 'persistent'}
      anchor="right"
      open={tutorial.shown || news.shown}
      onClose={small ? () => overlay.setOpen(false) : undefined}
      slotProps={{
        paper: {
          sx: { width: SIDE_PANEL_WIDTH, maxWidth: '100%', boxSizing: 'border-box' },
          'data-testid': 'side-panels',
        } as object,
      }}
    >
      {news.visible && <NewsPanel onClose={() => news.setVisible(false)} />}
      {news.visible && tutorial.visible && <Divider />}
      {tutorial.visible && <TutorialPanel onClose={() => tutorial.setVisible(false)} />}
    </Drawer>
  );
}
