import type { TypedDocumentNode } from '@apollo/client';
import { Button, EmptyState, ErrorState } from '@esencia/ui-kit';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { PageLoading } from '../../app/PageLoading';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { HOME_STEP, PRODUCTS_STEP, type ProductLinkState, type TrailStep } from '../../catalog/breadcrumbTrail';
import { useLoadFailureToast, type LoadFailureTexts } from '../../catalog/catalogueLoadFailure';
import { CatalogueListing, type CatalogueListingPage } from '../../catalog/CatalogueListing';
import { RouterBreadcrumb } from '../../catalog/RouterBreadcrumb';
import { CATALOGUE_PAGE_SIZE, useCatalogueParams } from '../../catalog/useCatalogueParams';
import type { ProductSort } from '../../gql/graphql';

/** A brand or a category, as its page reads it. */
export interface CatalogueGroup {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

/** The page's query: the group by id and one page of its active products. */
type GroupVariables<IdName extends string> = { [K in IdName]: string } & {
  sort: ProductSort;
  page: number;
  pageSize: number;
};

export interface CatalogueGroupKind<Data, Group extends CatalogueGroup, IdName extends string> {
  /** The route parameter holding the group's id, which is also the query's variable (`brandId`, `categoryId`). */
  readonly idName: IdName;
  readonly query: TypedDocumentNode<Data, GroupVariables<IdName>>;
  readonly groupOf: (data: Data) => Group | null | undefined;
  readonly productsOf: (data: Data) => CatalogueListingPage;
  /** The group's own address, the breadcrumb step a product page leads back to. */
  readonly href: (group: Group) => string;
  /** The top of the page: the group's heading, with `breadcrumb` where the layout puts it. */
  readonly header: (group: Group, breadcrumb: ReactNode) => ReactNode;
  /** What a failed load says (the page's error state and the toast). */
  readonly failure: LoadFailureTexts;
  readonly texts: {
    /** The breadcrumb step and tab title while the group is unknown ('Marca'). */
    readonly noun: string;
    readonly loading: string;
    /** The tab title of a missing or inactive group (its name is never shown). */
    readonly unavailableTitle: string;
    readonly unavailable: string;
    readonly empty: string;
  };
}

/**
 * A brand's or a category's page (/brand/:brandId, /category/:categoryId): the group's heading, then its
 * products, sortable and paginated. A missing or inactive group says it is not available, without its name.
 */
export function CatalogueGroupPage<Data, Group extends CatalogueGroup, IdName extends string>({
  kind,
}: {
  readonly kind: CatalogueGroupKind<Data, Group, IdName>;
}) {
  const id = useParams()[kind.idName];
  if (!id) return <Navigate to="/" replace />;
  return <CatalogueGroupProducts kind={kind} id={id} />;
}

function CatalogueGroupProducts<Data, Group extends CatalogueGroup, IdName extends string>({
  kind,
  id,
}: {
  readonly kind: CatalogueGroupKind<Data, Group, IdName>;
  readonly id: string;
}) {
  const { texts } = kind;
  const params = useCatalogueParams();
  const variables = { [kind.idName]: id, sort: params.sort, page: params.page, pageSize: CATALOGUE_PAGE_SIZE };
  const { data, previousData, loading, error, refetch } = useQuery(kind.query, {
    variables: variables as GroupVariables<IdName>,
  });
  useLoadFailureToast(error, kind.failure);
  // The previous page (or sort) stays on screen while the next one loads.
  const current = (data ?? previousData) as Data | undefined;
  const retry = () => void refetch();
  const group = current ? kind.groupOf(current) : undefined;
  const available = group?.active ? group : null;
  // A missing or inactive group's name is not shown, not even in the tab.
  useDocumentTitle(available?.name ?? (current ? texts.unavailableTitle : texts.noun));

  if (!current) {
    if (error) return <ErrorState titleAs="h1" message={kind.failure.page} onRetry={retry} />;
    return <PageLoading text={texts.loading} />;
  }

  if (!available) {
    return (
      <>
        <RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: texts.noun }]} />
        <EmptyState
          titleAs="h1"
          title={texts.unavailable}
          action={
            <Button asChild variant="secondary">
              <Link to="/web-products">Ver todos los productos</Link>
            </Button>
          }
        />
      </>
    );
  }

  const here: TrailStep = { label: available.name, href: kind.href(available) };
  const linkState: ProductLinkState = { trail: [HOME_STEP, PRODUCTS_STEP, here] };

  return (
    <>
      {kind.header(available, <RouterBreadcrumb steps={[HOME_STEP, PRODUCTS_STEP, { label: available.name }]} />)}
      <CatalogueListing
        label={`Productos de ${available.name}`}
        params={params}
        result={current && kind.productsOf(current)}
        loading={loading}
        failed={Boolean(error)}
        onRetry={retry}
        errorMessage={kind.failure.page}
        emptyMessage={texts.empty}
        linkState={linkState}
      />
    </>
  );
}
