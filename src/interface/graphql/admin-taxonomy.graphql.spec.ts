import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { signedInAdmin, signedInCustomer, CUSTOMER_EMAIL } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const BRAND_FIELDS = /* GraphQL */ `
  __typename
  ... on AdminBrand {
    id
    name
    description
    logoKey
    logoUrl
    active
    productCount
  }
  ... on ErrorResult {
    errorCode
    message
  }
  ... on InvalidInputError {
    fieldErrors {
      field
      message
    }
  }
`;
const CREATE_BRAND = `mutation($input: BrandInput!) { createBrand(input: $input) { ${BRAND_FIELDS} } }`;
const UPDATE_BRAND = `mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { ${BRAND_FIELDS} } }`;
const deleteFields = (deleted: 'BrandDeleted' | 'CategoryDeleted') => /* GraphQL */ `
  __typename
  ... on ${deleted} {
    id
    message
  }
  ... on ErrorResult {
    errorCode
    message
  }
  ... on InUseError {
    productCount
  }
`;
const DELETE_BRAND = `mutation($id: ID!) { deleteBrand(id: $id) { ${deleteFields('BrandDeleted')} } }`;
const DELETE_CATEGORY = `mutation($id: ID!) { deleteCategory(id: $id) { ${deleteFields('CategoryDeleted')} } }`;
const CATEGORY_FIELDS = /* GraphQL */ `
  __typename
  ... on Category {
    id
    name
    description
    active
  }
  ... on ErrorResult {
    errorCode
    message
  }
  ... on InvalidInputError {
    fieldErrors {
      field
      message
    }
  }
`;
const CREATE_CATEGORY = `mutation($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
const PAGE_FIELDS = 'total page pageSize totalPages items { id name active productCount }';
const ADMIN_BRANDS = `query($search: String, $page: Int! = 1, $pageSize: Int! = 100) {
  adminBrandPage(search: $search, page: $page, pageSize: $pageSize) { ${PAGE_FIELDS} } }`;
const ADMIN_CATEGORIES = `query($search: String, $page: Int! = 1, $pageSize: Int! = 100) {
  adminCategoryPage(search: $search, page: $page, pageSize: $pageSize) { ${PAGE_FIELDS} } }`;

interface ListPage {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  items: Answer[];
}

interface Answer {
  __typename: string;
  id?: string;
  name?: string;
  description?: string;
  logoKey?: string | null;
  logoUrl?: string | null;
  active?: boolean;
  productCount?: number;
  errorCode?: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('admin brands and categories over GraphQL', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let uploads = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock('2026-11-22T15:00:00Z'), seed: true, smtpUrl: smtp.url });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });
    expect((await customer.request<{ me: { id: string } | null }>('{ me { id } }')).body.data?.me).not.toBeNull();
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  /** A logo in storage the way POST /api/admin/images (purpose=brand) leaves it. */
  function uploadedLogo(name: string): string {
    const key = `brands/${1764000000000 + ++uploads}-${name}.webp`;
    mkdirSync(path.join(api.filesDir, 'brands'), { recursive: true });
    writeFileSync(path.join(api.filesDir, key), Buffer.from('RIFF....WEBPVP8 '));
    return key;
  }
  const stored = (key: string) => existsSync(path.join(api.filesDir, key));
  const run = async <K extends string>(client: GraphQLClient, field: K, query: string, variables = {}) => {
    const { body } = await client.request<Record<K, Answer>>(query, variables);
    expect(body.errors).toBeUndefined();
    return body.data![field];
  };
  /** A page of the admin's brands or categories (up to 100 unless asked). */
  const listPage = async (query: string, variables: { search?: string; page?: number; pageSize?: number } = {}) => {
    const { body } = await admin.request<Record<string, ListPage>>(query, variables);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data!)[0]!;
  };
  const productsOfBrand = async (brandId: string): Promise<number> =>
    (
      await api.database.dataSource.query(
        'SELECT count(*)::int AS n FROM products WHERE brand_id = $1 AND archived_at IS NULL',
        [brandId],
      )
    )[0].n;

  it('refuses every operation to guests and customers', async () => {
    const operations = [
      [ADMIN_BRANDS, {}],
      [ADMIN_CATEGORIES, {}],
      [CREATE_BRAND, { input: { name: 'Intrusa', active: true } }],
      [UPDATE_BRAND, { id: UNKNOWN_ID, input: { name: 'Intrusa', active: true } }],
      [DELETE_BRAND, { id: UNKNOWN_ID }],
      [CREATE_CATEGORY, { input: { name: 'Intrusa', description: 'x', active: true } }],
      [UPDATE_CATEGORY, { id: UNKNOWN_ID, input: { name: 'Intrusa', description: 'x', active: true } }],
      [DELETE_CATEGORY, { id: UNKNOWN_ID }],
    ] as const;
    for (const [client, code] of [
      [graphqlClient(api.url), 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of operations) {
        const { body } = await client.request(query, variables);
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual([code]);
      }
    }
    const { body } = await graphqlClient(api.url).request<{ brands: { name: string }[] }>('{ brands { name } }');
    expect(body.data?.brands.map((b) => b.name)).not.toContain('Intrusa');
  });

  it('creates a brand with its uploaded logo; the description is the name; the shop lists it', async () => {
    const logo = uploadedLogo('maison-nueva');
    const brand = await run(admin, 'createBrand', CREATE_BRAND, {
      input: { name: '  Maison Nueva ', logoKey: logo, active: true },
    });
    expect(brand).toMatchObject({
      __typename: 'AdminBrand',
      name: 'Maison Nueva',
      description: 'Maison Nueva',
      logoKey: logo,
      active: true,
      productCount: 0,
    });
    expect(brand.logoUrl).toContain(logo);
    const { body } = await graphqlClient(api.url).request<{ brands: { id: string; name: string }[] }>(
      '{ brands { id name } }',
    );
    expect(body.data?.brands).toContainEqual({ id: brand.id, name: 'Maison Nueva' });
  });

  it('refuses an empty name and a logo key that was never uploaded (or lies outside brands/)', async () => {
    const refused = await run(admin, 'createBrand', CREATE_BRAND, {
      input: { name: ' ', logoKey: 'brands/1764000000999-fantasma.webp', active: true },
    });
    expect(refused).toEqual({
      __typename: 'InvalidInputError',
      errorCode: 'BRAND_INVALID',
      message: 'El nombre es obligatorio',
      fieldErrors: [
        { field: 'name', message: 'El nombre es obligatorio' },
        { field: 'logoKey', message: 'El logo no se subió correctamente. Súbelo de nuevo.' },
      ],
    });
    for (const logoKey of ['order-receipts/abc.jpg', '../../etc/passwd', 'brands/../order-receipts/x.webp']) {
      const answer = await run(admin, 'createBrand', CREATE_BRAND, { input: { name: 'Otra', logoKey, active: true } });
      expect(answer).toMatchObject({ __typename: 'InvalidInputError', fieldErrors: [{ field: 'logoKey' }] });
    }
  });

  it('answers a name over 120 characters with a Spanish validation error, never a 500', async () => {
    const { status, body } = await admin.request(CREATE_BRAND, { input: { name: 'x'.repeat(121), active: true } });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(body.errors)).toContain('El nombre puede tener hasta 120 caracteres');
  });

  it('lists every brand with its product count, searching without case or accents', async () => {
    await run(admin, 'createBrand', CREATE_BRAND, { input: { name: 'Lancôme Privé', active: false } });
    const { items: all, total } = await listPage(ADMIN_BRANDS);
    expect(all).toHaveLength(total);
    const names = all.map((b) => b.name!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.find((b) => b.name === 'Lancôme Privé')).toMatchObject({ active: false, productCount: 0 });
    for (const brand of all.slice(0, 3)) expect(brand.productCount).toBe(await productsOfBrand(brand.id!));
    expect(all.some((b) => b.productCount! > 0)).toBe(true);

    const found = await listPage(ADMIN_BRANDS, { search: 'LANCOME PRIVE' });
    expect([found.items.map((b) => b.name), found.total]).toEqual([['Lancôme Privé'], 1]);
  });

  it('pages the brands and the categories by name, with how many there are; a page out of range is refused', async () => {
    for (const query of [ADMIN_BRANDS, ADMIN_CATEGORIES]) {
      const every = await listPage(query);
      expect(every.total).toBeGreaterThan(2);
      const second = await listPage(query, { page: 2, pageSize: 2 });
      expect(second).toMatchObject({
        total: every.total,
        page: 2,
        pageSize: 2,
        totalPages: Math.ceil(every.total / 2),
      });
      expect(second.items.map((item) => item.id)).toEqual(every.items.slice(2, 4).map((item) => item.id));

      const { body } = await admin.request(query, { page: 1, pageSize: 101 });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_PAGINATION' } });
    }
  });

  it('updates a brand: the replaced logo leaves storage; an unknown id is NotFoundError', async () => {
    const first = uploadedLogo('casa-vieja');
    const brand = await run(admin, 'createBrand', CREATE_BRAND, {
      input: { name: 'Casa', logoKey: first, active: true },
    });
    const second = uploadedLogo('casa-nueva');
    const updated = await run(admin, 'updateBrand', UPDATE_BRAND, {
      id: brand.id,
      input: { name: 'Casa Nueva', logoKey: second, active: false },
    });
    expect(updated).toMatchObject({ name: 'Casa Nueva', description: 'Casa Nueva', logoKey: second, active: false });
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);

    expect(
      await run(admin, 'updateBrand', UPDATE_BRAND, { id: UNKNOWN_ID, input: { name: 'X', active: true } }),
    ).toEqual({
      __typename: 'NotFoundError',
      errorCode: 'BRAND_NOT_FOUND',
      message: `Marca con ID ${UNKNOWN_ID} no encontrada`,
    });
  });

  it('refuses to delete a brand with products, saying how many; deletes one without, with its logo', async () => {
    const { items: all } = await listPage(ADMIN_BRANDS);
    const busy = all.find((b) => b.productCount! > 0)!;
    expect(await run(admin, 'deleteBrand', DELETE_BRAND, { id: busy.id })).toEqual({
      __typename: 'InUseError',
      errorCode: 'BRAND_IN_USE',
      message: `No se puede eliminar la marca: tiene ${busy.productCount} producto${busy.productCount === 1 ? '' : 's'}. Desactívala o cambia la marca de sus productos.`,
      productCount: busy.productCount,
    });
    expect(await productsOfBrand(busy.id!)).toBe(busy.productCount);

    const logo = uploadedLogo('efimera');
    const brand = await run(admin, 'createBrand', CREATE_BRAND, {
      input: { name: 'Efímera', logoKey: logo, active: true },
    });
    expect(await run(admin, 'deleteBrand', DELETE_BRAND, { id: brand.id })).toEqual({
      __typename: 'BrandDeleted',
      id: brand.id,
      message: 'Marca eliminada con éxito',
    });
    expect(stored(logo)).toBe(false);
    expect(await run(admin, 'deleteBrand', DELETE_BRAND, { id: brand.id })).toMatchObject({
      __typename: 'NotFoundError',
      errorCode: 'BRAND_NOT_FOUND',
    });
    expect(await run(admin, 'deleteBrand', DELETE_BRAND, { id: 'not-an-id' })).toMatchObject({
      __typename: 'NotFoundError',
    });
  });

  it('creates, searches, updates and deletes categories with their rules', async () => {
    expect(
      await run(admin, 'createCategory', CREATE_CATEGORY, { input: { name: '', description: ' ', active: true } }),
    ).toEqual({
      __typename: 'InvalidInputError',
      errorCode: 'CATEGORY_INVALID',
      message: 'El nombre es obligatorio',
      fieldErrors: [
        { field: 'name', message: 'El nombre es obligatorio' },
        { field: 'description', message: 'La descripción es obligatoria' },
      ],
    });

    const created = await run(admin, 'createCategory', CREATE_CATEGORY, {
      input: { name: 'Cítricos Frescos', description: 'Notas de limón y bergamota', active: true },
    });
    expect(created).toMatchObject({ __typename: 'Category', name: 'Cítricos Frescos', active: true });
    const found = await listPage(ADMIN_CATEGORIES, { search: 'citricos' });
    expect(found.items).toEqual([{ id: created.id, name: 'Cítricos Frescos', active: true, productCount: 0 }]);

    const updated = await run(admin, 'updateCategory', UPDATE_CATEGORY, {
      id: created.id,
      input: { name: 'Cítricos', description: 'Frescos', active: false },
    });
    expect(updated).toMatchObject({ name: 'Cítricos', description: 'Frescos', active: false });
    const { items: inactive } = await listPage(ADMIN_CATEGORIES);
    expect(inactive.find((c) => c.id === created.id)?.active).toBe(false);
    expect(
      await run(admin, 'updateCategory', UPDATE_CATEGORY, {
        id: UNKNOWN_ID,
        input: { name: 'X', description: 'Y', active: true },
      }),
    ).toMatchObject({ __typename: 'NotFoundError', errorCode: 'CATEGORY_NOT_FOUND' });

    const [used]: { id: string; n: number }[] = await api.database.dataSource.query(
      `SELECT pc.category_id AS id, count(*)::int AS n FROM product_categories pc
         JOIN products p ON p.id = pc.product_id AND p.archived_at IS NULL
        GROUP BY pc.category_id ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(await run(admin, 'deleteCategory', DELETE_CATEGORY, { id: used!.id })).toMatchObject({
      __typename: 'InUseError',
      errorCode: 'CATEGORY_IN_USE',
      productCount: used!.n,
      message: `No se puede eliminar la categoría: tiene ${used!.n} producto${used!.n === 1 ? '' : 's'}. Desactívala o quítala de sus productos.`,
    });
    expect(await run(admin, 'deleteCategory', DELETE_CATEGORY, { id: created.id })).toEqual({
      __typename: 'CategoryDeleted',
      id: created.id,
      message: 'Categoría eliminada con éxito',
    });
    const { body } = await graphqlClient(api.url).request<{ categories: { id: string }[] }>('{ categories { id } }');
    expect(body.data?.categories.map((c) => c.id)).not.toContain(created.id);
  });
});
