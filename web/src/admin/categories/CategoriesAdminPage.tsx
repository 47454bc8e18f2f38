import { CATEGORY_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import {
  type AdminCategoriesQuery as AdminCategoriesData,
  type AdminCategoryFieldsFragment,
  type DeleteCategoryMutation as DeleteCategoryData,
  AdminCategoriesDocument,
  DeleteCategoryDocument,
} from './categories.generated';
import { TaxonomyAdminPage, type TaxonomyAdminKind } from '../taxonomy/TaxonomyAdminPage';
import { forgetCategoryLists } from './categoryCache';
import { CategoryFormDialog } from './CategoryFormDialog';

type Category = AdminCategoryFieldsFragment;

const CATEGORIES: TaxonomyAdminKind<Category, AdminCategoriesData, DeleteCategoryData> = {
  listQuery: AdminCategoriesDocument,
  pageOf: (data) => data.adminCategoryPage,
  deleteMutation: DeleteCategoryDocument,
  deleteResultOf: (data) => data.deleteCategory,
  forgetDeleted: (cache) => forgetCategoryLists(cache),
  layout: (cells) => ({
    columns: [
      { key: 'name', header: 'Nombre', render: cells.name },
      { key: 'description', header: 'Descripción', render: cells.description },
      { key: 'productCount', header: 'Productos', align: 'end', render: cells.productCount },
      { key: 'status', header: 'Estado', render: cells.status },
      { key: 'actions', header: 'Acciones', align: 'end', render: cells.actions },
    ],
    cardHead: cells.name,
    cardColumns: ['description', 'productCount', 'status'],
  }),
  formDialog: ({ item, ...props }) => <CategoryFormDialog {...props} category={item} />,
  messages: CATEGORY_ADMIN_MESSAGES,
  texts: {
    caption: 'Categorías',
    nouns: ['categoría', 'categorías'],
    searchLabel: 'Buscar categorías',
    searchPlaceholder: 'Nombre de la categoría',
    create: 'Nueva categoría',
    loading: 'Cargando categorías...',
    notFound: 'No se encontraron categorías',
    empty: 'No hay categorías registradas',
    emptyDescription: 'Crea la primera con «Nueva categoría».',
    deleteTitle: 'Eliminar categoría',
  },
};

/**
 * /admin/categories: search, a page of the categories (a table, cards on a phone) with name, description,
 * product count and status, the create/edit modal and delete with confirmation (the server refuses a category that still
 * has products, with its reason).
 */
export function CategoriesAdminPage() {
  return <TaxonomyAdminPage kind={CATEGORIES} />;
}
