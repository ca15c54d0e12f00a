// The filters of the games list (games 2.5): author ('Všetci autori' + the administrators, loaded
// with po=0, pl=50, r=administrator), level layout (all + the 11 layouts) and the date range.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { DateRangeField, type DayRange } from '../../dateRange';
import { codelistLabel } from '../sheet';
import { layouts } from './query';
import { AUTHOR_FILTER_LIMIT } from '../../../schemas/constants';

interface Administrator {
  id: number | string;
  email?: string;
  info?: { name?: string; email?: string };
}

export interface GamesFiltersProps {
  author: string;
  layout: string;
  date: DayRange | null;
  onAuthor(author: string): void;
  onLayout(layout: string): void;
  onDate(date: DayRange | null): void;
}

export function GamesFilters(props: GamesFiltersProps) {
  const translate = useTranslate();
  const { data: authors = [] } = useGetList<Administrator>('users', {
    pagination: { page: 1, perPage: AUTHOR_FILTER_LIMIT },
    filter: { r: 'administrator' },
  });
  const authorName = (a: Administrator) => a.info?.name || a.info?.email || a.email || String(a.id);
  // a filter link naming an author not (yet) loaded keeps its value selectable
  const authorKnown = props.author === '' || authors.some((a) => String(a.id) === props.author);

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      role="group"
      aria-label={translate('gamesList.filters')}
      sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1.5 }}
    >
      <TextField
        select
        size="small"
        label={translate('gamesList.author')}
        value={authorKnown ? props.author : ''}
        onChange={(e) => props.onAuthor(e.target.value)}
        fullWidth={false}
        sx={{ width: 240 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('gamesList.allAuthors')}</MenuItem>
        {authors.map((a) => (
          <MenuItem key={a.id} value={String(a.id)}>
            {authorName(a)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('gamesList.layout')}
        value={props.layout}
        onChange={(e) => props.onLayout(e.target.value)}
        fullWidth={false}
        sx={{ width: 260 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('gamesList.allLayouts')}</MenuItem>
        {layouts().map((layout) => (
          <MenuItem key={layout} value={layout}>
            {codelistLabel('layout', layout)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeField value={props.date} onChange={props.onDate} />
    </Stack>
  );
}
