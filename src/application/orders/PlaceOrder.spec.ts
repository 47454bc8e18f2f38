import { Readable } from 'node:stream';
import { CART_LINES_MESSAGES } from '../../domain/cart/cart-quote';
import { NO_PROMOTION, type PromotionTerms } from '../../domain/catalog/promotion';
import { CHECKOUT_MESSAGES, type CheckoutFormInput } from '../../domain/checkout/checkout-form';
import { CUSTOMER_FIELD_MESSAGES } from '../../domain/checkout/customer-fields';
import { INVOICE_MESSAGES } from '../../domain/checkout/invoice';
import { Money } from '../../domain/money/money';
import { ORDER_PRICE_CHANGED_MESSAGE, ORDER_STOCK_CHANGED_MESSAGE, type Order } from '../../domain/order/order';
import {
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  ORDERING_UNAVAILABLE_MESSAGE,
} from '../../domain/order/ordering';
import type { StoreSettings } from '../../domain/store/store-settings';
import type { Viewer } from '../identity/viewer';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor } from '../ports/image-processor';
import type { StoreSettingsRepository } from '../ports/store';
import { cartCatalogue, NOW, TODAY } from '../testing/cart-fixtures';
import { aProduct } from '../testing/catalog-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { aStoreSettings } from '../testing/store-settings-fixture';
import { InMemoryOrderImageSnapshots } from '../testing/in-memory-orders';
import { combineCartLines } from '../../domain/cart/cart-quote';
import { priceCart } from '../cart/price-cart';
import type { PaymentMethod } from '../../domain/checkout/payment-method';
import { orderTotals } from '../../domain/order/order-totals';
import { PlaceOrder, type PlaceOrderContext, type PlaceOrderRequest } from './PlaceOrder';

const SITE = 'https://tienda.pe';
const GUEST: PlaceOrderContext = { viewer: null, siteOrigin: SITE };
const VIEWER: Viewer = { accountId: 'acc-9', sessionId: 's-1', email: 'lucia@correo.pe', role: 'user' };
/** A valid RUC (SUNAT check digit). */
const RUC = '20100047218';

const FORM: CheckoutFormInput = {
  firstName: 'Lucía',
  lastName: 'Quispe Huamán',
  email: 'lucia@correo.pe',
  documentType: 'DNI',
  documentNumber: '45678912',
  phone: '987654321',
  shippingMethod: 'regular',
  paymentMethod: 'yape',
};

let keys = 0;
const newKey = () => `checkout-attempt-${String(++keys).padStart(4, '0')}`;

/** A checkout's request; without `expectedTotalCents`, the total the checkout would show now (see `shown`). */
type CheckoutRequest = Omit<PlaceOrderRequest, 'expectedTotalCents'> & { readonly expectedTotalCents?: number };

function request(changes: Partial<PlaceOrderRequest> = {}): CheckoutRequest {
  return {
    idempotencyKey: newKey(),
    form: FORM,
    invoice: { type: 'boleta' },
    lines: [{ productId: 'sauvage', quantity: 1 }],
    ...changes,
  };
}

const settingsFixture = (): StoreSettings => aStoreSettings();

