import { skSK as materialSk } from '@mui/material/locale';
import deepmerge from '@mui/utils/deepmerge';
import dayjs from 'dayjs';
import 'dayjs/locale/sk';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

dayjs.locale('sk');

// MUI X's Slovak picker texts are given where the pickers are (src/layout/FrameLayout), so the sign-in
// page does not load the pickers package.
/** react-admin's default theme with MUI's Slovak texts (pagination…). */
export const theme: RaThemeOptions = deepmerge(
  deepmerge(defaultTheme, {
    palette: {
      primary: { main: '#1b5e20' },
      secondary: { main: '#00695c' },
      // MUI's orange (#ed6c02) is 3.1:1 on white; this one is 5.0:1, enough for text buttons (WCAG AA).
      warning: { main: '#b45309' },
    },
  } as RaThemeOptions),
  materialSk as RaThemeOptions,
);
