import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, useToast } from '@esencia/ui-kit';
import type { DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState, type ReactNode } from 'react';
import { answered, ApiFailure, unwrap, type FailureFieldsFragment } from '../../auth/graphqlErrors';
import type { AdminEditDialogProps } from '../shared/AdminFormDialog';
import {
  AdminList,
  AdminListEmpty,
  adminListStyles as list,
  AdminToolbar,
  DeleteConfirmDialog,
  type ListPage,
  useFormDialog,
} from '../shared/AdminList';
import { useListParams } from '../shared/useListParams';
import styles from './taxonomyAdmin.module.css';

/** A brand or a category as its admin list shows it. */
export interface TaxonomyItem {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  /** Its products (active or not; archived ones aside). */
  readonly productCount: number;
}

/** The cells every taxonomy list has, for a kind to lay out with its own. */
export interface TaxonomyCells<Item> {
  readonly name: (item: Item) => ReactNode;
  readonly description: (item: Item) => ReactNode;
  /** '1 producto', '12 productos'. */
  readonly productCount: (item: Item) => ReactNode;
  readonly status: (item: Item) => ReactNode;
  readonly actions: (item: Item) => ReactNode;
}

type DeleteResult = { readonly __typename?: string; readonly message: string } | FailureFieldsFragment;

/** What differs between the brands' and the categories' screens. */
export interface TaxonomyAdminKind<Item extends TaxonomyItem, ListData, DeleteData> {
  /** A page of the list (25 by name), optionally narrowed by a search. */
  readonly listQuery: TypedDocumentNode<ListData, { search?: string | null; page: number }>;
  readonly pageOf: (data: ListData) => ListPage & { readonly items: readonly Item[] };
  readonly deleteMutation: TypedDocumentNode<DeleteData, { id: string }>;
  readonly deleteResultOf: (data: DeleteData) => DeleteResult;
  /** Once an item is deleted: the cached lists that held it are read again when next shown. */
  readonly forgetDeleted: (cache: ApolloCache, item: Item) => void;
  /** The table's columns and a phone's cards, from the shared cells and the kind's own. */
  readonly layout: (cells: TaxonomyCells<Item>) => {
    readonly columns: DataTableColumn<Item>[];
    readonly cardHead: (item: Item) => ReactNode;
    readonly cardColumns: string[];
  };
  readonly formDialog: (
    props: Omit<AdminEditDialogProps<Item>, 'onSaved'> & { readonly item: Item | null; onSaved(): void },
  ) => ReactNode;
  readonly messages: { readonly loadFailed: string; readonly deleted: string; readonly deleteFailed: string };
  readonly texts: {
    /** The list's caption ('Marcas'). */
    readonly caption: string;
    /** What the page's count counts, singular and plural ('marca', 'marcas'). */
    readonly nouns: readonly [one: string, many: string];
    readonly searchLabel: string;
    readonly searchPlaceholder: string;
    readonly create: string;
    readonly loading: string;
    readonly notFound: string;
    readonly empty: string;
    readonly emptyDescription: string;
    readonly deleteTitle: string;
  };
}

/**
 * /admin/brands and /admin/categories: search, a page of 25 by name (a table, cards on a phone; the search and
 * the page in the address, 'Anterior' / 'Siguiente' with the count under either), the create/edit modal and
 * delete with confirmation; the server refuses to delete one that products still use, with its reason, and that
 * refusal is final (the question closes with the reason shown).
 */
export function TaxonomyAdminPage<Item extends TaxonomyItem, ListData, DeleteData>({
  kind,
}: {
  readonly kind: TaxonomyAdminKind<Item, ListData, DeleteData>;
}) {
  const { texts, messages } = kind;
  const { toast } = useToast();
  const params = useListParams([]);
  const items = useQuery(kind.listQuery, {
    variables: { search: params.search || null, page: params.page },
    notifyOnNetworkStatusChange: true,
  });
  const form = useFormDialog<Item>();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteItem, { loading: deletingNow }] = useMutation(kind.deleteMutation);

  async function confirmDelete(item: Item) {
    try {
      const { data } = await deleteItem({
        variables: { id: item.id },
        update: (cache, { data: answer }) => {
          if (answer && !('errorCode' in kind.deleteResultOf(answer))) kind.forgetDeleted(cache, item);
        },
      });
      const deleted = unwrap(kind.deleteResultOf(answered(data)));
      toast({ title: deleted.message || messages.deleted, tone: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({
        title: messages.deleteFailed,
        tone: 'error',
        ...(error instanceof ApiFailure ? { description: error.message } : {}),
      });
      if (error instanceof ApiFailure) setDeleting(null);
    }
  }

  const cells: TaxonomyCells<Item> = {
    name: (item) => <span className={styles.name}>{item.name}</span>,
    description: (item) => <span className={styles.muted}>{item.description}</span>,
    productCount: (item) => (
      <span className={styles.count}>{item.productCount === 1 ? '1 producto' : `${item.productCount} productos`}</span>
    ),
    status: (item) => (
      <span className={list.badge} data-status={item.active ? 'ON' : 'OFF'}>
        {item.active ? 'Activa' : 'Inactiva'}
      </span>
    ),
    actions: (item) => (
      <div className={list.actions}>
        <Button size="sm" variant="secondary" aria-label={`Editar ${item.name}`} onClick={() => form.openWith(item)}>
          Editar
        </Button>
        <Button size="sm" variant="danger" aria-label={`Eliminar ${item.name}`} onClick={() => setDeleting(item)}>
          Eliminar
        </Button>
      </div>
    ),
  };
  const { columns, cardHead, cardColumns } = kind.layout(cells);
  const current = items.data ?? items.previousData;
  const page = current && kind.pageOf(current);

  return (
    <div className={list.page}>
      <AdminToolbar
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        search={params.searchText}
        onSearchChange={params.setSearchText}
      >
        <Button onClick={() => form.openWith(null)}>{texts.create}</Button>
      </AdminToolbar>

      <AdminList
        caption={texts.caption}
        rows={page?.items}
        columns={columns}
        rowKey={(item) => item.id}
        failed={Boolean(items.error)}
        failedMessage={messages.loadFailed}
        onRetry={() => void items.refetch()}
        loading={items.loading}
        loadingText={texts.loading}
        empty={
          <AdminListEmpty
            search={params.search}
            notFoundTitle={texts.notFound}
            emptyTitle={texts.empty}
            emptyDescription={texts.emptyDescription}
          />
        }
        cardLabel={(item) => item.name}
        cardHead={cardHead}
        cardColumns={cardColumns}
        cardActions={cells.actions}
        pagination={{ of: page, nouns: texts.nouns, onPageChange: params.setPage }}
      />

      {form.target &&
        kind.formDialog({
          open: form.open,
          item: form.target.item,
          onOpenChange: form.onOpenChange,
          onSaved: form.close,
        })}

      <DeleteConfirmDialog
        title={texts.deleteTitle}
        name={deleting?.name ?? null}
        deleting={deletingNow}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
