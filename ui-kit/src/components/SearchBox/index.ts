export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, SearchBox, type SearchBoxProps, type SearchResult } from './SearchBox';
