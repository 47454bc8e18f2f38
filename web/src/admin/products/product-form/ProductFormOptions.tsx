import { useQuery } from '@apollo/client/react';
import { BRAND_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import { ErrorState, LoadingState } from '@esencia/ui-kit';
import type { ReactNode } from 'react';
import { ProductBrandOptionsDocument, ProductCategoryOptionsDocument } from '../products.generated';
import type { ProductOption } from './useProductForm';

/** Loads the brands and categories (each with its own error and retry) before showing the form. */
export function ProductFormOptions({
  children,
}: {
  children: (brands: readonly ProductOption[], categories: readonly ProductOption[]) => ReactNode;
}) {
  const brands = useQuery(ProductBrandOptionsDocument, { notifyOnNetworkStatusChange: true });
  const categories = useQuery(ProductCategoryOptionsDocument, { notifyOnNetworkStatusChange: true });
  if (brands.error && !brands.data) {
    return (
      <ErrorState
        message={BRAND_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void brands.refetch()}
        retrying={brands.loading}
      />
    );
  }
  if (categories.error && !categories.data) {
    return (
      <ErrorState
        message="Error al cargar categorias"
        onRetry={() => void categories.refetch()}
        retrying={categories.loading}
      />
    );
  }
  if (!brands.data || !categories.data) return <LoadingState text="Cargando..." />;
  return <>{children(brands.data.brands, categories.data.categories)}</>;
}
