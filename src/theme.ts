import { skSK as materialSk } from '@mui/material/locale';
import { skSK as pickersSk } from '@mui/x-date-pickers/locales';
import deepmerge from '@mui/utils/deepmerge';
import dayjs from 'dayjs';
import 'dayjs/locale/sk';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

dayjs.locale('sk');

/** react-admin's default theme with MUI's and MUI X's Slovak texts (pagination, pickers…). */
export const theme: RaThemeOptions = deepmerge(
  deepmerge(
    deepmerge(defaultTheme, {
      palette: { primary: { main: '#1b5e20' }, secondary: { main: '#00695c' } },
    } as RaThemeOptions),
    materialSk as RaThemeOptions,
  ),
  pickersSk as RaThemeOptions,
);
