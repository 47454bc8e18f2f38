import { Readable } from 'node:stream';
import { NOT_ENOUGH_STOCK_MESSAGE, PLACEHOLDER_DOCUMENT_NUMBER } from '../../domain/admin-order/admin-order';
import { CART_LINES_MESSAGES } from '../../domain/cart/cart-quote';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-form';
import { CUSTOMER_FIELD_MESSAGES } from '../../domain/checkout/customer-fields';
import { Money } from '../../domain/money/money';
import { ORDER_PRICE_CHANGED_MESSAGE, ORDER_STOCK_CHANGED_MESSAGE, type Order } from '../../domain/order/order';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../domain/order/ordering';
import type { StoreSettings } from '../../domain/store/store-settings';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor } from '../ports/image-processor';
import type { StoreSettingsRepository } from '../ports/store';
import { cartCatalogue, NOW } from '../testing/cart-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { InMemoryOrderImageSnapshots } from '../testing/in-memory-orders';
import { combineCartLines } from '../../domain/cart/cart-quote';
import { priceCart } from '../cart/price-cart';
import type { PaymentMethod } from '../../domain/checkout/payment-method';
import { orderTotals } from '../../domain/order/order-totals';
import { CreateAssistedOrder, type CreateAssistedOrderRequest } from './CreateAssistedOrder';

const SITE = 'https://tienda.pe';

let keys = 0;
const newKey = () => `assisted-order-${String(++keys).padStart(4, '0')}`;

/** The modal's request; without `expectedTotalCents`, the total the modal would show now (see `shown`). */
type ModalRequest = Omit<CreateAssistedOrderRequest, 'expectedTotalCents'> & { readonly expectedTotalCents?: number };

function request(changes: Partial<CreateAssistedOrderRequest> = {}): ModalRequest {
  return {
    idempotencyKey: newKey(),
    customer: { firstName: 'Rosa', lastName: 'Mamani', email: 'rosa@correo.pe', phone: '912345678' },
    paymentMethod: 'yape',
    lines: [{ productId: 'sauvage', quantity: 1 }],
    ...changes,
  };
}

/** A store whose shipping would cost S/ 15 below S/ 200 and S/ 9.90 flat: admin orders pay none of it. */
const SETTINGS = {
  whatsappNumber: '51987654321',
  supportHours: 'Lunes a Domingo 9am-10pm',
  bankAccounts: [],
  wallets: [],
  shipping: { freeFrom: Money.fromSoles(200), flatFee: Money.fromSoles(15) },
  stockHoldHours: { yape: 0, plin: 0, transferencia: 0, izipay: 0 },
  maintenance: { isEnabled: true, features: { orderCreation: false } },
} as unknown as StoreSettings;

function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, content) {
      files.set(key, content);
    },
    async get(key) {
      const file = files.get(key);
      return file ? { body: Readable.from([file]), contentType: 'image/png', size: file.length } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    list: async (prefix) => [...files.keys()].filter((key) => key.startsWith(prefix)).sort(),
    publicUrl: (key) => `/files/${key}`,
  };
}

const images: ImageProcessor = {
  normalizeUpload: async () => ({ ok: false, reason: 'NOT_AN_IMAGE' }),
  fitJpeg: async () => ({
    content: Buffer.from('jpeg'),
    contentType: 'image/jpeg',
    extension: 'jpg',
    width: 400,
    height: 400,
  }),
};

async function setup() {
  const catalogue = cartCatalogue();
  const { services, outbox } = inMemoryIdentity(NOW, { catalogue });
  catalogue.change('sauvage', { imageKeys: ['products/sauvage.png'] });
  const storage = memoryStorage();
  await storage.put('products/sauvage.png', Buffer.from('PNG'), 'image/png');
  const snapshots = new InMemoryOrderImageSnapshots();
  const settings: StoreSettingsRepository = { get: async () => SETTINGS, update: async (s) => s };
  await services.accounts.create({
    email: 'duena@esencia.pe',
    role: 'admin',
    name: 'Dueña',
    passwordHash: 'x',
    confirmedAt: NOW,
    mustChangePassword: false,
  });
  const useCase = new CreateAssistedOrder(
    services.uow,
    services.orders,
    catalogue,
    settings,
    snapshots,
    storage,
    images,
    services.secrets,
    services.clock,
  );
  /** What the modal shows: the lines at today's prices, no shipping, the Izipay commission if chosen. */
  const shown = async (req: ModalRequest): Promise<number> => {
    const reads = catalogue.cartReads.length;
    const cart = await priceCart({ products: catalogue, clock: services.clock }, combineCartLines(req.lines));
    catalogue.cartReads.splice(reads); // the client's own quote, not the use case's reads
    const lines = cart.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity }));
    return orderTotals(lines, req.paymentMethod as PaymentMethod, 'admin').total.cents;
  };
  const create = async (req: ModalRequest) =>
    useCase.execute({ ...req, expectedTotalCents: req.expectedTotalCents ?? (await shown(req)) }, { siteOrigin: SITE });
  const created = async (req: ModalRequest): Promise<Order> => {
    const result = await create(req);
    if (!result.ok) throw new Error(`expected an order, got ${result.error.code}: ${result.error.message}`);
    return result.value;
  };
  /** The field errors of a refused request, as [field, message]. */
  const refused = async (req: ModalRequest) => {
    const result = await create(req);
    if (result.ok || result.error.code !== 'ORDER_INVALID') throw new Error('expected ORDER_INVALID');
    return result.error.details.fieldErrors.map((e) => [e.field, e.message]);
  };
  return { services, outbox, catalogue, snapshots, create, created, refused };
}

