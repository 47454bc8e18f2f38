import { useQuery } from '@apollo/client/react';
import { SEARCH_MIN_QUERY_LENGTH } from '@esencia/domain/catalog/product-search';
import { PageHeader } from '@esencia/ui-kit';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { HOME_STEP, type ProductLinkState } from '../../catalog/breadcrumbTrail';
import { CATALOGUE_LOAD_FAILURES, useLoadFailureToast } from '../../catalog/catalogueLoadFailure';
import { CatalogueListing } from '../../catalog/CatalogueListing';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import { SearchResultsDocument } from './search.generated';

export const SEARCH_PAGE_TEXTS = {
  title: 'Resultados de búsqueda',
  /** The spec's empty search text, as the suggestions say it. */
  empty: 'No encontramos productos que coincidan con tu búsqueda',
  tooShort: `Escribe al menos ${SEARCH_MIN_QUERY_LENGTH} caracteres para buscar.`,
} as const;

/** 'Resultados para «dior»'; the plain title without a query. */
export function searchSubtitle(query: string): string | undefined {
  return query ? `Resultados para «${query}»` : undefined;
}

/**
 * /buscar?q=…: every product on sale the top bar's search finds (name or brand, no case or accents), beyond its 5
 * suggestions, with the catalogue listing's cards, sort and paging ('Ver todos los resultados' or Enter lead here).
 * The query runs with `q` as it stands, as the server answers it in the page's HTML.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('q') ?? '';
  const query = raw.trim();
  useDocumentTitle(query ? `Buscar «${query}»` : 'Buscar');
  const params = useCatalogueParams();
  const { data, previousData, loading, error, refetch } = useQuery(SearchResultsDocument, {
    variables: { search: raw, sort: params.sort, page: params.page, pageSize: CATALOGUE_PAGE_SIZE },
  });
  useLoadFailureToast(error, CATALOGUE_LOAD_FAILURES.other);
  const linkState: ProductLinkState = {
    trail: [HOME_STEP, { label: SEARCH_PAGE_TEXTS.title, href: `/buscar?${searchParams.toString()}` }],
  };

  return (
    <>
      <PageHeader
        title={SEARCH_PAGE_TEXTS.title}
        subtitle={searchSubtitle(query)}
        breadcrumb={<RouterBreadcrumb steps={[HOME_STEP, { label: SEARCH_PAGE_TEXTS.title }]} />}
      />
      <CatalogueListing
        label={SEARCH_PAGE_TEXTS.title}
        params={params}
        result={data?.products ?? previousData?.products}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        errorMessage={CATALOGUE_LOAD_FAILURES.other.page}
        emptyMessage={query.length < SEARCH_MIN_QUERY_LENGTH ? SEARCH_PAGE_TEXTS.tooShort : SEARCH_PAGE_TEXTS.empty}
        linkState={linkState}
      />
    </>
  );
}
