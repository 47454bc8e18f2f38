import { SearchBox, type SearchResult } from '@esencia/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../auth/graphqlErrors';
import { SearchProductsDocument } from './search.generated';

export interface SiteSearchProps {
  /** Focus the field at once (the phone's search row). */
  autoFocus?: boolean;
  /** Escape on an empty field, or a product was opened (the phone's search row closes). */
  onDismiss?: () => void;
  /** Class of the search box. */
  className?: string;
}

/**
 * The top bar's product search: the kit's SearchBox (300 ms debounce, combobox) asking the server's
 * `searchProducts` (name or brand, no case or accents, at most 5 on sale); a result opens its page, and Enter or
 * 'Ver todos los resultados' opens /buscar?q=… with every result.
 */
export function SiteSearch({ autoFocus, onDismiss, className }: SiteSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { data, loading, error } = useQuery(SearchProductsDocument, { variables: { query }, skip: query === '' });

  const results: SearchResult[] =
    query === ''
      ? []
      : (data?.searchProducts ?? []).map((product) => ({
          id: product.id,
          name: product.name,
          brand: product.brand?.name ?? '',
          price: product.price.formatted,
          originalPrice: product.discountApplied ? product.originalPrice.formatted : undefined,
          imageUrl: product.imageUrl,
        }));

  return (
    <SearchBox
      className={className}
      results={results}
      loading={loading}
      error={error ? errorMessage(error, 'No pudimos buscar en este momento. Intenta de nuevo.') : null}
      onSearch={setQuery}
      onSelect={(result) => void navigate(`/product/${encodeURIComponent(result.id)}`)}
      // Beyond the 5 suggestions: every result, sorted and paged (issue 27).
      onSubmitQuery={(text) => void navigate(`/buscar?${new URLSearchParams({ q: text }).toString()}`)}
      autoFocus={autoFocus}
      onDismiss={onDismiss}
    />
  );
}
