import { isOnSale } from '@esencia/domain/catalog/product-visibility';
import { Button, EmptyState, ErrorState } from '@esencia/ui-kit';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { HOME_STEP, PRODUCTS_STEP, readTrailFromState } from '../../catalog/breadcrumbTrail';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { type ProductDetailQuery, ProductDetailDocument } from './product-detail.generated';
import { ProductDetails } from './ProductDetails';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PageLoading } from '../../app/PageLoading';

type PageState = 'loading' | 'missing' | 'unavailable' | 'on-sale';

const UNAVAILABLE = 'Este producto no está disponible en este momento.';

/** The tab's title per state; a product on sale shows its own name. */
const TAB_TITLES: Record<PageState, string | undefined> = {
  loading: 'Producto',
  missing: 'Producto no encontrado',
  unavailable: 'Producto no disponible',
  'on-sale': undefined,
};

/**
 * Where the page stands: an inactive or unknown product is missing; an active one that is not on
 * sale (its brand is inactive: the domain's rule, which also hides it from every list and cart)
 * is not available.
 */
function pageState(data: ProductDetailQuery | undefined): PageState {
  if (!data) return 'loading';
  const { product } = data;
  if (!product || !product.active) return 'missing';
  return isOnSale(product, product.brand ?? null) ? 'on-sale' : 'unavailable';
}

/**
 * /product/:id: one product with gallery, price, promotion, stock and quantity. A missing or
 * inactive product is 'No encontramos el producto'; one of an inactive brand is shown as not
 * available (no price, no add-to-cart).
 */
export function ProductDetailPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/web-products" replace />;
  return <ProductDetail productId={id} />;
}

function ProductDetail({ productId }: { productId: string }) {
  const location = useLocation();
  const trail = readTrailFromState(location.state) ?? [HOME_STEP, PRODUCTS_STEP];
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, { variables: { id: productId } });
  const product = data?.product;
  const state = pageState(data);
  // Only a product on sale shows its name, in the tab too.
  useDocumentTitle(TAB_TITLES[state] ?? product?.name);

  if (error && !data) {
    return (
      <ErrorState
        titleAs="h1"
        message="Lo sentimos, ha ocurrido un error al cargar el producto."
        onRetry={() => void refetch()}
      />
    );
  }
  if (loading && !data) return <PageLoading text="Cargando producto..." />;

  if (!product || state !== 'on-sale') {
    const missing = state !== 'unavailable';
    return (
      <EmptyState
        titleAs="h1"
        title={missing ? 'No encontramos el producto' : UNAVAILABLE}
        description={missing ? 'Puede que ya no esté disponible.' : undefined}
        action={
          <Button asChild variant="secondary">
            <Link to="/web-products">Ver todos los productos</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <RouterBreadcrumb steps={[...trail, { label: product.name }]} />
      <ProductDetails product={product} />
    </>
  );
}
