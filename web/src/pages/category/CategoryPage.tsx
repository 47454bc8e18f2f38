import { PageHeader } from '@esencia/ui-kit';
import { type CategoryProductsQuery as CategoryProductsData, CategoryProductsDocument } from './category.generated';
import { CATALOGUE_LOAD_FAILURES } from '../../catalog/catalogueLoadFailure';
import { CatalogueGroupPage, type CatalogueGroupKind } from '../catalogue-group/CatalogueGroupPage';

type Category = NonNullable<CategoryProductsData['category']>;

const CATEGORY: CatalogueGroupKind<CategoryProductsData, Category, 'categoryId'> = {
  idName: 'categoryId',
  query: CategoryProductsDocument,
  groupOf: (data) => data.category,
  productsOf: (data) => data.products,
  // With its ?name=, as the catalogue menu links it (the logo follows the category's name).
  href: (category) => `/category/${encodeURIComponent(category.id)}?name=${encodeURIComponent(category.name)}`,
  header: (category, breadcrumb) => (
    <PageHeader title={category.name} subtitle={category.description || undefined} breadcrumb={breadcrumb} />
  ),
  failure: CATALOGUE_LOAD_FAILURES.category,
  texts: {
    noun: 'Categoría',
    loading: 'Cargando categoría...',
    unavailableTitle: 'Categoría no disponible',
    unavailable: 'Esta categoría no está disponible en este momento.',
    empty: 'No hay productos disponibles en esta categoría.',
  },
};

/** /category/:categoryId: the category's name and description, then its products. */
export function CategoryPage() {
  return <CatalogueGroupPage kind={CATEGORY} />;
}
