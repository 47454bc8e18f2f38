import { Button, EmptyState, ErrorState, PageHeader } from '@esencia/ui-kit';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '../../data';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { HOME_STEP, PRODUCTS_STEP, type ProductLinkState } from '../../catalog/breadcrumbTrail';
import { CatalogueListing } from '../../catalog/CatalogueListing';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import { CategoryProductsQuery } from './category.queries';
import { PageLoading } from '../../app/PageLoading';

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
  const available = current?.category?.active ? current.category : null;
  // A missing or inactive category's name is not shown, not even in the tab.
  useDocumentTitle(available?.name ?? (current ? 'Categoría no disponible' : 'Categoría'));

  if (!current) {
    if (error) return <ErrorState titleAs="h1" message={ERROR_MESSAGE} onRetry={retry} />;
    return <PageLoading text="Cargando categoría..." />;
  }

  const category = available;
  if (!category) {
    return (
      <>
        <RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: 'Categoría' }]} />
        <EmptyState
          titleAs="h1"
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

  // With its ?name=, as the catalogue menu links it (the logo follows the category's name).
  const here = {
    label: category.name,
    href: `/category/${encodeURIComponent(category.id)}?name=${encodeURIComponent(category.name)}`,
  };
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
