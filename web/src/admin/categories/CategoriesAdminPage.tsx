import { useMutation, useQuery } from '@apollo/client/react';
import { CATEGORY_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import { Button, SEARCH_DEBOUNCE_MS, useToast } from '@esencia/ui-kit';
import type { DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import type { AdminCategoryFieldsFragment } from '../gql/graphql';
import {
  AdminList,
  AdminListEmpty,
  adminListStyles as list,
  AdminToolbar,
  DeleteConfirmDialog,
  useFormDialog,
} from '../shared/AdminList';
import { useDebounced } from '../shared/useDebounced';
import styles from '../brands/taxonomyAdmin.module.css';
import { AdminCategoriesQuery, DeleteCategoryMutation } from './categories.queries';
import { forgetCategoryLists } from './categoryCache';
import { CategoryFormDialog } from './CategoryFormDialog';

type Category = AdminCategoryFieldsFragment;

/**
 * /admin/categories: search, the categories (a table, cards on a phone) with name, description and
 * status, the create/edit modal and delete with confirmation (the server refuses a category that still
 * has products, with its reason).
 */
export function CategoriesAdminPage() {
  const { toast } = useToast();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useQuery(AdminCategoriesQuery, {
    variables: { search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const form = useFormDialog<Category>();
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteCategory, { loading: deletingNow }] = useMutation(DeleteCategoryMutation, {
    update: (cache, { data }) => {
      if (data?.deleteCategory.__typename === 'CategoryDeleted') forgetCategoryLists(cache);
    },
  });

  async function confirmDelete(category: Category) {
    try {
      const deleted = unwrap(answered((await deleteCategory({ variables: { id: category.id } })).data).deleteCategory);
      toast({ title: deleted.message || CATEGORY_ADMIN_MESSAGES.deleted, tone: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({
        title: CATEGORY_ADMIN_MESSAGES.deleteFailed,
        tone: 'error',
        ...(error instanceof ApiFailure ? { description: error.message } : {}),
      });
      // A refusal (products are still in it) is final: the question is closed with the reason shown.
      if (error instanceof ApiFailure) setDeleting(null);
    }
  }

  const cells = {
    name: (category: Category) => <span className={styles.name}>{category.name}</span>,
    description: (category: Category) => <span className={styles.muted}>{category.description}</span>,
    status: (category: Category) => (
      <span className={list.badge} data-status={category.active ? 'ON' : 'OFF'}>
        {category.active ? 'Activa' : 'Inactiva'}
      </span>
    ),
    actions: (category: Category) => (
      <div className={list.actions}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Editar ${category.name}`}
          onClick={() => form.openWith(category)}
        >
          Editar
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-label={`Eliminar ${category.name}`}
          onClick={() => setDeleting(category)}
        >
          Eliminar
        </Button>
      </div>
    ),
  };

  const columns: DataTableColumn<Category>[] = [
    { key: 'name', header: 'Nombre', render: cells.name },
    { key: 'description', header: 'Descripción', render: cells.description },
    { key: 'status', header: 'Estado', render: cells.status },
    { key: 'actions', header: 'Acciones', align: 'end', render: cells.actions },
  ];

  const rows = categories.data?.adminCategories ?? categories.previousData?.adminCategories;
  const empty = (
    <AdminListEmpty
      search={search}
      notFoundTitle="No se encontraron categorías"
      emptyTitle="No hay categorías registradas"
      emptyDescription="Crea la primera con «Nueva categoría»."
    />
  );

  return (
    <div className={list.page}>
      <AdminToolbar
        searchLabel="Buscar categorías"
        searchPlaceholder="Nombre de la categoría"
        search={searchText}
        onSearchChange={setSearchText}
      >
        <Button onClick={() => form.openWith(null)}>Nueva categoría</Button>
      </AdminToolbar>

      <AdminList
        caption="Categorías"
        rows={rows}
        columns={columns}
        rowKey={(category) => category.id}
        failed={Boolean(categories.error)}
        failedMessage={CATEGORY_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void categories.refetch()}
        loading={categories.loading}
        loadingText="Cargando categorías..."
        empty={empty}
        cardLabel={(category) => category.name}
        cardHead={cells.name}
        cardColumns={['description', 'status']}
        cardActions={cells.actions}
      />

      {form.target && (
        <CategoryFormDialog
          open={form.open}
          category={form.target.item}
          onOpenChange={form.onOpenChange}
          onSaved={form.close}
        />
      )}

      <DeleteConfirmDialog
        title="Eliminar categoría"
        name={deleting?.name ?? null}
        deleting={deletingNow}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
