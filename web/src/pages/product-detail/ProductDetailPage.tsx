import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, ErrorState, LoadingState } from '@esencia/ui-kit';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { HOME_STEP, PRODUCTS_STEP, readTrailFromState } from '../../catalog/breadcrumbTrail';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { ProductDetailQuery } from './product-detail.queries';
import { ProductDetails } from './ProductDetails';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** /product/:id: one product with gallery, price, promotion, stock and quantity. */
export function ProductDetailPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/web-products" replace />;
  return <ProductDetail productId={id} />;
}

function ProductDetail({ productId }: { productId: string }) {
  const location = useLocation();
  const trail = readTrailFromState(location.state) ?? [HOME_STEP, PRODUCTS_STEP];
  const { data, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { id: productId } });
  useDocumentTitle(data?.product?.name ?? 'Producto');

  if (error && !data) {
    return (
      <ErrorState message="Lo sentimos, ha ocurrido un error al cargar el producto." onRetry={() => void refetch()} />
    );
  }
  if (loading && !data) return <LoadingState text="Cargando producto..." />;

  const product = data?.product;
  if (!product || !product.active) {
    return (
      <EmptyState
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
      <RouterBreadcrumb steps={[...trail, { label: product.name }]} />
      <ProductDetails product={product} />
    </>
  );
}