/** Files in memory; `puts` lists every key written. */
function memoryStorage() {
  const files = new Map<string, { content: Buffer; type: string }>();
  const puts: string[] = [];
  const storage: FileStorage = {
    async put(key, content, contentType) {
      puts.push(key);
      files.set(key, { content, type: contentType });
    },
    async get(key) {
      const file = files.get(key);
      return file ? { body: Readable.from([file.content]), contentType: file.type, size: file.content.length } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    list: async (prefix) => [...files.keys()].filter((key) => key.startsWith(prefix)).sort(),
    publicUrl: (key) => `/files/${key}`,
  };
  return { storage, files, puts };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

/** "Fits" any file into a JPEG named after its content; a file starting with BROKEN is not an image. */
function fakeImages() {
  const fitted: { source: string; box: { width: number; height: number }; quality: number }[] = [];
  const images: ImageProcessor = {
    normalizeUpload: async () => ({ ok: false, reason: 'NOT_AN_IMAGE' }),
    async fitJpeg(source, box, quality) {
      const text = await readAll(source);
      fitted.push({ source: text, box: { ...box }, quality });
      if (text.startsWith('BROKEN')) return null;
      return {
        content: Buffer.from(`jpeg(${text})`),
        contentType: 'image/jpeg',
        extension: 'jpg',
        width: 400,
        height: 400,
      };
    },
  };
  return { images, fitted };
}

async function setup() {
  const catalogue = cartCatalogue();
  const { services, outbox, clock } = inMemoryIdentity(NOW, { catalogue });
  catalogue.change('sauvage', { imageKeys: ['products/sauvage-front.png', 'products/sauvage-back.png'] });
  catalogue.change('jadore', { imageKeys: ['products/jadore.webp'] });
  const { storage, files, puts } = memoryStorage();
  await storage.put('products/sauvage-front.png', Buffer.from('PNG sauvage front'), 'image/png');
  await storage.put('products/sauvage-back.png', Buffer.from('PNG sauvage back'), 'image/png');
  await storage.put('products/jadore.webp', Buffer.from('WEBP jadore'), 'image/webp');
  puts.length = 0;
  const { images, fitted } = fakeImages();
  const snapshots = new InMemoryOrderImageSnapshots();
  const settings = settingsFixture();
  const settingsRepository: StoreSettingsRepository = { get: async () => settings, update: async (s) => s };
  for (const [email, role] of [
    ['duena@esencia.pe', 'admin'],
    ['cliente@correo.pe', 'user'],
    ['ventas@esencia.pe', 'admin'],
  ] as const) {
    await services.accounts.create({
      email,
      role,
      name: email,
      passwordHash: 'x',
      confirmedAt: NOW,
      mustChangePassword: false,
    });
  }
  const useCase = new PlaceOrder(
    services.uow,
    services.orders,
    catalogue,
    settingsRepository,
    services.accounts,
    snapshots,
    storage,
    images,
    services.secrets,
    services.clock,
  );
  /** What the checkout shows before 'Realizar pedido': the cart quoted now, with the store's shipping policy. */
  const shown = async (req: CheckoutRequest): Promise<number> => {
    const reads = catalogue.cartReads.length;
    const cart = await priceCart({ products: catalogue, clock: services.clock }, combineCartLines(req.lines));
    catalogue.cartReads.splice(reads); // the client's own quote, not the use case's reads
    const lines = cart.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity }));
    return orderTotals(lines, req.form.paymentMethod as PaymentMethod, 'storefront', settings.shipping).total.cents;
  };
  const place = async (req: CheckoutRequest, context: PlaceOrderContext = GUEST) =>
    useCase.execute({ ...req, expectedTotalCents: req.expectedTotalCents ?? (await shown(req)) }, context);
  const placed = async (req: CheckoutRequest, context: PlaceOrderContext = GUEST): Promise<Order> => {
    const result = await place(req, context);
    if (!result.ok) throw new Error(`expected an order, got ${result.error.code}`);
    return result.value;
  };
  return { services, outbox, clock, catalogue, files, puts, fitted, snapshots, settings, place, placed };
}

const cents = (order: Order) => ({
  subtotal: order.totals.subtotal.cents,
  shipping: order.totals.shipping.cents,
  commission: order.totals.commission.cents,
  total: order.totals.total.cents,
});

