import type { MockLink } from '@apollo/client/testing';
import { addDays, limaDate } from '@esencia/domain/shared/lima-date';
import {
  type AdminProductFieldsFragment,
  AdminProductsDocument,
  ProductBrandOptionsDocument,
  ProductCategoryOptionsDocument,
  ProductStatisticsDocument,
} from './products.generated';
import type { AdminProductSort } from '../../gql/graphql';

const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toFixed(2)}`,
});

/** A product as the admin list answers it: Sauvage by Dior, 120 soles, 12 in stock, no promotion. */
export function adminProduct(overrides: Partial<AdminProductFieldsFragment> = {}): AdminProductFieldsFragment {
  const originalCents = overrides.originalPrice?.cents ?? 12000;
  return {
    __typename: 'Product',
    id: 'p-1',
    name: 'Sauvage EDT 100 ml',
    description: 'Fresco y **especiado**.\nIdeal para el día.',
    brandId: 'b-dior',
    brand: { __typename: 'Brand', id: 'b-dior', name: 'Dior' },
    categoryIds: ['c-hombre'],
    imageUrl: '/files/products/1-0-sauvage.webp',
    imageUrls: ['/files/products/1-0-sauvage.webp', '/files/products/1-1-sauvage.webp'],
    imageKeys: ['products/1-0-sauvage.webp', 'products/1-1-sauvage.webp'],
    originalPrice: money(originalCents),
    price: money(originalCents),
    promotion: null,
    stock: 12,
    heldStock: 0,
    restockWaiting: 0,
    active: true,
    carousel: false,
    ...overrides,
  };
}

/** Today in Lima, when the test runs. */
export const TODAY = limaDate(new Date());

/** A promotion as the server answers it: by default 10 % off, running from 5 days ago to 10 days ahead. */
export function promotion(
  overrides: Partial<NonNullable<AdminProductFieldsFragment['promotion']>> = {},
): NonNullable<AdminProductFieldsFragment['promotion']> {
  return {
    __typename: 'Promotion',
    type: 'PERCENTAGE',
    discount: 10,
    startDate: addDays(TODAY, -5),
    endDate: addDays(TODAY, 10),
    status: 'ACTIVE',
    singleDay: false,
    ...overrides,
  };
}

export const moneyFixture = money;

/** The variables the products screen sends for a page (no search, no filter, by position, page 1 by default). */
export interface AdminProductsVariables {
  search?: string | null;
  active?: boolean | null;
  promoted?: boolean | null;
  lowStock?: boolean | null;
  carousel?: boolean | null;
  sort?: AdminProductSort;
  page?: number;
}

/** adminProducts asked with `variables`, answering `products` as the page (one page unless `total` says more). */
export function adminProductsMock(
  products: readonly AdminProductFieldsFragment[],
  variables: AdminProductsVariables | string | null = {},
  { total = products.length, totalPages = 1 }: { total?: number; totalPages?: number } = {},
): MockLink.MockedResponse {
  const asked = typeof variables === 'string' || variables === null ? { search: variables } : variables;
  const {
    search = null,
    active = null,
    promoted = null,
    lowStock = null,
    carousel = null,
    sort = 'POSITION',
    page = 1,
  } = asked;
  return {
    request: {
      query: AdminProductsDocument,
      variables: { search, active, promoted, lowStock, carousel, sort, page },
    },
    result: {
      data: {
        adminProducts: { __typename: 'ProductPage', total, page, pageSize: 25, totalPages, items: [...products] },
      },
    },
  };
}

export function productStatisticsMock(
  overrides: Partial<{
    total: number;
    active: number;
    promoted: number;
    carousel: number;
    upcomingPromotions: number;
    activePromotions: number;
    lowStock: number;
  }> = {},
): MockLink.MockedResponse {
  return {
    request: { query: ProductStatisticsDocument },
    result: {
      data: {
        productStatistics: {
          __typename: 'ProductStatistics',
          total: 3,
          active: 2,
          promoted: 1,
          carousel: 1,
          upcomingPromotions: 0,
          activePromotions: 1,
          lowStock: 1,
          ...overrides,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const BRANDS = [
  { __typename: 'Brand' as const, id: 'b-dior', name: 'Dior', active: true },
  { __typename: 'Brand' as const, id: 'b-chanel', name: 'Chanel', active: true },
  { __typename: 'Brand' as const, id: 'b-old', name: 'Marca Retirada', active: false },
];

export const CATEGORIES = [
  { __typename: 'Category' as const, id: 'c-hombre', name: 'Hombre', active: true },
  { __typename: 'Category' as const, id: 'c-mujer', name: 'Mujer', active: true },
  { __typename: 'Category' as const, id: 'c-old', name: 'Categoría Retirada', active: false },
];

export function formOptionsMocks(): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ProductBrandOptionsDocument },
      result: { data: { brands: BRANDS } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: ProductCategoryOptionsDocument },
      result: { data: { categories: CATEGORIES } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** An XMLHttpRequest the test drives: it records what was sent and answers when told to. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
