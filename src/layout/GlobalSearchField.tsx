import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useGlobalSearch } from './frameState';

/** The header's global search field; its value lives in the frame state (useGlobalSearch). */
export function GlobalSearchField() {
  const translate = useTranslate();
  const { search, setSearch } = useGlobalSearch();
  return (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      type="search"
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      placeholder={translate('app.frame.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.frame.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          sx: { bgcolor: 'background.paper', borderRadius: 1 },
        },
      }}
    />
  );
}
