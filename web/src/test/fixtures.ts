import type { MeFieldsFragment } from '../auth/session.generated';
import type { CatalogueListingFieldsFragment } from '../catalog/catalogueListing.generated';
import type { ProductCardFieldsFragment } from '../catalog/productCard.generated';
import { CATALOGUE_PAGE_SIZE } from '../catalog/useCatalogueParams';
import type { BrandStripPageFragment } from '../pages/home/home.generated';
import type { ProductDetailQuery } from '../pages/product-detail/product-detail.generated';

type DetailedProduct = NonNullable<ProductDetailQuery['product']>;

/** A product card as the server returns it (prices and labels already formatted). */
export function productCardFixture(overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment {
  return {
    __typename: 'Product',
    id: 'p-1',
    name: 'Good Girl EDP 80 ml',
    description: 'Jazmín, haba tonka y **cacao**.',
    imageUrl: null,
    stock: 12,
    discountApplied: false,
    brand: { __typename: 'Brand', id: 'b-1', name: 'Carolina Herrera' },
    price: { __typename: 'Money', formatted: 'S/ 489.00' },
    originalPrice: { __typename: 'Money', formatted: 'S/ 489.00' },
    promotion: null,
    stockStatus: { __typename: 'StockStatus', level: 'AVAILABLE', label: 'Stock disponible' },
    ...overrides,
  };
}

/** One page of a catalogue listing holding `items` (the first and only page, unless `overrides` say otherwise). */
export function productPageFixture(
  items: ProductCardFieldsFragment[],
  overrides: Partial<Omit<CatalogueListingFieldsFragment, 'items'>> = {},
): CatalogueListingFieldsFragment {
  return {
    __typename: 'ProductPage',
    items,
    total: items.length,
    page: 1,
    pageSize: CATALOGUE_PAGE_SIZE,
    totalPages: 1,
    ...overrides,
  };
}

/** A discounted product as the detail query returns it. */
export function detailedProductFixture(overrides: Partial<DetailedProduct> = {}): DetailedProduct {
  return {
    __typename: 'Product',
    id: 'p-7',
    name: "J'adore EDP 100 ml",
    description: 'Notas de **ylang-ylang**, rosa de Damasco y jazmín.\n\n<script>alert(1)</script>',
    active: true,
    imageUrl: '/files/products/jadore-1.png',
    imageUrls: ['/files/products/jadore-1.png', '/files/products/jadore-2.png'],
    stock: 3,
    discountApplied: true,
    brand: { __typename: 'Brand', id: 'b-2', name: 'Dior', active: true },
    categories: [{ __typename: 'Category', id: 'c-1', name: 'Perfumes Mujer' }],
    price: { __typename: 'Money', formatted: 'S/ 99.90' },
    originalPrice: { __typename: 'Money', formatted: 'S/ 129.90' },
    promotion: {
      __typename: 'Promotion',
      status: 'ACTIVE',
      singleDay: false,
      badge: '-23%',
      headline: '¡EN PROMOCIÓN!',
      detail: 'Hasta 30/11/2026',
    },
    stockStatus: { __typename: 'StockStatus', level: 'LOW', label: '¡Últimas 3 unidades!' },
    ...overrides,
  };
}

/** A signed-in customer as the `me` query returns it. */
export function meFixture(overrides: Partial<MeFieldsFragment> = {}): MeFieldsFragment {
  return {
    __typename: 'Me',
    id: 'u-1',
    email: 'ana.quispe@correo.pe',
    name: 'Ana Quispe',
    phone: '987654321',
    role: 'USER',
    roleLabel: 'Usuario',
    displayName: 'ana.quispe',
    ...overrides,
  };
}

/** An administrator. */
export function adminFixture(overrides: Partial<MeFieldsFragment> = {}): MeFieldsFragment {
  return meFixture({
    id: 'u-admin',
    email: 'admin@esencia.pe',
    name: 'Administración Esencia',
    role: 'ADMIN',
    roleLabel: 'Administrador',
    displayName: 'admin',
    ...overrides,
  });
}

type StripBrand = BrandStripPageFragment['items'][number];

/** A page of the home's brand carousel (pages of 10, home.graphql): `brands` from place (page - 1) × 10. */
export function brandStripPageFixture(
  brands: readonly Omit<StripBrand, '__typename'>[],
  { total = brands.length, page = 1 }: { total?: number; page?: number } = {},
) {
  return {
    brandPage: {
      __typename: 'BrandPage' as const,
      total,
      page,
      items: brands.map((brand) => ({ __typename: 'Brand' as const, ...brand })),
    },
  };
}
