import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { buttonClassName } from '~/components/ui/button';
import { SearchIcon } from '~/components/ui/icons';
import { Spinner } from '~/components/ui/spinner';
import { SEARCH_QUERY_MAX, type SearchType } from '~/domain/search/search';

/** Typing pauses this long before the results update (spec 1 §9: change re-validation delay 200 ms). */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * A GET form to the search page: without JavaScript the button submits it; with JavaScript the
 * results follow the typing (debounced), replacing the history entry instead of adding one per key.
 */
export function SearchForm({ q, type }: { q: string; type: SearchType }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/golf/search';

  // Back and forward change q: show it, unless the user is typing (an answer to an earlier keystroke
  // must not overwrite what was typed since).
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form) submit(form, { replace: q !== '', preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <Form
      method="get"
      action="/golf/search"
      role="search"
      className="search-box"
      onSubmit={() => clearTimeout(timer.current)}
    >
      <input type="hidden" name="type" value={type} />
      <label htmlFor="search-q" className="sr-only">
        {type === 'organization' ? 'Search organizations' : 'Search players'}
      </label>
      <SearchIcon className="search-box__icon" />
      <input
        ref={inputRef}
        id="search-q"
        name="q"
        type="search"
        placeholder="Search..."
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        spellCheck={false}
        className="search-box__input"
        onChange={onChange}
      />
      {searching ? <Spinner size="sm" className="search-box__spinner" label="Searching" /> : null}
      <button type="submit" className={buttonClassName({ variant: 'primary' }, 'search-box__submit')}>
        Search
      </button>
    </Form>
  );
}
