import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { SEARCH_MAX_LENGTH, useSearchInput } from '../search';

/**
 * The header's global search field (spec 2.3): debounced 200 ms into useGlobalSearch().search;
 * Esc clears it.
 */
export function GlobalSearchField() {
  const translate = useTranslate();
  const { text, onChange, onKeyDown } = useSearchInput();
  return (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      type="search"
      value={text}
      onChange={onChange}
      onKeyDown={onKeyDown}
      placeholder={translate('search.placeholder')}
      sx={{ flexShrink: 0, width: { xs: 180, sm: 220, lg: 260 } }}
      data-testid="global-search"
      slotProps={{
        htmlInput: {
          'aria-label': translate('search.label'),
          maxLength: SEARCH_MAX_LENGTH,
          role: 'searchbox',
        },
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
