import { EmptyState, ErrorState, LoadingState, Pagination, ProductGrid } from '@esencia/ui-kit';
import type { ProductCardFieldsFragment } from '../gql/graphql';
import type { ProductLinkState } from './breadcrumbTrail';
import { CatalogueProductCard } from './CatalogueProductCard';
import styles from './CatalogueListing.module.css';
import { SortSelect } from './SortSelect';
import type { CatalogueParams } from './useCatalogueParams';

export interface CatalogueListingPage {
  items: readonly ProductCardFieldsFragment[];
  total: number;
  page: number;
  totalPages: number;
}

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

/** Sort selector, product grid and pagination, with the loading, error and empty states. */
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
  return (
    <div className={styles.listing}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {result ? countLabel(result.total) : ''}
        </p>
        <SortSelect value={params.sortParam} onChange={params.setSort} />
      </div>

      {failed && !result ? (
        <ErrorState message={errorMessage} onRetry={onRetry} />
      ) : loading && !result ? (
        <LoadingState text="Cargando productos..." />
      ) : !result || result.items.length === 0 ? (
        <EmptyState title={emptyMessage} />
      ) : (
        <>
          <ProductGrid label={label} aria-busy={loading || undefined}>
            {result.items.map((product) => (
              <CatalogueProductCard key={product.id} product={product} linkState={linkState} />
            ))}
          </ProductGrid>
          <Pagination page={result.page} totalPages={result.totalPages} onPageChange={params.setPage} />
        </>
      )}
    </div>
  );
}