describe('PlaceOrder', () => {
  describe('prices', () => {
    it("prices every line from the catalogue today, with the promotion's price", async () => {
      const { placed } = await setup();
      const order = await placed(
        request({
          lines: [
            { productId: 'sauvage', quantity: 1 },
            { productId: 'jadore', quantity: 2 },
          ],
        }),
      );

      expect(order.lines.map((l) => [l.productId, l.quantity, l.unitPrice.cents])).toEqual([
        ['sauvage', 1, 10000],
        ['jadore', 2, 6000],
      ]);
      // S/ 220 reaches free shipping.
      expect(cents(order)).toEqual({ subtotal: 22000, shipping: 0, commission: 0, total: 22000 });
      expect(order).toMatchObject({ status: 'pending', origin: 'storefront', createdAt: NOW, updatedAt: NOW });
    });

    it('charges S/ 15 of shipping below S/ 200 and none from S/ 200', async () => {
      const { placed, catalogue } = await setup();
      catalogue.change('sauvage', { originalPrice: Money.fromCents(19999) });
      const below = await placed(request({ lines: [{ productId: 'sauvage', quantity: 1 }] }));
      expect(cents(below)).toEqual({ subtotal: 19999, shipping: 1500, commission: 0, total: 21499 });

      catalogue.change('sauvage', { originalPrice: Money.fromSoles(200) });
      const from = await placed(request({ lines: [{ productId: 'sauvage', quantity: 1 }] }));
      expect(cents(from)).toEqual({ subtotal: 20000, shipping: 0, commission: 0, total: 20000 });
    });

    it("charges the store's shipping policy from its settings (the admin changed it)", async () => {
      const { placed, catalogue, settings } = await setup();
      (settings as { shipping: StoreSettings['shipping'] }).shipping = {
        freeFrom: Money.fromSoles(300),
        flatFee: Money.fromSoles(9.9),
      };
      catalogue.change('sauvage', { originalPrice: Money.fromSoles(250) });
      const below = await placed(request({ lines: [{ productId: 'sauvage', quantity: 1 }] }));
      expect(cents(below)).toEqual({ subtotal: 25000, shipping: 990, commission: 0, total: 25990 });

      catalogue.change('sauvage', { originalPrice: Money.fromSoles(300) });
      const from = await placed(request({ lines: [{ productId: 'sauvage', quantity: 1 }] }));
      expect(cents(from).shipping).toBe(0);
    });

    it('adds the 4 % Izipay commission of the subtotal, rounded to the céntimo, only for Izipay', async () => {
      const { placed, catalogue } = await setup();
      catalogue.change('sauvage', { originalPrice: Money.fromCents(12345) });
      const lines = [{ productId: 'sauvage', quantity: 1 }];
      const izipay = await placed(request({ lines, form: { ...FORM, paymentMethod: 'izipay' } }));
      // 4 % of 123.45 = 4.938 → 4.94.
      expect(cents(izipay)).toEqual({ subtotal: 12345, shipping: 1500, commission: 494, total: 14339 });
      expect(izipay.paymentMethod).toBe('izipay');

      const transfer = await placed(request({ lines, form: { ...FORM, paymentMethod: 'transferencia' } }));
      expect(cents(transfer)).toEqual({ subtotal: 12345, shipping: 1500, commission: 0, total: 13845 });
    });

    it('combines the lines of a product listed twice', async () => {
      const { placed } = await setup();
      const order = await placed(
        request({
          lines: [
            { productId: 'sauvage', quantity: 1 },
            { productId: 'sauvage', quantity: 2 },
          ],
        }),
      );
      expect(order.lines.map((l) => [l.productId, l.quantity])).toEqual([['sauvage', 3]]);
    });
  });

  describe('snapshot', () => {
    it('keeps the name, brand, original price, promotion and whether it applied, as bought', async () => {
      const { placed } = await setup();
      const order = await placed(
        request({
          lines: [
            { productId: 'jadore', quantity: 1 },
            { productId: 'miss', quantity: 1 },
          ],
        }),
      );

      const [jadore, miss] = order.lines;
      expect(jadore!.snapshot).toMatchObject({
        name: "J'adore",
        brandName: 'Dior',
        discountApplied: true,
        promotion: { isPromoted: true, type: 'percentage', discount: 25, startDate: TODAY, endDate: TODAY },
      });
      expect(jadore!.snapshot.originalPrice.cents).toBe(8000);
      expect(jadore!.unitPrice.cents).toBe(6000);
      expect(miss!.snapshot).toMatchObject({ name: 'Miss Dior', brandName: 'Dior', discountApplied: false });
      expect(miss!.snapshot.promotion).toEqual(NO_PROMOTION);
      expect(miss!.snapshot.originalPrice.cents).toBe(5000);
    });

    it('records a promotion that is not running today without applying it', async () => {
      const { placed, catalogue } = await setup();
      const expired: PromotionTerms = {
        isPromoted: true,
        type: 'fixed',
        discount: 20,
        startDate: '2026-11-01',
        endDate: '2026-11-21',
      };
      catalogue.change('sauvage', { promotion: expired });
      const order = await placed(request());
      expect(order.lines[0]!.unitPrice.cents).toBe(10000);
      expect(order.lines[0]!.snapshot).toMatchObject({ promotion: expired, discountApplied: false });
    });

    it("copies the product's first picture to order-images/{ms}-{productId}.jpg, 400×400 at quality 80", async () => {
      const { placed, files, fitted } = await setup();
      const order = await placed(request());

      const key = `order-images/${NOW.getTime()}-sauvage.jpg`;
      expect(order.lines[0]!.snapshot.imageKey).toBe(key);
      expect(fitted).toEqual([{ source: 'PNG sauvage front', box: { width: 400, height: 400 }, quality: 80 }]);
      expect(files.get(key)).toEqual({ content: Buffer.from('jpeg(PNG sauvage front)'), type: 'image/jpeg' });
    });

    it('makes one copy per product and picture, shared by later orders', async () => {
      const { placed, clock, catalogue, fitted, puts } = await setup();
      const first = await placed(request());
      clock.advance(60_000);
      const second = await placed(request({ lines: [{ productId: 'sauvage', quantity: 2 }] }));

      expect(second.lines[0]!.snapshot.imageKey).toBe(first.lines[0]!.snapshot.imageKey);
      expect(fitted).toHaveLength(1);
      expect(puts).toHaveLength(1);

      // A new main picture gets its own copy; the first order keeps its own.
      catalogue.change('sauvage', { imageKeys: ['products/sauvage-back.png'] });
      const third = await placed(request());
      expect(third.lines[0]!.snapshot.imageKey).toBe(`order-images/${NOW.getTime() + 60_000}-sauvage.jpg`);
      expect(first.lines[0]!.snapshot.imageKey).toBe(`order-images/${NOW.getTime()}-sauvage.jpg`);
      expect(fitted.map((f) => f.source)).toEqual(['PNG sauvage front', 'PNG sauvage back']);
    });

    it('has no image when the product has none, its file is missing or it cannot be read', async () => {
      const { placed, catalogue, files, puts, snapshots } = await setup();
      catalogue.change('jadore', { imageKeys: ['products/gone.jpg'] });
      files.set('products/broken.jpg', { content: Buffer.from('BROKEN bytes'), type: 'image/jpeg' });
      catalogue.products.set('broken', aProduct({ id: 'broken', brandId: 'dior', imageKeys: ['products/broken.jpg'] }));

      const order = await placed(
        request({
          lines: [
            { productId: 'miss', quantity: 1 },
            { productId: 'jadore', quantity: 1 },
            { productId: 'broken', quantity: 1 },
          ],
        }),
      );

      expect(order.lines.map((l) => [l.productId, l.snapshot.imageKey])).toEqual([
        ['miss', null],
        ['jadore', null],
        ['broken', null],
      ]);
      expect(puts).toEqual([]);
      expect(snapshots.rows.size).toBe(0);
    });

    it('keeps the copy recorded first when two first orders of a picture raced, and deletes its own', async () => {
      const { placed, files, snapshots } = await setup();
      const theirs = 'order-images/1-sauvage.jpg';
      jest.spyOn(snapshots, 'record').mockResolvedValue(theirs);

      const order = await placed(request());

      expect(order.lines[0]!.snapshot.imageKey).toBe(theirs);
      expect(files.has(`order-images/${NOW.getTime()}-sauvage.jpg`)).toBe(false);
    });
  });

  describe('stock holds (issue 24)', () => {
    const holding = (settings: StoreSettings, hours: Partial<StoreSettings['stockHoldHours']>) =>
      Object.assign(settings, { stockHoldHours: { ...settings.stockHoldHours, ...hours } });

    it('with holds off (the default) nothing is held and nothing moves', async () => {
      const { placed, services } = await setup();
      const order = await placed(request({ lines: [{ productId: 'sauvage', quantity: 2 }] }));
      expect(order.stockHold).toBeNull();
      expect(services.stock.movements).toEqual([]);
      expect(services.stock.levels()['sauvage']).toEqual({ stock: 10, held: 0 });
      expect(services.stock.locked).toEqual([]);
    });

    it('a payment method that holds stock sets the units aside for its hours, in the stock ledger', async () => {
      const { placed, services, settings } = await setup();
      holding(settings, { yape: 2 });
      const order = await placed(
        request({
          lines: [
            { productId: 'sauvage', quantity: 2 },
            { productId: 'miss', quantity: 1 },
          ],
        }),
      );
      expect(order.stockHold).toEqual({ until: new Date(NOW.getTime() + 2 * 3600_000), state: 'active' });
      expect(services.stock.levels()).toMatchObject({ sauvage: { stock: 10, held: 2 }, miss: { stock: 3, held: 1 } });
      expect(
        services.stock.movements.map((m) => [m.productId, m.reason, m.stockDelta, m.heldDelta, m.orderId]),
      ).toEqual([
        ['sauvage', 'hold-placed', 0, 2, order.id],
        ['miss', 'hold-placed', 0, 1, order.id],
      ]);
      // Another payment method holds nothing.
      expect((await placed(request({ form: { ...FORM, paymentMethod: 'plin' } }))).stockHold).toBeNull();
    });

    it('held units cannot be ordered again: the next quote and order see only what is left', async () => {
      const { place, placed, settings } = await setup();
      holding(settings, { yape: 2, plin: 2 });
      await placed(request({ lines: [{ productId: 'miss', quantity: 2 }] }));
      const result = await place(
        request({ form: { ...FORM, paymentMethod: 'plin' }, lines: [{ productId: 'miss', quantity: 2 }] }),
      );
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'ORDER_STOCK_CHANGED', details: { cart: { lines: [{ productId: 'miss', quantity: 1 }] } } },
      });
    });

    it('units another order holds since the quote: priced again and answered as a stock change', async () => {
      const { place, services, catalogue, settings } = await setup();
      holding(settings, { yape: 2 });
      const read = catalogue.findForCart.bind(catalogue);
      let first = true;
      catalogue.findForCart = async (ids) => {
        const entries = await read(ids);
        if (first) catalogue.change('miss', { held: 2 }); // another order held them right after the quote
        first = false;
        return entries;
      };
      const result = await place(
        request({ lines: [{ productId: 'miss', quantity: 2 }], expectedTotalCents: 10000 + 1500 }),
      );
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'ORDER_STOCK_CHANGED', details: { cart: { lines: [{ productId: 'miss', quantity: 1 }] } } },
      });
      expect(services.orders.rows.size).toBe(0);
      expect(services.stock.movements).toEqual([]);
    });
  });

  describe('refusals', () => {
    it('refuses a total the checkout did not show: nothing stored or sent, the order as it is now comes back', async () => {
      const { place, placed, services, outbox, catalogue } = await setup();
      const req = request({ lines: [{ productId: 'sauvage', quantity: 1 }], expectedTotalCents: 11500 });
      catalogue.change('sauvage', { originalPrice: Money.fromSoles(120) });

      const result = await place(req);

      if (result.ok || result.error.code !== 'ORDER_PRICE_CHANGED') throw new Error('expected a price change');
      expect(result.error.message).toBe(ORDER_PRICE_CHANGED_MESSAGE);
      expect(result.error.details.cart.lines.map((l) => [l.productId, l.unitPrice.cents])).toEqual([
        ['sauvage', 12000],
      ]);
      expect(cents({ totals: result.error.details.totals } as Order)).toEqual({
        subtotal: 12000,
        shipping: 1500,
        commission: 0,
        total: 13500,
      });
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toEqual([]);
      // Confirming again at the total now shown places it.
      expect(cents(await placed({ ...req, expectedTotalCents: 13500 }))).toMatchObject({ total: 13500 });
    });

    it('a product deleted between the quote and the order: priced again, answered as a stock change', async () => {
      const { place, services, catalogue, outbox } = await setup();
      const read = catalogue.findForCart.bind(catalogue);
      catalogue.findForCart = async (ids) => {
        const entries = await read(ids);
        catalogue.products.delete('miss'); // committed by an admin right after the quote
        return entries;
      };

      const result = await place(
        request({
          lines: [
            { productId: 'sauvage', quantity: 1 },
            { productId: 'miss', quantity: 1 },
          ],
          expectedTotalCents: 15000 + 1500,
        }),
      );

      expect(result).toMatchObject({
        ok: false,
        error: {
          code: 'ORDER_STOCK_CHANGED',
          details: { cart: { lines: [{ productId: 'sauvage' }], removed: [{ productId: 'miss', product: null }] } },
        },
      });
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toEqual([]);
    });

    it('refuses a cart the stock changed, stores nothing and returns the corrected cart', async () => {
      const { place, services, outbox, fitted, puts } = await setup();
      const result = await place(
        request({
          lines: [
            { productId: 'miss', quantity: 5 },
            { productId: 'sauvage', quantity: 1 },
            { productId: 'orphan', quantity: 1 },
            { productId: 'nope', quantity: 1 },
          ],
        }),
      );

      if (result.ok) throw new Error('expected a refusal');
      expect(result.error).toMatchObject({ code: 'ORDER_STOCK_CHANGED', message: ORDER_STOCK_CHANGED_MESSAGE });
      if (result.error.code !== 'ORDER_STOCK_CHANGED') throw new Error('unexpected');
      const { cart } = result.error.details;
      expect(cart.lines.map((l) => [l.productId, l.quantity, l.change])).toEqual([
        ['miss', 3, 'quantity-cut'],
        ['sauvage', 1, 'none'],
      ]);
      expect(cart.removed.map((l) => [l.productId, l.change])).toEqual([
        ['orphan', 'removed'],
        ['nope', 'removed'],
      ]);
      expect(cart.subtotal.cents).toBe(25000);
      expect(cart.today).toBe(TODAY);
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toEqual([]);
      expect(fitted).toEqual([]);
      expect(puts).toEqual([]);
    });

    it('refuses an order whose every product sold out as a stock change, not as an empty order', async () => {
      const { place, catalogue } = await setup();
      catalogue.change('sauvage', { stock: 0 });
      const result = await place(request());
      expect(!result.ok && result.error.code).toBe('ORDER_STOCK_CHANGED');
    });

    it('refuses an empty order', async () => {
      const { place, services, catalogue } = await setup();
      const result = await place(request({ lines: [] }));
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'ORDER_EMPTY', message: CHECKOUT_MESSAGES.emptyOrder }),
      });
      expect(catalogue.cartReads).toEqual([]);
      expect(services.orders.rows.size).toBe(0);
    });

    it('reports every invalid field together: checkout, invoice, lines and key', async () => {
      const { place, services, outbox, catalogue } = await setup();
      const result = await place(
        request({
          idempotencyKey: 'short',
          form: {
            firstName: '',
            lastName: 'Quispe',
            email: 'lucia@',
            documentType: 'DNI',
            documentNumber: '45678912',
            phone: '98',
            shippingMethod: 'express',
            paymentMethod: 'efectivo',
          },
          invoice: { type: 'factura', ruc: '20100047219', businessName: '  ' },
          lines: [{ productId: 'sauvage', quantity: 0 }],
        }),
      );

      if (result.ok) throw new Error('expected a refusal');
      expect(result.error.code).toBe('ORDER_INVALID');
      expect(result.error.message).toBe(CUSTOMER_FIELD_MESSAGES.firstNameRequired);
      if (result.error.code !== 'ORDER_INVALID') throw new Error('unexpected');
      expect(result.error.details.fieldErrors.map((e) => [e.field, e.message])).toEqual([
        ['firstName', CUSTOMER_FIELD_MESSAGES.firstNameRequired],
        ['email', CUSTOMER_FIELD_MESSAGES.emailInvalid],
        ['phone', CUSTOMER_FIELD_MESSAGES.phoneInvalid],
        ['shippingMethod', CHECKOUT_MESSAGES.shippingMethodInvalid],
        ['paymentMethod', CHECKOUT_MESSAGES.paymentMethodInvalid],
        ['invoiceRuc', INVOICE_MESSAGES.rucInvalid],
        ['invoiceBusinessName', INVOICE_MESSAGES.businessNameRequired],
        ['lines', CART_LINES_MESSAGES.quantity],
        ['idempotencyKey', IDEMPOTENCY_KEY_MESSAGE],
      ]);
      expect(catalogue.cartReads).toEqual([]);
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toEqual([]);
    });

    it('stores a factura with its RUC and business name', async () => {
      const { placed } = await setup();
      const order = await placed(request({ invoice: { type: 'factura', ruc: RUC, businessName: ' Perfumes  SAC ' } }));
      expect(order.invoice).toEqual({ type: 'factura', ruc: RUC, businessName: 'Perfumes SAC' });
    });

    it('refuses every order while maintenance switches order creation off', async () => {
      const { place, settings, services, catalogue } = await setup();
      (settings as { maintenance: StoreSettings['maintenance'] }).maintenance = {
        ...settings.maintenance,
        isEnabled: true,
        features: { orderCreation: false },
      };
      const result = await place(request());
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'ORDERING_UNAVAILABLE', message: ORDERING_UNAVAILABLE_MESSAGE }),
      });
      expect(catalogue.cartReads).toEqual([]);
      expect(services.orders.rows.size).toBe(0);
    });

    it('takes orders during maintenance when order creation stays on', async () => {
      const { place, settings } = await setup();
      (settings as { maintenance: StoreSettings['maintenance'] }).maintenance = {
        ...settings.maintenance,
        isEnabled: true,
        features: { orderCreation: true },
      };
      expect((await place(request())).ok).toBe(true);
    });
  });

  describe('idempotency', () => {
    it('answers a retry with the same key and payload with the same order, writing nothing again', async () => {
      const { place, placed, services, outbox, catalogue } = await setup();
      // A retry repeats the request, the total the checkout showed included: S/ 100 + S/ 15 of shipping.
      const req = request({ expectedTotalCents: 11500 });
      const first = await placed(req);
      const insert = jest.spyOn(services.orders, 'insert');
      // Even if the product sold out meanwhile: the retry is the order already placed.
      catalogue.change('sauvage', { stock: 0 });

      const again = await place({ ...req, lines: [{ productId: 'sauvage', quantity: 1 }] });

      expect(again).toEqual({ ok: true, value: first });
      expect(insert).not.toHaveBeenCalled();
      expect(services.orders.rows.size).toBe(1);
      expect(outbox).toHaveLength(3);
    });

    it('stores one order when two requests with the same key arrive together', async () => {
      const { place, services, outbox } = await setup();
      const req = request();
      const [a, b] = await Promise.all([place(req), place(req)]);
      expect(a.ok && b.ok && a.value.id === b.value.id).toBe(true);
      expect(services.orders.rows.size).toBe(1);
      expect(outbox).toHaveLength(3);
    });

    it('refuses the same key with another payload, or from another viewer', async () => {
      const { place, placed, services } = await setup();
      const req = request();
      await placed(req);
      const reused = { ok: false, error: expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }) };

      const otherLines = await place({ ...req, lines: [{ productId: 'sauvage', quantity: 2 }] });
      expect(otherLines).toEqual(reused);
      expect(!otherLines.ok && otherLines.error.message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
      expect(await place({ ...req, form: { ...FORM, phone: '912345678' } })).toEqual(reused);
      expect(await place(req, { viewer: VIEWER, siteOrigin: SITE })).toEqual(reused);
      expect(services.orders.rows.size).toBe(1);
    });
  });

  describe('storing', () => {
    it('stores the order under its key with the e-mails to the customer and to each admin', async () => {
      const { placed, services, outbox } = await setup();
      const req = request({ lines: [{ productId: 'jadore', quantity: 1 }] });
      const order = await placed(req);

      expect(services.orders.rows.get(order.id)).toEqual({
        order,
        key: req.idempotencyKey,
        fingerprint: expect.any(String),
      });
      const shortId = order.id.slice(-6);
      expect(outbox.map((m) => [m.to, m.subject])).toEqual([
        ['lucia@correo.pe', `Recibimos tu pedido #${shortId}`],
        ['duena@esencia.pe', `Nuevo pedido #${shortId} — ${Money.fromSoles(75).format()}`],
        ['ventas@esencia.pe', `Nuevo pedido #${shortId} — ${Money.fromSoles(75).format()}`],
      ]);
      expect(outbox[0]!.text).toContain(`${SITE}/order/${order.id}`);
      expect(outbox[0]!.text).toContain("1 × J'adore (Dior)");
      expect(services.mailOutbox.rows.every((row) => row.dueAt === NOW)).toBe(true);
    });

    it('leaves neither the order nor any e-mail when the transaction fails, and the key stays usable', async () => {
      const { place, services, outbox } = await setup();
      const enqueue = services.mailOutbox.enqueue.bind(services.mailOutbox);
      const spy = jest
        .spyOn(services.mailOutbox, 'enqueue')
        .mockImplementationOnce(enqueue)
        .mockImplementationOnce(enqueue)
        .mockRejectedValueOnce(new Error('database down'));
      const req = request();

      await expect(place(req)).rejects.toThrow('database down');
      expect(services.orders.rows.size).toBe(0);
      expect(outbox).toEqual([]);

      spy.mockRestore();
      expect((await place(req)).ok).toBe(true);
      expect(services.orders.rows.size).toBe(1);
    });

    it("stores the signed-in viewer's account, and none for a guest", async () => {
      const { placed } = await setup();
      expect((await placed(request(), { viewer: VIEWER, siteOrigin: SITE })).accountId).toBe('acc-9');
      expect((await placed(request())).accountId).toBeNull();
    });

    it("completes the signed-in viewer's saved cart in the order's transaction, its abandonment recovered", async () => {
      const { placed, services } = await setup();
      await services.cartStatuses.touch('acc-9', 'active', NOW);
      const abandonment = await services.cartStatuses.abandon((await services.cartStatuses.find('acc-9'))!, NOW);
      await placed(request(), { viewer: VIEWER, siteOrigin: SITE });
      expect(services.cartStatuses.carts.get('acc-9')).toMatchObject({ status: 'completed', abandonmentId: null });
      expect(services.cartStatuses.abandonments.get(abandonment)!.recoveredAt).toEqual(NOW);
      await placed(request());
      expect([...services.cartStatuses.carts.keys()]).toEqual(['acc-9']);
    });

    it('stores the customer as typed, trimmed', async () => {
      const { placed } = await setup();
      const order = await placed(request({ form: { ...FORM, firstName: ' Lucía ', email: ' lucia@correo.pe ' } }));
      expect(order.customer).toEqual({
        firstName: 'Lucía',
        lastName: 'Quispe Huamán',
        email: 'lucia@correo.pe',
        documentType: 'DNI',
        documentNumber: '45678912',
        phone: '987654321',
      });
      expect(order).toMatchObject({ shippingMethod: 'regular', paymentMethod: 'yape', invoice: { type: 'boleta' } });
    });
  });
});
