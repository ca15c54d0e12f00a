import { useMediaQuery, type Theme } from '@mui/material';

/** Below this window width dialogs fill the window (issue 14). */
export const FULL_SCREEN_DIALOG_BELOW = 768;

/** Whether dialogs are shown full-screen (a window narrower than FULL_SCREEN_DIALOG_BELOW). */
export function useFullScreenDialogs(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(FULL_SCREEN_DIALOG_BELOW), { noSsr: true });
}
