import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH } from '@esencia/domain/catalog/product-search';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { useFocusOnMount } from '../../utils/useFocusOnMount';
import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './SearchBox.module.css';

/** The search waits this long after the last keystroke before asking (spec: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shorter queries are not sent: the server's own rule (it would answer [] anyway). */
export const SEARCH_MIN_LENGTH = SEARCH_MIN_QUERY_LENGTH;

/** One product in the results: image, brand, name and price. */
export interface SearchResult {
  id: string;
  name: string;
  brand: string;
  /** Formatted price today, e.g. 'S/ 99.90'. */
  price: string;
  /** Formatted price before the discount, struck through when given. */
  originalPrice?: string;
  imageUrl?: string | null;
}

export interface SearchBoxProps {
  /** Results for the last query handed to `onSearch` (the caller fetches them). */
  results: readonly SearchResult[];
  /** The results for the last query are on their way. */
  loading?: boolean;
  /** A failure to show instead of the results. */
  error?: string | null;
  /** The trimmed query, `debounceMs` after the last keystroke; '' when it is shorter than `minLength`. */
  onSearch: (query: string) => void;
  /** A result was chosen (click, or Enter on the highlighted one): open the product. */
  onSelect: (result: SearchResult) => void;
  /**
   * Every result of the query, beyond the suggestions: Enter with no suggestion highlighted, or 'Ver todos los
   * resultados' under them (e.g. /buscar?q=…). Without it, Enter opens the first suggestion.
   */
  onSubmitQuery?: (query: string) => void;
  /** The link under the suggestions to every result. Defaults to 'Ver todos los resultados'. */
  allResultsLabel?: string;
  /** Wait after the last keystroke, in ms. Defaults to 300. */
  debounceMs?: number;
  /** Shortest query that is searched. Defaults to 2. */
  minLength?: number;
  /** Accessible name of the field. Defaults to 'Buscar productos'. */
  label?: string;
  /** Placeholder. Defaults to 'Buscar por nombre o marca'. */
  placeholder?: string;
  /** Shown when a query finds nothing. Defaults to the spec's 'No encontramos productos que coincidan con tu búsqueda'. */
  emptyMessage?: string;
  /** Text in the field at first (searched after the usual wait). */
  defaultValue?: string;
  /** Focus the field on mount (the phone's search row opens focused). */
  autoFocus?: boolean;
  /** Ref to the input. */
  inputRef?: Ref<HTMLInputElement>;
  /** Escape on a closed list, or after a choice: e.g. the phone's search row closes. */
  onDismiss?: () => void;
  /** Class of the wrapper. */
  className?: string;
}

function SearchIcon() {
  return (
    <Icon size={18} strokeWidth={1.8}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4 4" strokeLinecap="round" />
    </Icon>
  );
}

/**
 * The product search of the top bar, an ARIA combobox: it asks `debounceMs` after typing stops, lists
 * the results (image, brand, name, price) in a listbox at most 400 px high, moves through them with the
 * arrow keys, opens one with Enter or a click and closes with Escape. With `onSubmitQuery`, Enter without a
 * highlighted suggestion, or 'Ver todos los resultados' under them, asks for every result of the query.
 */
export function SearchBox({
  results,
  loading = false,
  error = null,
  onSearch,
  onSelect,
  onSubmitQuery,
  allResultsLabel = 'Ver todos los resultados',
  debounceMs = SEARCH_DEBOUNCE_MS,
  minLength = SEARCH_MIN_LENGTH,
  label = 'Buscar productos',
  placeholder = 'Buscar por nombre o marca',
  emptyMessage = 'No encontramos productos que coincidan con tu búsqueda',
  defaultValue = '',
  autoFocus = false,
  inputRef,
  onDismiss,
  className,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  // The query last handed to onSearch: the results on screen answer it.
  const [searched, setSearched] = useState('');
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const setFieldRef = useCallback(
    (node: HTMLInputElement | null) => {
      fieldRef.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  useFocusOnMount(fieldRef, autoFocus);

  const query = text.trim();
  const effective = query.length >= minLength ? query : '';

  useEffect(() => {
    if (effective === searched) return undefined;
    if (effective === '') {
      // Nothing to wait for: clearing the field clears the results at once.
      setSearched('');
      onSearchRef.current('');
      return undefined;
    }
    const timer = setTimeout(() => {
      setSearched(effective);
      onSearchRef.current(effective);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [effective, searched, debounceMs]);

  const pending = effective !== searched || loading;
  const showList = open && effective !== '';
  // The results that answer what is in the field; on screen while the list is open.
  const available = effective !== '' && !pending && !error ? results : [];
  const visibleResults = showList ? available : [];
  const activeIndex = active < visibleResults.length ? active : -1;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(result: SearchResult) {
    close();
    setText('');
    onSelect(result);
    onDismiss?.();
  }

  function submitQuery() {
    close();
    setText('');
    onSubmitQuery?.(query);
    onDismiss?.();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    setOpen(true);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = available.length;
    const current = showList ? activeIndex : -1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((current + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive(current <= 0 ? count - 1 : current - 1);
        break;
      case 'Enter': {
        // A highlighted suggestion opens; otherwise every result of the query, when the caller has a page for it.
        if (onSubmitQuery && activeIndex < 0) {
          if (effective !== '') {
            event.preventDefault();
            submitQuery();
          }
          break;
        }
        const chosen = visibleResults[activeIndex >= 0 ? activeIndex : 0];
        if (showList && chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (showList) close();
        else if (text) setText('');
        else onDismiss?.();
        break;
      default:
        break;
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Leaving the whole widget closes the list; moving inside it (a click on an option) does not.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  const searching = showList && pending;
  let status: string | null = null;
  if (searching) status = 'Buscando...';
  else if (showList && error) status = error;
  else if (showList && results.length === 0) status = emptyMessage;

  return (
    <div className={cx(styles.search, className)} onBlur={handleBlur}>
      <label htmlFor={`${id}-input`}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <span className={styles.icon}>
        <SearchIcon />
      </span>
      <input
        ref={setFieldRef}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        enterKeyHint="search"
        placeholder={placeholder}
        value={text}
        onChange={handleChange}
        onFocus={() => setOpen(true)}
        onKeyDown={handleKeyDown}
      />
      <div className={styles.popup} hidden={!showList}>
        <p className={styles.status} role="status">
          {status && (
            <>
              {searching && <Spinner size="sm" />}
              <span>{status}</span>
            </>
          )}
        </p>
        <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={visibleResults.length === 0}>
          {visibleResults.map((result, index) => (
            <li
              key={result.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              // Keep the focus in the field: the click must land before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(result)}
            >
              <ProductImage className={styles.thumb} src={result.imageUrl} alt="" sizes="48px" />
              <span className={styles.text}>
                <span className={styles.brand}>{result.brand}</span>
                <span className={styles.name}>{result.name}</span>
              </span>
              <PriceTag className={styles.price} price={result.price} originalPrice={result.originalPrice} size="sm" />
            </li>
          ))}
        </ul>
        {onSubmitQuery && visibleResults.length > 0 && (
          <button
            type="button"
            className={styles.allResults}
            // Keep the focus in the field until the click lands (as the options do).
            onMouseDown={(event) => event.preventDefault()}
            onClick={submitQuery}
          >
            {allResultsLabel}
          </button>
        )}
      </div>
    </div>
  );
}
