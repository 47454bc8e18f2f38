import { useMutation, useQuery } from '@apollo/client/react';
import { BRAND_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import { Button, SEARCH_DEBOUNCE_MS, useToast } from '@esencia/ui-kit';
import type { DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import type { AdminBrandFieldsFragment } from '../gql/graphql';
import {
  AdminList,
  AdminListEmpty,
  adminListStyles as list,
  AdminToolbar,
  DeleteConfirmDialog,
  useFormDialog,
} from '../shared/AdminList';
import { useDebounced } from '../shared/useDebounced';
import { forgetBrandLists } from './brandCache';
import { BrandFormDialog } from './BrandFormDialog';
import { AdminBrandsQuery, DeleteBrandMutation } from './brands.queries';
import styles from './taxonomyAdmin.module.css';

type Brand = AdminBrandFieldsFragment;

const productCount = (count: number) => (count === 1 ? '1 producto' : `${count} productos`);

/**
 * /admin/brands: search, the brands (a table, cards on a phone) with logo, name, description, product
 * count and status, the create/edit modal and delete with confirmation (the server refuses a brand
 * that products still name, with its reason).
 */
export function BrandsAdminPage() {
  const { toast } = useToast();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const brands = useQuery(AdminBrandsQuery, {
    variables: { search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const form = useFormDialog<Brand>();
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const [deleteBrand, { loading: deletingNow }] = useMutation(DeleteBrandMutation);

  async function confirmDelete(brand: Brand) {
    try {
      const deleted = unwrap(
        answered(
          (
            await deleteBrand({
              variables: { id: brand.id },
              update: (cache, { data }) => {
                if (data?.deleteBrand.__typename === 'BrandDeleted') forgetBrandLists(cache, brand.id);
              },
            })
          ).data,
        ).deleteBrand,
      );
      toast({ title: deleted.message || BRAND_ADMIN_MESSAGES.deleted, tone: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({
        title: BRAND_ADMIN_MESSAGES.deleteFailed,
        tone: 'error',
        ...(error instanceof ApiFailure ? { description: error.message } : {}),
      });
      // A refusal (products still name it) is final: the question is closed with the reason shown.
      if (error instanceof ApiFailure) setDeleting(null);
    }
  }

  const cells = {
    logo: (brand: Brand) =>
      brand.logoUrl ? (
        <img src={brand.logoUrl} alt={`Logo de ${brand.name}`} className={styles.logo} loading="lazy" />
      ) : (
        <span className={styles.logo} role="img" aria-label={`${brand.name} sin logo`} />
      ),
    name: (brand: Brand) => <span className={styles.name}>{brand.name}</span>,
    description: (brand: Brand) => <span className={styles.muted}>{brand.description}</span>,
    productCount: (brand: Brand) => <span className={styles.count}>{productCount(brand.productCount)}</span>,
    status: (brand: Brand) => (
      <span className={list.badge} data-status={brand.active ? 'ON' : 'OFF'}>
        {brand.active ? 'Activa' : 'Inactiva'}
      </span>
    ),
    actions: (brand: Brand) => (
      <div className={list.actions}>
        <Button size="sm" variant="secondary" aria-label={`Editar ${brand.name}`} onClick={() => form.openWith(brand)}>
          Editar
        </Button>
        <Button size="sm" variant="danger" aria-label={`Eliminar ${brand.name}`} onClick={() => setDeleting(brand)}>
          Eliminar
        </Button>
      </div>
    ),
  };

  const columns: DataTableColumn<Brand>[] = [
    { key: 'logo', header: 'Logo', render: cells.logo },
    { key: 'name', header: 'Nombre', render: cells.name },
    { key: 'description', header: 'Descripción', render: cells.description },
    { key: 'productCount', header: 'Productos', align: 'end', render: cells.productCount },
    { key: 'status', header: 'Estado', render: cells.status },
    { key: 'actions', header: 'Acciones', align: 'end', render: cells.actions },
  ];

  const rows = brands.data?.adminBrands ?? brands.previousData?.adminBrands;
  const empty = (
    <AdminListEmpty
      search={search}
      notFoundTitle="No se encontraron marcas"
      emptyTitle="No hay marcas registradas"
      emptyDescription="Crea la primera con «Nueva marca»."
    />
  );

  return (
    <div className={list.page}>
      <AdminToolbar
        searchLabel="Buscar marcas"
        searchPlaceholder="Nombre de la marca"
        search={searchText}
        onSearchChange={setSearchText}
      >
        <Button onClick={() => form.openWith(null)}>Nueva marca</Button>
      </AdminToolbar>

      <AdminList
        caption="Marcas"
        rows={rows}
        columns={columns}
        rowKey={(brand) => brand.id}
        failed={Boolean(brands.error)}
        failedMessage={BRAND_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void brands.refetch()}
        loading={brands.loading}
        loadingText="Cargando marcas..."
        empty={empty}
        cardLabel={(brand) => brand.name}
        cardHead={(brand) => (
          <div className={list.cardHead}>
            {cells.logo(brand)}
            {cells.name(brand)}
          </div>
        )}
        cardColumns={['description', 'productCount', 'status']}
        cardActions={cells.actions}
      />

      {form.target && (
        <BrandFormDialog
          open={form.open}
          brand={form.target.item}
          onOpenChange={form.onOpenChange}
          onSaved={form.close}
        />
      )}

      <DeleteConfirmDialog
        title="Eliminar marca"
        name={deleting?.name ?? null}
        deleting={deletingNow}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
