import { Button, EmptyState, ErrorState, PageHeader, ProductImage } from '@esencia/ui-kit';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '../../data';
import { HOME_STEP, PRODUCTS_STEP, type ProductLinkState } from '../../catalog/breadcrumbTrail';
import { CatalogueListing } from '../../catalog/CatalogueListing';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import { BrandProductsQuery } from './brand.queries';
import styles from './BrandPage.module.css';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PageLoading } from '../../app/PageLoading';

const UNAVAILABLE = 'Esta marca no esta disponible en este momento.';

const ERROR_MESSAGE = 'Hubo un error al cargar información de la marca.';

/** /brand/:brandId: the brand's logo and name (nothing else: the descriptions only repeat the name), then its products. */
export function BrandPage() {
  const { brandId } = useParams();
  if (!brandId) return <Navigate to="/" replace />;
  return <BrandProducts brandId={brandId} />;
}

function BrandProducts({ brandId }: { brandId: string }) {
  const params = useCatalogueParams();
  const { data, previousData, loading, error, refetch } = useQuery(BrandProductsQuery, {
    variables: { brandId, sort: params.sort, page: params.page, pageSize: CATALOGUE_PAGE_SIZE },
  });
  const current = data ?? previousData;
  const retry = () => void refetch();
  const available = current?.brand?.active ? current.brand : null;
  // A missing or inactive brand's name is not shown, not even in the tab.
  useDocumentTitle(available?.name ?? (current ? 'Marca no disponible' : 'Marca'));

  if (!current) {
    if (error) return <ErrorState titleAs="h1" message={ERROR_MESSAGE} onRetry={retry} />;
    return <PageLoading text="Cargando marca..." />;
  }

  const brand = available;
  if (!brand) {
    return (
      <>
        <RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: 'Marca' }]} />
        <EmptyState
          titleAs="h1"
          title={UNAVAILABLE}
          action={
            <Button asChild variant="secondary">
              <Link to="/web-products">Ver todos los productos</Link>
            </Button>
          }
        />
      </>
    );
  }

  const here = { label: brand.name, href: `/brand/${encodeURIComponent(brand.id)}` };
  const linkState: ProductLinkState = { trail: [HOME_STEP, PRODUCTS_STEP, here] };

  return (
    <>
      <RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: brand.name }]} />
      <div className={styles.brandHeader}>
        {brand.logoUrl && (
          <span className={styles.logo}>
            <ProductImage src={brand.logoUrl} alt={`Logo de ${brand.name}`} sizes="128px" width={240} height={160} />
          </span>
        )}
        <PageHeader title={brand.name} />
      </div>
      <CatalogueListing
        label={`Productos de ${brand.name}`}
        params={params}
        result={data?.products ?? previousData?.products}
        loading={loading}
        failed={Boolean(error)}
        onRetry={retry}
        errorMessage={ERROR_MESSAGE}
        emptyMessage="No hay productos disponibles de esta marca."
        linkState={linkState}
      />
    </>
  );
}
