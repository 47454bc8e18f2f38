import { PageHeader, ProductImage } from '@esencia/ui-kit';
import { type BrandProductsQuery as BrandProductsData, BrandProductsDocument } from './brand.generated';
import { CATALOGUE_LOAD_FAILURES } from '../../catalog/catalogueLoadFailure';
import { CatalogueGroupPage, type CatalogueGroupKind } from '../catalogue-group/CatalogueGroupPage';
import styles from './BrandPage.module.css';

type Brand = NonNullable<BrandProductsData['brand']>;

const BRAND: CatalogueGroupKind<BrandProductsData, Brand, 'brandId'> = {
  idName: 'brandId',
  query: BrandProductsDocument,
  groupOf: (data) => data.brand,
  productsOf: (data) => data.products,
  href: (brand) => `/brand/${encodeURIComponent(brand.id)}`,
  // The logo and the name, nothing else: the descriptions only repeat the name.
  header: (brand, breadcrumb) => (
    <>
      {breadcrumb}
      <div className={styles.brandHeader}>
        {brand.logoUrl && (
          <span className={styles.logo}>
            <ProductImage src={brand.logoUrl} alt={`Logo de ${brand.name}`} sizes="128px" width={240} height={160} />
          </span>
        )}
        <PageHeader title={brand.name} />
      </div>
    </>
  ),
  failure: CATALOGUE_LOAD_FAILURES.brand,
  texts: {
    noun: 'Marca',
    loading: 'Cargando marca...',
    unavailableTitle: 'Marca no disponible',
    unavailable: 'Esta marca no esta disponible en este momento.',
    empty: 'No hay productos disponibles de esta marca.',
  },
};

/** /brand/:brandId: the brand's logo and name, then its products. */
export function BrandPage() {
  return <CatalogueGroupPage kind={BRAND} />;
}
