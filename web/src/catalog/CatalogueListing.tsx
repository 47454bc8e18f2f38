import { Button, EmptyState, ErrorState, Pagination, ProductGrid } from '@esencia/ui-kit';
import { focusPageHeading } from '../app/RouteFocus';
import type { CatalogueListingFieldsFragment } from './catalogueListing.generated';
import type { ProductLinkState } from './breadcrumbTrail';
import { CatalogueProductCard } from './CatalogueProductCard';
import styles from './CatalogueListing.module.css';
import { SortSelect } from './SortSelect';
import type { CatalogueParams } from './useCatalogueParams';
import { PageLoading } from '../app/PageLoading';

/** One page of products (catalogueListing.graphql). */
export type CatalogueListingPage = CatalogueListingFieldsFragment;

export interface CatalogueListingProps {
  /** Accessible name of the product list. */
  label: string;
  params: CatalogueParams;
  result: CatalogueListingPage | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  errorMessage: string;
  emptyMessage: string;
  linkState: ProductLinkState;
}

function countLabel(total: number): string {
  return total === 1 ? '1 producto' : `${total} productos`;
}

function pagesLabel(totalPages: number): string {
  return totalPages === 1 ? '1 página' : `${totalPages} páginas`;
}

/** The products' anchor: `#productos` scrolls (smoothly) to the list. */
export const LISTING_ANCHOR = 'productos';

/**
 * Sort selector, product grid and pagination, with the loading, error and empty states. With no
 * products at all the sort selector is hidden; a page past the end (`?page=99`) offers the way
 * back to the first page.
 */
export function CatalogueListing({
  label,
  params,
  result,
  loading,
  failed,
  onRetry,
  errorMessage,
  emptyMessage,
  linkState,
}: CatalogueListingProps) {
  const nothingToSort = result !== undefined && result.total === 0;
  const pastTheEnd = result !== undefined && result.items.length === 0 && result.total > 0;

  return (
    <div id={LISTING_ANCHOR} className={styles.listing}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {result ? countLabel(result.total) : ''}
        </p>
        {!nothingToSort && <SortSelect value={params.sortParam} onChange={params.setSort} />}
      </div>

      {failed && !result ? (
        <ErrorState message={errorMessage} onRetry={onRetry} />
      ) : loading && !result ? (
        <PageLoading text="Cargando productos..." />
      ) : pastTheEnd ? (
        <EmptyState
          title="No hay productos en esta página."
          description={`La lista tiene ${pagesLabel(result.totalPages)}.`}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                params.setPage(1);
                // The button goes away with the page: keep the keyboard user at the page's title.
                focusPageHeading();
              }}
            >
              Volver a la primera página
            </Button>
          }
        />
      ) : !result || result.items.length === 0 ? (
        <EmptyState title={emptyMessage} />
      ) : (
        <>
          <ProductGrid label={label} aria-busy={loading || undefined}>
            {result.items.map((product, index) => (
              <CatalogueProductCard
                key={product.id}
                product={product}
                linkState={linkState}
                // Each product is a section of the page under its title (h1), beside any banner's h2.
                headingLevel={2}
                imagePriority={index === 0}
              />
            ))}
          </ProductGrid>
          <Pagination page={result.page} totalPages={result.totalPages} onPageChange={params.setPage} />
        </>
      )}
    </div>
  );
}
