import { useMediaQuery, useTheme } from '@mui/material';

/** Below this window width dialogs fill the window (issue 14). */
export const FULL_SCREEN_DIALOG_BELOW = 768;

/** Whether dialogs are shown full-screen (a window narrower than FULL_SCREEN_DIALOG_BELOW). */
export function useFullScreenDialogs(): boolean {
  // useTheme() gives MUI's default theme outside a ThemeProvider (e.g. a component test), a query function would not.
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(FULL_SCREEN_DIALOG_BELOW), { noSsr: true });
}
