import { PageHeader } from '@esencia/ui-kit';
import { useQuery } from '@apollo/client/react';
import { HOME_STEP, PRODUCTS_STEP, PROMOTIONS_STEP, type ProductLinkState } from '../../catalog/breadcrumbTrail';
import { CATALOGUE_LOAD_FAILURES, useLoadFailureToast } from '../../catalog/catalogueLoadFailure';
import { CatalogueListing } from '../../catalog/CatalogueListing';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import { PromotedProductsDocument } from './promotions.generated';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const LINK_STATE: ProductLinkState = { trail: [HOME_STEP, PRODUCTS_STEP, PROMOTIONS_STEP] };
const FAILURE = CATALOGUE_LOAD_FAILURES.promotions;

/** /promotions: products with a promotion running today. */
export function PromotionsPage() {
  useDocumentTitle('Promociones');
  const params = useCatalogueParams();
  const { data, previousData, loading, error, refetch } = useQuery(PromotedProductsDocument, {
    variables: { sort: params.sort, page: params.page, pageSize: CATALOGUE_PAGE_SIZE },
  });
  useLoadFailureToast(error, FAILURE);

  return (
    <>
      <PageHeader
        title="Promociones"
        subtitle="Fragancias con descuento por tiempo limitado."
        breadcrumb={<RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: PROMOTIONS_STEP.label }]} />}
      />
      <CatalogueListing
        label="Productos en promoción"
        params={params}
        result={data?.products ?? previousData?.products}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        errorMessage={FAILURE.page}
        emptyMessage="No hay promociones disponibles en este momento."
        linkState={LINK_STATE}
      />
    </>
  );
}
