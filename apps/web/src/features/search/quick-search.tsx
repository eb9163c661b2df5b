import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FIND_LABELS, SEARCH_MAX_LENGTH, titleRatingLabel } from '@stat/contracts';
import type { SearchResult } from '@stat/contracts';
import { href } from '../../lib/routes.ts';
import { useQuickSearch } from './api/get-quick-search.ts';
import { nextActiveIndex, quickSearchText, searchTerm } from './quick-search-rules.ts';
import { LockIcon } from '../../components/ui/icons.tsx';
import { ArtImage, pickImage } from '../../components/catalogue/artwork.tsx';
import { catalogueHref } from '../../components/catalogue/item-href.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import styles from './quick-search.module.css';

const DEBOUNCE_MS = 250;
const L = FIND_LABELS.search;

/**
 * Quick search in the header: an ARIA 1.2 combobox with a listbox of suggestions. Suggestions
 * are asked for from QUICK_SEARCH_MIN_LENGTH characters, after typing pauses; fewer characters
 * clear them. Arrow keys move through them, Enter opens one (or the results page from the text),
 * Escape closes the list and then clears the text. Under 768 px the field opens from a button.
 */
export function QuickSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const gated = quickSearchText(text);
  const settled = useDebouncedValue(gated, DEBOUNCE_MS);
  // Under the minimum the list clears at once, without waiting for the debounce.
  const query = useQuickSearch(gated === null ? null : settled);
  const suggestions: SearchResult[] = gated === null ? [] : (query.data ?? []);
  const showList = open && gated !== null && query.data !== undefined;

  // Leaving the page (a suggestion, the results page, Back) closes the list and the small-screen field.
  const [pathname, setPathname] = useState(location.pathname);
  if (pathname !== location.pathname) {
    setPathname(location.pathname);
    setOpen(false);
    setExpanded(false);
    setActive(-1);
  }

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  function go(path: string) {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(path);
  }

  function submit() {
    const term = searchTerm(text);
    if (term) go(href('search', { searchTerm: term }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!showList) {
          setOpen(true);
          return;
        }
        setActive((current) => nextActiveIndex(current, suggestions.length, event.key as 'ArrowDown' | 'ArrowUp'));
        return;
      case 'Enter': {
        event.preventDefault();
        const chosen = showList && active >= 0 ? suggestions[active] : undefined;
        if (chosen) go(catalogueHref(chosen));
        else submit();
        return;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        } else if (expanded) {
          setExpanded(false);
        }
        return;
    }
  }

  const activeId = showList && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.root} data-expanded={expanded || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={L.open}
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        <SearchIcon />
      </button>
      <form
        ref={rootRef}
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={L.field}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={L.placeholder}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.panel} hidden={!showList}>
          <ul id={listId} role="listbox" aria-label={L.suggestions} className={styles.list}>
            {suggestions.map((result, index) => (
              <li
                key={`${result.type}:${result.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keeps focus in the field so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(catalogueHref(result))}
                onMouseMove={() => setActive(index)}
              >
                <ArtImage image={pickImage(result.images, 'playlistListDisplay')} sizes="96px" className={styles.thumb} eager />
                <span className={styles.text}>
                  <span className={styles.name}>{result.name}</span>
                  <span className={styles.meta}>
                    {FIND_LABELS.titleTypes[result.type]} · {titleRatingLabel(result.titleRating)}
                    {result.locked && <LockBadge />}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {suggestions.length === 0 && <p className={styles.none}>{L.noSuggestions}</p>}
          {gated && (
            <button
              type="submit"
              className={styles.seeAll}
              onMouseDown={(event) => event.preventDefault()}
              tabIndex={-1}
            >
              {L.seeAll(gated)}
            </button>
          )}
        </div>
        <p className="visually-hidden" role="status">
          {showList ? L.suggestionCount(suggestions.length) : ''}
        </p>
      </form>
    </div>
  );
}

function LockBadge() {
  return (
    <span className={styles.lock} title={L.locked}>
      <LockIcon size={14} />
      <span className="visually-hidden">{L.locked}</span>
    </span>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
