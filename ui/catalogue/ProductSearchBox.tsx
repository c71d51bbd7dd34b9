import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductCategory, ProductSuggestion } from '../../application/portal/catalogue/ports';
import { normaliseSearchTerm } from '../../domain/catalogue/search-suggestions';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { SearchIcon } from '../shell/icons';
import { SKIP_TARGETS } from '../shell/skip-targets';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectProductSearch } from './catalogue-slice';
import { productSearchStarted, type RunningProductSearch } from './catalogue-thunks';
import { productPath } from './catalogue-parts';

const messages = messageDescriptors(defineMessages({
  label: { id: 'catalogue_search_label', defaultMessage: 'Search the catalog' },
  placeholder: { id: 'catalogue_search_placeholder', defaultMessage: 'What are you looking for?' },
  suggestions: { id: 'catalogue_search_suggestions', defaultMessage: 'Suggestions' },
}));

export interface SearchBoxViewProps {
  term: string;
  suggestions: readonly ProductSuggestion[];
  onTermChange: (term: string) => void;
  /** Enter without a suggestion chosen: search the catalogue for the term. */
  onSubmit: (term: string) => void;
  onPick: (suggestion: ProductSuggestion) => void;
  /** Esc with no suggestions open (the mobile search closes). */
  onEscape?: () => void;
  autoFocus?: boolean;
}

/**
 * The catalogue's search box (spec 001 §2), an ARIA combo box whose suggestions show name and article code. The
 * list opens whenever suggestions arrive for the typed words; the arrow keys move through it. Enter on a suggestion
 * opens its product; Enter otherwise searches the catalogue for the typed words; Esc closes the suggestions, and
 * then whatever holds the box (the mobile search).
 */
export function SearchBoxView({ term, suggestions, onTermChange, onSubmit, onPick, onEscape, autoFocus }: SearchBoxViewProps) {
  const intl = useIntl();
  const listId = useId();
  const [focused, setFocused] = useState(Boolean(autoFocus));
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    // A new answer: nothing in it is chosen yet, and it may open the list again.
    setShown(suggestions);
    setActive(-1);
    setDismissed(false);
  }
  const open = focused && !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        return;
      case 'Enter':
        event.preventDefault();
        if (open && active >= 0) onPick(suggestions[active]!);
        else onSubmit(term);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else {
          onEscape?.();
        }
        return;
    }
  };

  return (
    <div className="catalogue-search" role="search">
      <label htmlFor={SKIP_TARGETS.search} className="visually-hidden">
        {intl.formatMessage(messages.label)}
      </label>
      <div className="catalogue-search__field">
        <SearchIcon />
        <input
          id={SKIP_TARGETS.search}
          className="catalogue-search__input"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={intl.formatMessage(messages.placeholder)}
          value={term}
          // Opened by the mobile search button, the box takes the focus at once.
          autoFocus={autoFocus}
          onChange={(event) => {
            setDismissed(false);
            onTermChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
      {open && (
        <ul id={listId} role="listbox" className="popover listbox catalogue-search__popover" aria-label={intl.formatMessage(messages.suggestions)}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.article_code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="listbox__item catalogue-search__suggestion"
              data-focused={index === active || undefined}
              // Keep the focus in the box while a suggestion is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(suggestion)}
            >
              <span className="catalogue-search__name">{suggestion.name}</span>
              <span className="catalogue-search__code">{suggestion.article_code}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The search box wired to the product search use-case: suggestions after a 650 ms pause, from 3 characters. The
 * words searched stay in the box. From the catalogue home the search covers bikes and parts alike; on a
 * catalogue's own list it stays in that catalogue.
 */
export function ProductSearchBox({ category, onDone, autoFocus }: { category: ProductCategory; onDone?: () => void; autoFocus?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const onCatalogueHome = useCurrentRoute()?.route.name === 'catalog';
  const { suggestions } = useAppSelector(selectProductSearch);
  const [term, setTerm] = useState(params.get('search') ?? '');
  const running = useRef<RunningProductSearch | null>(null);

  useEffect(() => {
    const search = dispatch(productSearchStarted());
    running.current = search;
    return () => search.stop();
  }, [dispatch]);

  const changeTerm = (next: string) => {
    setTerm(next);
    running.current?.type(next, category);
  };

  return (
    <SearchBoxView
      term={term}
      suggestions={suggestions}
      autoFocus={autoFocus}
      onTermChange={changeTerm}
      onSubmit={(typed) => {
        const words = normaliseSearchTerm(typed);
        const listing = onCatalogueHome ? '/catalog' : `/catalog/${category}`;
        void navigate(localePath(`${listing}${words ? `?search=${encodeURIComponent(words)}` : ''}`));
        running.current?.type('', category);
        setTerm(words);
        onDone?.();
      }}
      onPick={(suggestion) => {
        void navigate(localePath(productPath(suggestion)));
        changeTerm('');
        onDone?.();
      }}
      onEscape={onDone}
    />
  );
}
