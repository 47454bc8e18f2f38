import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, ErrorState, LoadingState, PageHeader } from '@esencia/ui-kit';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { HOME_STEP, PRODUCTS_STEP, type ProductLinkState } from '../../catalog/breadcrumbTrail';
import { CatalogueListing } from '../../catalog/CatalogueListing';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import { CategoryProductsQuery } from './category.queries';

const ERROR_MESSAGE = 'Hubo un error al cargar productos de la categoría.';

/** /category/:categoryId: the products of one category. */
export function CategoryPage() {
  const { categoryId } = useParams();
  if (!categoryId) return <Navigate to="/" replace />;
  return <CategoryProducts categoryId={categoryId} />;
}

function CategoryProducts({ categoryId }: { categoryId: string }) {
  const params = useCatalogueParams();
  const { data, previousData, loading, error, refetch } = useQuery(CategoryProductsQuery, {
    variables: { categoryId, sort: params.sort, page: params.page, pageSize: CATALOGUE_PAGE_SIZE },
  });
  const current = data ?? previousData;
  const retry = () => void refetch();
  useDocumentTitle(current?.category?.name ?? 'Categoría');

  if (!current) {
    if (error) return <ErrorState message={ERROR_MESSAGE} onRetry={retry} />;
    return <LoadingState text="Cargando categoría..." />;
  }

  const { category } = current;
  if (!category || !category.active) {
    return (
      <>
        <RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: 'Categoría' }]} />
        <EmptyState
          title="Esta categoría no está disponible en este momento."
          action={
            <Button asChild variant="secondary">
              <Link to="/web-products">Ver todos los productos</Link>
            </Button>
          }
        />
      </>
    );
  }

  const here = { label: category.name, href: `/category/${encodeURIComponent(category.id)}` };
  const linkState: ProductLinkState = { trail: [HOME_STEP, PRODUCTS_STEP, here] };

  return (
    <>
      <PageHeader
        title={category.name}
        subtitle={category.description || undefined}
        breadcrumb={<RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: category.name }]} />}
      />
      <CatalogueListing
        label={`Productos de ${category.name}`}
        params={params}
        result={data?.products ?? previousData?.products}
        loading={loading}
        failed={Boolean(error)}
        onRetry={retry}
        errorMessage={ERROR_MESSAGE}
        emptyMessage="No hay productos disponibles en esta categoría."
        linkState={linkState}
      />
    </>
  );
}
