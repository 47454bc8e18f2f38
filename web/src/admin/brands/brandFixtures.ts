import type { MockLink } from '@apollo/client/testing';
import { type AdminBrandFieldsFragment, AdminBrandsDocument } from './brands.generated';

/** A brand as the admin list answers it: Dior, with a logo and 3 products, active. */
export function adminBrand(overrides: Partial<AdminBrandFieldsFragment> = {}): AdminBrandFieldsFragment {
  const name = overrides.name ?? 'Dior';
  return {
    __typename: 'AdminBrand',
    id: 'b-dior',
    name,
    description: name,
    logoUrl: '/files/brands/1-dior.webp',
    logoKey: 'brands/1-dior.webp',
    active: true,
    productCount: 3,
    ...overrides,
  };
}

/** The admin brands list's answer: `brands` as page `page` of `totalPages` (one by default), `total` in all. */
export function adminBrandsMock(
  brands: readonly AdminBrandFieldsFragment[],
  search: string | null = null,
  { page = 1, total = brands.length, totalPages = 1 }: { page?: number; total?: number; totalPages?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminBrandsDocument, variables: { search, page } },
    result: {
      data: {
        adminBrandPage: { __typename: 'AdminBrandPage', total, page, pageSize: 25, totalPages, items: [...brands] },
      },
    },
  };
}
