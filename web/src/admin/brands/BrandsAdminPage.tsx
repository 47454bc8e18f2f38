import { useMutation, useQuery } from '@apollo/client/react';
import { BRAND_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
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
import type { AdminBrandFieldsFragment } from '../gql/graphql';
import { PHONE_QUERY, useDebounced } from './adminList';
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
  const phone = useMediaQuery(PHONE_QUERY);
  const [form, setForm] = useState<{ readonly brand: Brand | null } | null>(null);
  const [formOpen, setFormOpen] = useState(false);
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

  const openForm = (brand: Brand | null) => {
    setForm({ brand });
    setFormOpen(true);
  };

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
      <span className={styles.badge} data-status={brand.active ? 'ON' : 'OFF'}>
        {brand.active ? 'Activa' : 'Inactiva'}
      </span>
    ),
    actions: (brand: Brand) => (
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" aria-label={`Editar ${brand.name}`} onClick={() => openForm(brand)}>
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
    <EmptyState
      title={search ? 'No se encontraron marcas' : 'No hay marcas registradas'}
      description={search ? `Nada coincide con «${search}».` : 'Crea la primera con «Nueva marca».'}
    />
  );

  let list;
  if (brands.error) {
    list = (
      <ErrorState
        message={BRAND_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void brands.refetch()}
        retrying={brands.loading}
      />
    );
  } else if (!rows) {
    list = <LoadingState text="Cargando marcas..." />;
  } else if (rows.length === 0) {
    list = empty;
  } else if (phone) {
    list = (
      <ul className={styles.cards} aria-label="Marcas">
        {rows.map((brand) => (
          <li key={brand.id}>
            <article className={styles.card} aria-label={brand.name}>
              <div className={styles.cardHead}>
                {cells.logo(brand)}
                {cells.name(brand)}
              </div>
              <dl className={styles.cardFacts}>
                {columns.slice(2, -1).map((column) => (
                  <div key={column.key} className={styles.cardFact}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(brand)}</dd>
                  </div>
                ))}
              </dl>
              {cells.actions(brand)}
            </article>
          </li>
        ))}
      </ul>
    );
  } else {
    list = <DataTable caption="Marcas" columns={columns} rows={rows} rowKey={(brand) => brand.id} empty={empty} />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <TextField
          label="Buscar marcas"
          name="search"
          inputMode="search"
          placeholder="Nombre de la marca"
          className={styles.search}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button onClick={() => openForm(null)}>Nueva marca</Button>
      </div>

      <div aria-busy={brands.loading}>{list}</div>

      {form && (
        <BrandFormDialog
          open={formOpen}
          brand={form.brand}
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
        title="Eliminar marca"
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
