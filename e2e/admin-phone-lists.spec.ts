import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shownTotal } from '../src/interface/testing/shown-total';
import { graphql } from './support/admin';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { setStock, stockOf, withDatabase } from './support/database';

/**
 * Issue 27 item 14, with issue 28's server paging: on a phone (390×844) every admin list — products, stories,
 * orders, brands and categories — shows a page of 25 cards with 'Anterior' / 'Siguiente' and the count under
 * them, instead of one endless page (61 products were a 27 862 px page). 'Siguiente' shows the next page from
 * its top and the page stays in the address.
 *
 * The demo store has 61 products but fewer than 26 of the rest, so the journey first adds 26 of each: orders
 * placed by guests through the API (cancelled at the end), and inactive brands and categories and switched-off
 * stories written behind the UI (deleted at the end), so the storefront's later journeys see none of them.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PAGE_SIZE = 25;
const EXTRA = 26;
const ORDERED_PRODUCT = 'Lady Million EDP 80 ml';

interface AdminList {
  /** The sidebar's section. */
  readonly section: string;
  /** The card list's name (the list's caption). */
  readonly caption: string;
  /** What the count counts ('pedidos'). */
  readonly noun: string;
}

const LISTS: readonly AdminList[] = [
  { section: 'Productos', caption: 'Productos', noun: 'productos' },
  { section: 'Historias', caption: 'Historias', noun: 'historias' },
  { section: 'Pedidos', caption: 'Pedidos', noun: 'pedidos' },
  { section: 'Marcas', caption: 'Marcas', noun: 'marcas' },
  { section: 'Categorías', caption: 'Categorías', noun: 'categorías' },
];

/** 26 inactive brands and categories and 26 switched-off stories (a demo story's picture), named with `run`. */
async function addCatalogueRows(run: string): Promise<void> {
  await withDatabase(async (client) => {
    const brands = await client.query(
      `INSERT INTO brands (name, description, active)
       SELECT name, name, false FROM (SELECT $1 || ' ' || lpad(g::text, 2, '0') AS name FROM generate_series(1, $2) g) n`,
      [`Casa ${run}`, EXTRA],
    );
    const categories = await client.query(
      `INSERT INTO categories (name, description, active)
       SELECT $1 || ' ' || lpad(g::text, 2, '0'), 'Categoría de la prueba de páginas', false FROM generate_series(1, $2) g`,
      [`Familia ${run}`, EXTRA],
    );
    const stories = await client.query(
      `INSERT INTO stories (title, description, image_key, active, expires_at)
       SELECT $1 || ' ' || lpad(g::text, 2, '0'), 'Historia de la prueba de páginas', picture.image_key, false,
              now() + interval '1 day'
         FROM generate_series(1, $2) g, (SELECT image_key FROM stories ORDER BY created_at LIMIT 1) picture`,
      [`Historia ${run}`, EXTRA],
    );
    expect([brands.rowCount, categories.rowCount, stories.rowCount]).toEqual([EXTRA, EXTRA, EXTRA]);
  });
}

async function removeCatalogueRows(run: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query(`DELETE FROM brands WHERE name LIKE $1`, [`Casa ${run} %`]);
    await client.query(`DELETE FROM categories WHERE name LIKE $1`, [`Familia ${run} %`]);
    await client.query(`DELETE FROM stories WHERE title LIKE $1`, [`Historia ${run} %`]);
  });
}

/** 26 guest orders of one unit each, placed through the API as the storefront places them; their ids. */
async function placeOrders(shop: APIRequestContext, run: string): Promise<string[]> {
  const { searchProducts } = await graphql<{ searchProducts: { id: string; name: string }[] }>(
    shop,
    'query($q: String!) { searchProducts(query: $q) { id name } }',
    { q: ORDERED_PRODUCT },
  );
  const product = searchProducts.find((item) => item.name === ORDERED_PRODUCT);
  expect(product).toBeDefined();
  const lines = [{ productId: product!.id, quantity: 1 }];
  // The total the storefront would show before confirming (the server refuses an order whose total differs).
  const expectedTotalCents = await shownTotal(String(test.info().project.use.baseURL), lines, 'yape');
  const ids: string[] = [];
  for (let i = 1; i <= EXTRA; i += 1) {
    const { placeOrder } = await graphql<{ placeOrder: { __typename: string; id?: string } }>(
      shop,
      `
        mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input) {
            __typename
            ... on Order {
              id
            }
          }
        }
      `,
      {
        input: {
          idempotencyKey: randomUUID(),
          customer: {
            firstName: 'Paula',
            lastName: 'Quispe Páginas',
            email: `paginas.${run.replace(/\D/g, '')}.${i}@correo.pe`,
            phone: '987654321',
            documentType: 'DNI',
            documentNumber: '45678912',
          },
          lines,
          expectedTotalCents,
          paymentMethod: 'yape',
          shippingMethod: 'regular',
        },
      },
    );
    expect(placeOrder).toMatchObject({ __typename: 'Order' });
    ids.push(placeOrder.id!);
  }
  return ids;
}

/**
 * Opens the list's section: 25 cards and no table, the count under them, the page's height; 'Siguiente'
 * shows page 2 from its top (its first card on screen) with `pagina=2` in the address.
 */
async function pageThrough(page: Page, list: AdminList): Promise<number> {
  await openAdminSection(page, list.section, { phone: true });
  const cards = page.getByRole('list', { name: list.caption }).getByRole('article');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('table')).toHaveCount(0);
  const pages = page.getByRole('navigation', { name: `Páginas de ${list.caption.toLowerCase()}` });
  await expect(pages).toContainText(new RegExp(`^Anterior\\s*Página 1 de [2-9]\\d* \\([\\d\\s.,]+ ${list.noun}\\)`));
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  const firstCard = await cards.first().getAttribute('aria-label');

  await pages.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(pages).toContainText('Página 2 de');
  await expect(cards.first()).not.toHaveAttribute('aria-label', firstCard ?? '');
  await expect(cards.first()).toBeInViewport();
  await expect(pages.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  return height;
}

test('en el teléfono cada lista del panel pasa de página de 25 en 25 en lugar de ser una sola página sin fin', async ({
  page,
  request: shop,
}) => {
  const run = `E2E ${Date.now()}`;
  const stockBefore = await stockOf(ORDERED_PRODUCT);
  await setStock(ORDERED_PRODUCT, stockBefore + EXTRA);
  let orders: string[] = [];
  try {
    await addCatalogueRows(run);
    orders = await placeOrders(shop, run);

    await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
    await signInAsNewAdminInUi(page, { phone: true });
    for (const list of LISTS) {
      const height = await pageThrough(page, list);
      test.info().annotations.push({ type: 'alto de la página 1', description: `${list.section}: ${height} px` });
    }
  } finally {
    // The admin cancels the journey's orders (their units go back on sale) and its rows leave the store.
    for (const orderId of orders) {
      const { changeOrderStatus } = await graphql<{ changeOrderStatus: { __typename: string } }>(
        page.request,
        'mutation($id: ID!) { changeOrderStatus(orderId: $id, status: CANCELLED) { __typename } }',
        { id: orderId },
      );
      expect(changeOrderStatus.__typename).toBe('Order');
    }
    await removeCatalogueRows(run);
    await setStock(ORDERED_PRODUCT, stockBefore);
  }
});