describe('CreateAssistedOrder', () => {
  it('stores a pending admin order priced from the catalogue, without shipping, for no account', async () => {
    const { created, services } = await setup();
    const order = await created(
      request({
        lines: [
          { productId: 'miss', quantity: 2 },
          { productId: 'jadore', quantity: 1 },
        ],
      }),
    );

    // S/ 50 × 2 + S/ 80 at -25 % = S/ 160: below S/ 200, still no shipping.
    expect(order.lines.map((l) => [l.productId, l.quantity, l.unitPrice.cents])).toEqual([
      ['miss', 2, 5000],
      ['jadore', 1, 6000],
    ]);
    expect(order.totals.subtotal.cents).toBe(16000);
    expect(order.totals.shipping.isZero()).toBe(true);
    expect(order.totals.total.cents).toBe(16000);
    expect(order).toMatchObject({
      status: 'pending',
      origin: 'admin',
      accountId: null,
      shippingMethod: 'regular',
      paymentMethod: 'yape',
      invoice: { type: 'boleta' },
      customer: { firstName: 'Rosa', lastName: 'Mamani', documentType: 'DNI', phone: '912345678' },
    });
    expect(services.orders.rows.get(order.id)?.order).toEqual(order);
  });

  it('adds the Izipay commission as the checkout does', async () => {
    const { created } = await setup();
    const order = await created(request({ paymentMethod: 'izipay' }));
    expect([order.totals.subtotal.cents, order.totals.commission.cents, order.totals.total.cents]).toEqual([
      10000, 400, 10400,
    ]);
  });

  it('puts the placeholder DNI when the document number is empty, and keeps a given one', async () => {
    const { created } = await setup();
    const blank = await created(request({ customer: { ...request().customer, documentNumber: '  ' } }));
    expect(blank.customer.documentNumber).toBe(PLACEHOLDER_DOCUMENT_NUMBER);
    const given = await created(request({ customer: { ...request().customer, documentNumber: '45678912' } }));
    expect(given.customer).toMatchObject({ documentType: 'DNI', documentNumber: '45678912' });
  });

  it('keeps snapshots with the order’s own image copy', async () => {
    const { created, snapshots } = await setup();
    const order = await created(request());
    expect(order.lines[0]!.snapshot).toMatchObject({ name: 'Sauvage', brandName: 'Dior', discountApplied: false });
    expect(order.lines[0]!.snapshot.imageKey).toMatch(/^order-images\//);
    expect([...snapshots.rows.values()]).toEqual([order.lines[0]!.snapshot.imageKey]);
  });

  it('e-mails the customer the order link, and nobody else', async () => {
    const { created, outbox } = await setup();
    const order = await created(request());
    expect(outbox.map((m) => [m.to, m.subject])).toEqual([
      ['rosa@correo.pe', `Recibimos tu pedido #${order.id.slice(-6)}`],
    ]);
    expect(outbox[0]!.text).toContain(`${SITE}/order/${order.id}`);
  });

  it('is not stopped by the storefront maintenance switch', async () => {
    const { create } = await setup();
    // SETTINGS forbid storefront orders.
    expect((await create(request())).ok).toBe(true);
  });

  describe('refusals', () => {
    it('refuses a total the modal did not show: nothing stored, the order as it is now comes back', async () => {
      const { create, created, catalogue, services, outbox } = await setup();
      const req = request({ lines: [{ productId: 'miss', quantity: 2 }], expectedTotalCents: 10000 });
      catalogue.change('miss', { originalPrice: Money.fromSoles(45) });

      const result = await create(req);

      if (result.ok || result.error.code !== 'ORDER_PRICE_CHANGED') throw new Error('expected a price change');
      expect(result.error.message).toBe(ORDER_PRICE_CHANGED_MESSAGE);
      expect(result.error.details.totals.total.cents).toBe(9000);
      expect(result.error.details.cart.lines.map((l) => [l.productId, l.lineTotal.cents])).toEqual([['miss', 9000]]);
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toEqual([]);
      expect((await created({ ...req, expectedTotalCents: 9000 })).totals.total.cents).toBe(9000);
    });

    it('refuses a quantity above the stock with the modal message, on the line, storing nothing', async () => {
      const { refused, services, outbox } = await setup();
      expect(
        await refused(
          request({
            lines: [
              { productId: 'sauvage', quantity: 1 },
              { productId: 'miss', quantity: 4 },
            ],
          }),
        ),
      ).toEqual([['lines.1', NOT_ENOUGH_STOCK_MESSAGE]]);
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toHaveLength(0);
    });

    it('refuses a product that sold out since it was picked with the stock message', async () => {
      const { refused, catalogue } = await setup();
      catalogue.change('miss', { stock: 0 });
      expect(await refused(request({ lines: [{ productId: 'miss', quantity: 1 }] }))).toEqual([
        ['lines.0', NOT_ENOUGH_STOCK_MESSAGE],
      ]);
    });

    it('reports every invalid field together, with the checkout’s messages', async () => {
      const { refused } = await setup();
      expect(
        await refused({
          idempotencyKey: 'short',
          customer: { firstName: '', lastName: 'M4mani', email: 'rosa@', phone: '812345678', documentNumber: '123' },
          paymentMethod: '',
          lines: [],
        }),
      ).toEqual([
        ['firstName', CUSTOMER_FIELD_MESSAGES.firstNameRequired],
        ['lastName', CUSTOMER_FIELD_MESSAGES.lastNameInvalid],
        ['email', CUSTOMER_FIELD_MESSAGES.emailInvalid],
        ['documentNumber', expect.any(String)],
        ['phone', CUSTOMER_FIELD_MESSAGES.phoneInvalid],
        ['paymentMethod', CHECKOUT_MESSAGES.paymentMethodRequired],
        ['lines', CHECKOUT_MESSAGES.emptyOrder],
        ['idempotencyKey', IDEMPOTENCY_KEY_MESSAGE],
      ]);
    });

    it("refuses 'efectivo' and unknown payment methods", async () => {
      const { refused } = await setup();
      for (const paymentMethod of ['efectivo', 'bitcoin']) {
        expect(await refused(request({ paymentMethod }))).toEqual([
          ['paymentMethod', CHECKOUT_MESSAGES.paymentMethodInvalid],
        ]);
      }
    });

    it('refuses malformed lines by the cart rule, not as an empty order', async () => {
      const { refused } = await setup();
      expect(await refused(request({ lines: [{ productId: 'sauvage', quantity: 0 }] }))).toEqual([
        ['lines', CART_LINES_MESSAGES.quantity],
      ]);
    });

    it('answers a product no longer sold with the corrected cart', async () => {
      const { create, catalogue, services } = await setup();
      catalogue.change('jadore', { active: false });
      const result = await create(
        request({
          lines: [
            { productId: 'sauvage', quantity: 1 },
            { productId: 'jadore', quantity: 1 },
            { productId: 'orphan', quantity: 1 },
          ],
        }),
      );
      if (result.ok || result.error.code !== 'ORDER_STOCK_CHANGED') throw new Error('expected ORDER_STOCK_CHANGED');
      expect(result.error.message).toBe(ORDER_STOCK_CHANGED_MESSAGE);
      expect(result.error.details.cart.lines.map((l) => l.productId)).toEqual(['sauvage']);
      expect(result.error.details.cart.removed.map((l) => l.productId)).toEqual(['jadore', 'orphan']);
      expect(services.orders.rows.size).toBe(0);
    });
  });

  describe('idempotency', () => {
    it('answers a retry with the same order even after the stock fell, writing nothing again', async () => {
      const { create, created, catalogue, services, outbox } = await setup();
      // A retry repeats the request, the total the modal showed included (3 × S/ 50).
      const req = request({ lines: [{ productId: 'miss', quantity: 3 }], expectedTotalCents: 15000 });
      const first = await created(req);
      catalogue.change('miss', { stock: 0 });
      expect(await create(req)).toEqual({ ok: true, value: first });
      expect(services.orders.rows.size).toBe(1);
      expect(outbox).toHaveLength(1);
    });

    it('stores one order when two requests with the same key arrive together', async () => {
      const { create, services } = await setup();
      const req = request();
      const [a, b] = await Promise.all([create(req), create(req)]);
      expect(a.ok && b.ok && a.value.id === b.value.id).toBe(true);
      expect(services.orders.rows.size).toBe(1);
    });

    it('refuses the same key with other data', async () => {
      const { create, created } = await setup();
      const req = request();
      await created(req);
      const other = await create({ ...req, paymentMethod: 'plin' });
      expect(other).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED_MESSAGE }),
      });
    });
  });
});
