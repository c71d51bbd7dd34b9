import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ProductCategory, ProductSuggestion } from '../../application/portal/catalogue/ports';
import { normaliseSearchTerm } from '../../domain/catalogue/search-suggestions';
import { useLocalePath } from '../i18n/portal-locale';
import { SearchIcon } from '../shell/icons';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectProductSearch } from './catalogue-slice';
import { productSearchStarted, type RunningProductSearch } from './catalogue-thunks';
import { productPath } from './catalogue-parts';

const messages = defineMessages({
  label: { id: 'catalogue_search_label', defaultMessage: 'Search the catalogue' },
  placeholder: { id: 'catalogue_search_placeholder', defaultMessage: 'What are you looking for?' },
  suggestions: { id: 'catalogue_search_suggestions', defaultMessage: 'Suggestions' },
});

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
 * The catalogue's search box (spec 001 §2): a combo box whose suggestions show name and article code. Enter on a
 * suggestion opens its product; Enter otherwise searches the catalogue for the typed words; Esc closes the
 * suggestions, and then whatever holds the box (the mobile search).
 */
export function SearchBoxView({ term, suggestions, onTermChange, onSubmit, onPick, onEscape, autoFocus }: SearchBoxViewProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLElement;
    if (event.key === 'Enter' && !input.getAttribute('aria-activedescendant')) {
      event.preventDefault();
      onSubmit(term);
    } else if (event.key === 'Escape' && !open) {
      onEscape?.();
    }
  };

  return (
    <div className="catalogue-search" onKeyDownCapture={onKeyDownCapture}>
      <ComboBox<ProductSuggestion>
        className="catalogue-search__box"
        aria-label={intl.formatMessage(messages.label)}
        items={suggestions}
        inputValue={term}
        onInputChange={onTermChange}
        selectedKey={null}
        onSelectionChange={(key: Key | null) => {
          const picked = suggestions.find((suggestion) => suggestion.article_code === key);
          if (picked) onPick(picked);
        }}
        onOpenChange={setOpen}
        allowsCustomValue
        allowsEmptyCollection={false}
        menuTrigger="input"
      >
        <Label className="visually-hidden">{intl.formatMessage(messages.label)}</Label>
        <div className="catalogue-search__field">
          <SearchIcon />
          {/* Opened by the mobile search button, the box takes the focus at once. */}
          <Input className="catalogue-search__input" type="search" placeholder={intl.formatMessage(messages.placeholder)} autoFocus={autoFocus} />
        </div>
        <Popover className="popover catalogue-search__popover" placement="bottom start">
          <ListBox className="listbox" aria-label={intl.formatMessage(messages.suggestions)}>
            {(suggestion: ProductSuggestion) => (
              <ListBoxItem id={suggestion.article_code} className="listbox__item catalogue-search__suggestion" textValue={`${suggestion.name} ${suggestion.article_code}`}>
                <span className="catalogue-search__name">{suggestion.name}</span>
                <span className="catalogue-search__code">{suggestion.article_code}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}

/** The search box wired to the product search use-case: suggestions after a 650 ms pause, from 3 characters. */
export function ProductSearchBox({ category, onDone, autoFocus }: { category: ProductCategory; onDone?: () => void; autoFocus?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { suggestions } = useAppSelector(selectProductSearch);
  const [term, setTerm] = useState('');
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
        void navigate(localePath(`/catalog/${category}${words ? `?search=${encodeURIComponent(words)}` : ''}`));
        changeTerm('');
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
