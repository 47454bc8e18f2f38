import { useMutation, useQuery } from '@apollo/client/react';
import { CATEGORY_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import {
  Button,
  Dialog,
  DialogClose,
  EmptyState,
  ErrorState,
  LoadingState,
  SEARCH_DEBOUNCE_MS,
  TextField,
  useToast,
} from '@esencia/ui-kit';
import { DataTable, type DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import { useMediaQuery } from '../../app/useMediaQuery';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import type { AdminCategoryFieldsFragment } from '../gql/graphql';
import { PHONE_QUERY, useDebounced } from '../brands/adminList';
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
  const phone = useMediaQuery(PHONE_QUERY);
  const [form, setForm] = useState<{ readonly category: Category | null } | null>(null);
  const [formOpen, setFormOpen] = useState(false);
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

  const openForm = (category: Category | null) => {
    setForm({ category });
    setFormOpen(true);
  };

  const cells = {
    name: (category: Category) => <span className={styles.name}>{category.name}</span>,
    description: (category: Category) => <span className={styles.muted}>{category.description}</span>,
    status: (category: Category) => (
      <span className={styles.badge} data-status={category.active ? 'ON' : 'OFF'}>
        {category.active ? 'Activa' : 'Inactiva'}
      </span>
    ),
    actions: (category: Category) => (
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" aria-label={`Editar ${category.name}`} onClick={() => openForm(category)}>
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
    <EmptyState
      title={search ? 'No se encontraron categorías' : 'No hay categorías registradas'}
      description={search ? `Nada coincide con «${search}».` : 'Crea la primera con «Nueva categoría».'}
    />
  );

  let list;
  if (categories.error) {
    list = (
      <ErrorState
        message={CATEGORY_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void categories.refetch()}
        retrying={categories.loading}
      />
    );
  } else if (!rows) {
    list = <LoadingState text="Cargando categorías..." />;
  } else if (rows.length === 0) {
    list = empty;
  } else if (phone) {
    list = (
      <ul className={styles.cards} aria-label="Categorías">
        {rows.map((category) => (
          <li key={category.id}>
            <article className={styles.card} aria-label={category.name}>
              {cells.name(category)}
              <dl className={styles.cardFacts}>
                {columns.slice(1, -1).map((column) => (
                  <div key={column.key} className={styles.cardFact}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(category)}</dd>
                  </div>
                ))}
              </dl>
              {cells.actions(category)}
            </article>
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <DataTable caption="Categorías" columns={columns} rows={rows} rowKey={(category) => category.id} empty={empty} />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <TextField
          label="Buscar categorías"
          name="search"
          inputMode="search"
          placeholder="Nombre de la categoría"
          className={styles.search}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button onClick={() => openForm(null)}>Nueva categoría</Button>
      </div>

      <div aria-busy={categories.loading}>{list}</div>

      {form && (
        <CategoryFormDialog
          open={formOpen}
          category={form.category}
          onOpenChange={(open) => {
            setFormOpen(open);
            if (!open) setForm(null);
          }}
          onSaved={() => {
            setFormOpen(false);
            setForm(null);
          }}
        />
      )}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        size="sm"
        title="Eliminar categoría"
        description={
          deleting ? `¿Seguro que deseas eliminar «${deleting.name}»? Esta acción no se puede deshacer.` : ''
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancelar</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={deletingNow}
              loadingLabel="Eliminando..."
              onClick={() => deleting && void confirmDelete(deleting)}
            >
              Eliminar
            </Button>
          </>
        }
      />
    </div>
  );
}
