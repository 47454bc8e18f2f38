import { BRAND_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import {
  type AdminBrandFieldsFragment,
  type AdminBrandsQuery as AdminBrandsData,
  type DeleteBrandMutation as DeleteBrandData,
  AdminBrandsDocument,
  DeleteBrandDocument,
} from './brands.generated';
import { adminListStyles as list } from '../shared/AdminList';
import { TaxonomyAdminPage, type TaxonomyAdminKind } from '../taxonomy/TaxonomyAdminPage';
import styles from '../taxonomy/taxonomyAdmin.module.css';
import { forgetBrandLists } from './brandCache';
import { BrandFormDialog } from './BrandFormDialog';

type Brand = AdminBrandFieldsFragment;

const logo = (brand: Brand) =>
  brand.logoUrl ? (
    <img src={brand.logoUrl} alt={`Logo de ${brand.name}`} className={styles.logo} loading="lazy" />
  ) : (
    <span className={styles.logo} role="img" aria-label={`${brand.name} sin logo`} />
  );

const BRANDS: TaxonomyAdminKind<Brand, AdminBrandsData, DeleteBrandData> = {
  listQuery: AdminBrandsDocument,
  pageOf: (data) => data.adminBrandPage,
  deleteMutation: DeleteBrandDocument,
  deleteResultOf: (data) => data.deleteBrand,
  forgetDeleted: (cache, brand) => forgetBrandLists(cache, brand.id),
  layout: (cells) => ({
    columns: [
      { key: 'logo', header: 'Logo', render: logo },
      { key: 'name', header: 'Nombre', render: cells.name },
      { key: 'description', header: 'Descripción', render: cells.description },
      { key: 'productCount', header: 'Productos', align: 'end', render: cells.productCount },
      { key: 'status', header: 'Estado', render: cells.status },
      { key: 'actions', header: 'Acciones', align: 'end', render: cells.actions },
    ],
    cardHead: (brand) => (
      <div className={list.cardHead}>
        {logo(brand)}
        {cells.name(brand)}
      </div>
    ),
    cardColumns: ['description', 'productCount', 'status'],
  }),
  formDialog: ({ item, ...props }) => <BrandFormDialog {...props} brand={item} />,
  messages: BRAND_ADMIN_MESSAGES,
  texts: {
    caption: 'Marcas',
    nouns: ['marca', 'marcas'],
    searchLabel: 'Buscar marcas',
    searchPlaceholder: 'Nombre de la marca',
    create: 'Nueva marca',
    loading: 'Cargando marcas...',
    notFound: 'No se encontraron marcas',
    empty: 'No hay marcas registradas',
    emptyDescription: 'Crea la primera con «Nueva marca».',
    deleteTitle: 'Eliminar marca',
  },
};

/**
 * /admin/brands: search, a page of the brands (a table, cards on a phone) with logo, name, description, product
 * count and status, the create/edit modal and delete with confirmation (the server refuses a brand
 * that products still name, with its reason).
 */
export function BrandsAdminPage() {
  return <TaxonomyAdminPage kind={BRANDS} />;
}
