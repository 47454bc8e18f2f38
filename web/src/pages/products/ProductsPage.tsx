import { PageHeader } from '@esencia/ui-kit';
import { useQuery } from '@apollo/client/react';
import { HOME_STEP, PRODUCTS_STEP, type ProductLinkState } from '../../catalog/breadcrumbTrail';
import { CATALOGUE_LOAD_FAILURES, useLoadFailureToast } from '../../catalog/catalogueLoadFailure';
import { CatalogueListing } from '../../catalog/CatalogueListing';
import { PromotionsBanner } from '../../catalog/PromotionsBanner';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import { CatalogueProductsDocument } from './products.generated';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const LINK_STATE: ProductLinkState = { trail: [HOME_STEP, PRODUCTS_STEP] };
const FAILURE = CATALOGUE_LOAD_FAILURES.products;

/** /web-products: every active product, sortable and paginated. */
export function ProductsPage() {
  useDocumentTitle('Productos');
  const params = useCatalogueParams();
  const { data, previousData, loading, error, refetch } = useQuery(CatalogueProductsDocument, {
    variables: { sort: params.sort, page: params.page, pageSize: CATALOGUE_PAGE_SIZE },
  });
  useLoadFailureToast(error, FAILURE);

  return (
    <>
      <PageHeader
        title="Productos"
        subtitle="Perfumes originales de las mejores marcas."
        breadcrumb={<RouterBreadcrumb steps={[HOME_STEP, { label: PRODUCTS_STEP.label }]} />}
      />
      <PromotionsBanner />
      <CatalogueListing
        label="Productos"
        params={params}
        result={data?.products ?? previousData?.products}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        errorMessage={FAILURE.page}
        emptyMessage="No hay productos disponibles."
        linkState={LINK_STATE}
      />
    </>
  );
}
