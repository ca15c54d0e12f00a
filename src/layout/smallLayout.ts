import { useMediaQuery, useTheme } from '@mui/material';

/** Window widths up to this many pixels get the small layout (platform 1, issue 14). */
export const SMALL_LAYOUT_MAX_WIDTH = 1024;

/**
 * Whether the window is at most SMALL_LAYOUT_MAX_WIDTH wide: side panels as overlays, the main menu as a
 * scrollable row of its own. MUI's down(n) is 'max-width: n - 0.05px', hence the + 1.
 */
export function useSmallLayout(): boolean {
  // useTheme() gives MUI's default theme outside a ThemeProvider (e.g. a component test), a query function would not.
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(SMALL_LAYOUT_MAX_WIDTH + 1), { noSsr: true });
}
