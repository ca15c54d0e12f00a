import { Divider, Drawer } from '@mui/material';
import { NewsPanel } from '../news';
import { TutorialPanel } from '../tutorial';
import { useNews, useTutorial } from './frameState';

/** Width of the right-hand side column holding the news and tutorial panels. */
export const SIDE_PANEL_WIDTH = 360;

/** Whether the side column is shown (either panel visible). */
export function useSidePanelsOpen(): boolean {
  const tutorial = useTutorial();
  const news = useNews();
  return tutorial.visible || news.visible;
}

/**
 * The right-hand side column (platform 2.10): a persistent drawer that does not block the page;
 * the frame leaves room for it. News on top, the tutorial below; each has its own close button.
 */
export function SidePanels() {
  const tutorial = useTutorial();
  const news = useNews();
  return (
    <Drawer
      variant="persistent"
      anchor="right"
      open={tutorial.visible || news.visible}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: SIDE_PANEL_WIDTH }, boxSizing: 'border-box' },
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
