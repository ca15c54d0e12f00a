import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useGlobalSearch } from './searchState';
import { SEARCH_DEBOUNCE_MS } from './constants';

/**
 * The header field's text and its debounce: what is typed shows at once, and becomes the global
 * search (useGlobalSearch().search, the one value lists and indicators read) 200 ms after the last
 * keystroke. Esc clears at once. A search set from elsewhere (setSearch('')) replaces the text.
 */
export function useSearchInput() {
  const { search, searchEpoch, setSearch } = useGlobalSearch();
  const [text, setText] = useState(search);
  const ownCommit = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      ownCommit.current = true;
      setSearch(value);
    },
    [setSearch],
  );

  // A search set from elsewhere (even to the value it already has, e.g. '' while a typed text still
  // waits for its debounce) replaces the text and drops the pending commit.
  useEffect(() => {
    if (ownCommit.current) {
      ownCommit.current = false;
      return;
    }
    clearTimeout(timer.current);
    setText(search);
  }, [search, searchEpoch]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(value.trim()), SEARCH_DEBOUNCE_MS);
    },
    [commit],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setText('');
      commit('');
    },
    [commit],
  );

  return { text, onChange, onKeyDown };
}
