import { isOnSale } from '@esencia/domain/catalog/product-visibility';
import { Button, EmptyState, ErrorState } from '@esencia/ui-kit';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { HOME_STEP, PRODUCTS_STEP, readTrailFromState } from '../../catalog/breadcrumbTrail';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { type ProductDetailQuery, ProductDetailDocument } from './product-detail.generated';
import { ProductDetails } from './ProductDetails';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useHydrated } from '../../app/useHydrated';
import { PageLoading } from '../../app/PageLoading';

type PageState = 'loading' | 'missing' | 'on-sale';

/** The tab's title per state; a product on sale shows its own name. */
const TAB_TITLES: Record<PageState, string | undefined> = {
  loading: 'Producto',
  missing: 'Producto no encontrado',
  'on-sale': undefined,
};

/**
 * Where the page stands: a product not on sale (unknown, inactive, or of an inactive brand) is missing. The
 * server answers such a product as null to shoppers (it tells nothing of what is hidden); the admin, who gets
 * it, sees the page a shopper would.
 */
function pageState(data: ProductDetailQuery | undefined): PageState {
  if (!data) return 'loading';
  const { product } = data;
  return product && isOnSale(product, product.brand ?? null) ? 'on-sale' : 'missing';
}

/**
 * /product/:id: one product with gallery, price, promotion, stock and quantity. A product not on sale is
 * 'No encontramos el producto' (a bookmarked product of a brand taken off sale included).
 */
export function ProductDetailPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/web-products" replace />;
  return <ProductDetail productId={id} />;
}

function ProductDetail({ productId }: { productId: string }) {
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
    return (
      <EmptyState
        titleAs="h1"
        title="No encontramos el producto"
        description="Puede que ya no esté disponible."
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
      <ProductTrail name={product.name} />
      <ProductDetails product={product} />
    </>
  );
}

/**
 * The trail of the page that linked here (history state, which a reload keeps), then the product: the server never
 * has that state, so it is read once the page is hydrated, here (only the breadcrumb is drawn again then).
 */
function ProductTrail({ name }: { readonly name: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const trail = (hydrated ? readTrailFromState(location.state) : null) ?? [HOME_STEP, PRODUCTS_STEP];
  return <RouterBreadcrumb steps={[...trail, { label: name }]} />;
}
