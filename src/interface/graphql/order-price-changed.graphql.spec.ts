import type { Clock } from '../../application/ports/clock';
import { signedInAdmin } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { GUEST_CUSTOMER } from '../testing/orders';
import { shownTotal } from '../testing/shown-total';
import { startTestStore, type TestStore } from '../testing/test-store';

/** 23:59:30 in Lima on 2026-11-22, the last day of the test's promotion; one minute later it is over. */
const BEFORE_MIDNIGHT = new Date('2026-11-23T04:59:30Z');
const AFTER_MIDNIGHT = new Date('2026-11-23T05:00:30Z');

const MONEY = 'subtotal { cents } shipping { cents } commission { cents } total { cents }';
const REFUSED = /* GraphQL */ `
  __typename
  ... on Order { id total { cents } }
  ... on ErrorResult { errorCode message }
  ... on OrderPriceChangedError {
    cart { lines { productId quantity unitPrice { cents } originalUnitPrice { cents } lineTotal { cents } } }
    totals { ${MONEY} }
  }
`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${REFUSED} } }`;
const CREATE = `mutation($input: AssistedOrderInput!) { createAssistedOrder(input: $input) { ${REFUSED} } }`;

interface Answer {
  __typename: string;
  id?: string;
  total?: { cents: number };
  errorCode?: string;
  message?: string;
  cart?: {
    lines: { productId: string; quantity: number; unitPrice: { cents: number }; lineTotal: { cents: number } }[];
  };
  totals?: {
    subtotal: { cents: number };
    shipping: { cents: number };
    commission: { cents: number };
    total: { cents: number };
  };
}

let keys = 0;
const key = () => `price-changed-${++keys}-abcdefgh`;

/**
 * Issue 24, item 1: an order is placed only at the total the client showed. Between the quote and 'Realizar
 * pedido' a promotion ends at midnight in Lima, an admin edits a price, or the shop changes its shipping
 * policy: the answer is OrderPriceChangedError with the order as it would be placed now, nothing is stored,
 * and confirming that total places it. The same for the admin's assisted orders (which never pay shipping).
 */
describe('the price the client saw (placeOrder, createAssistedOrder) on real PostgreSQL', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let now = BEFORE_MIDNIGHT;
  const clock: Clock = { now: () => now };
  let productId: string;
  const db = () => api.database.dataSource;
  const orderCount = async () => (await db().query('SELECT count(*)::int AS n FROM orders'))[0].n as number;

  beforeAll(async () => {
    api = await startTestStore({ clock, seed: true });
    admin = await signedInAdmin(api);
    const [row] = await db().query(
      `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id
       WHERE p.active AND b.active AND p.stock >= 10 AND p.archived_at IS NULL ORDER BY p.position LIMIT 1`,
    );
    productId = row.id;
  }, 60_000);

  afterAll(() => api.stop());

  beforeEach(async () => {
    now = BEFORE_MIDNIGHT;
    // S/ 150, at -20 % until the end of 2026-11-22 in Lima (S/ 120); the spec's shipping policy.
    await db().query(
      `UPDATE products SET original_price_cents = 15000, is_promoted = true, promotion_type = 'percentage',
         discount = 20, promotion_start_date = '2026-11-20', promotion_end_date = '2026-11-22' WHERE id = $1`,
      [productId],
    );
    await db().query(`UPDATE store_settings SET free_shipping_from_cents = 20000, flat_shipping_cents = 1500`);
  });

  const lines = () => [{ productId, quantity: 1 }];
  const place = async (expectedTotalCents: number, paymentMethod = 'yape') =>
    (
      await graphqlClient(api.url).request<{ placeOrder: Answer }>(PLACE, {
        input: {
          idempotencyKey: key(),
          customer: GUEST_CUSTOMER,
          shippingMethod: 'regular',
          paymentMethod,
          lines: lines(),
          expectedTotalCents,
        },
      })
    ).body.data!.placeOrder;
  const createAssisted = async (expectedTotalCents: number, paymentMethod = 'yape') =>
    (
      await admin.request<{ createAssistedOrder: Answer }>(CREATE, {
        input: {
          idempotencyKey: key(),
          customer: { firstName: 'Rosa', lastName: 'Mamani', email: 'rosa@correo.pe', phone: '912345678' },
          paymentMethod,
          lines: lines(),
          expectedTotalCents,
        },
      })
    ).body.data!.createAssistedOrder;

  /** The refusal stored nothing and carries the order as it is now; confirming that total places it. */
  async function expectRefusedThenPlaced(
    attempt: (expected: number) => Promise<Answer>,
    shown: number,
    now: {
      originalUnitPrice?: number;
      unitPrice: number;
      subtotal: number;
      shipping: number;
      commission: number;
      total: number;
    },
  ) {
    const before = await orderCount();
    const refused = await attempt(shown);
    expect(refused).toEqual({
      __typename: 'OrderPriceChangedError',
      errorCode: 'ORDER_PRICE_CHANGED',
      message: 'Algunos precios han cambiado. Por favor, revisa tu orden.',
      cart: {
        lines: [
          {
            productId,
            quantity: 1,
            unitPrice: { cents: now.unitPrice },
            originalUnitPrice: { cents: now.originalUnitPrice ?? 15000 },
            lineTotal: { cents: now.unitPrice },
          },
        ],
      },
      totals: {
        subtotal: { cents: now.subtotal },
        shipping: { cents: now.shipping },
        commission: { cents: now.commission },
        total: { cents: now.total },
      },
    });
    expect(await orderCount()).toBe(before);
    const placed = await attempt(refused.totals!.total.cents);
    expect(placed).toMatchObject({ __typename: 'Order', total: { cents: now.total } });
    expect(await orderCount()).toBe(before + 1);
  }

  // The same changes refuse the storefront's order and the admin's alike; the admin's pay no shipping.
  describe.each([
    { mutation: 'placeOrder', origin: 'storefront', attempt: place, shipping: 1500 },
    { mutation: 'createAssistedOrder', origin: 'admin', attempt: createAssisted, shipping: 0 },
  ] as const)('$mutation', ({ origin, attempt, shipping }) => {
    it('the promotion ends at midnight in Lima between the quote and the order', async () => {
      const shown = await shownTotal(api.url, lines(), 'yape', origin);
      expect(shown).toBe(12000 + shipping);
      now = AFTER_MIDNIGHT;
      await expectRefusedThenPlaced((expected) => attempt(expected), shown, {
        unitPrice: 15000,
        subtotal: 15000,
        shipping,
        commission: 0,
        total: 15000 + shipping,
      });
    });

    it('an admin edits the price between the quote and the order (Izipay: the commission follows)', async () => {
      const shown = await shownTotal(api.url, lines(), 'izipay', origin);
      expect(shown).toBe(12000 + shipping + 480);
      await db().query(`UPDATE products SET original_price_cents = 14000 WHERE id = $1`, [productId]);
      await expectRefusedThenPlaced((expected) => attempt(expected, 'izipay'), shown, {
        originalUnitPrice: 14000,
        unitPrice: 11200,
        subtotal: 11200,
        shipping,
        commission: 448,
        total: 11200 + shipping + 448,
      });
    });
  });

  describe('placeOrder', () => {
    it('the shop changes its shipping policy between the quote and the order', async () => {
      const shown = await shownTotal(api.url, lines(), 'yape');
      await db().query(`UPDATE store_settings SET flat_shipping_cents = 990`);
      await expectRefusedThenPlaced((expected) => place(expected), shown, {
        unitPrice: 12000,
        subtotal: 12000,
        shipping: 990,
        commission: 0,
        total: 12990,
      });
    });

    it('an unchanged total is placed at once, and a total nobody could show is refused as a broken request', async () => {
      expect(await place(await shownTotal(api.url, lines(), 'plin'), 'plin')).toMatchObject({ __typename: 'Order' });
      const before = await orderCount();
      expect(await place(-1)).toMatchObject({ __typename: 'InvalidInputError', errorCode: 'ORDER_INVALID' });
      expect(await orderCount()).toBe(before);
    });
  });

  describe('createAssistedOrder', () => {
    it('a new shipping policy changes nothing for the admin’s orders (they never pay shipping)', async () => {
      const shown = await shownTotal(api.url, lines(), 'yape', 'admin');
      await db().query(`UPDATE store_settings SET flat_shipping_cents = 990, free_shipping_from_cents = 99900`);
      expect(await createAssisted(shown)).toMatchObject({ __typename: 'Order', total: { cents: 12000 } });
    });
  });
});
