import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '../../domain/media/image-upload';
import { Money } from '../../domain/money/money';
import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import type { PaymentMethod } from '../../domain/checkout/payment-method';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor, ImageRejection } from '../ports/image-processor';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { AttachPaymentReceipt } from './AttachPaymentReceipt';
import { GetPaymentReceipt } from './GetPaymentReceipt';

const ORDER_ID = 'abcdefghijklmnopqrstuvwxyz234567';
const CREATED = new Date('2026-11-20T10:00:00Z');

function order(status: OrderStatus, receiptKey: string | null = null, paymentMethod: PaymentMethod = 'yape'): Order {
  const price = Money.fromSoles(120);
  return {
    id: ORDER_ID,
    status,
    origin: 'storefront',
    customer: {
      firstName: 'Ana',
      lastName: 'Quispe',
      email: 'ana@example.pe',
      documentType: 'DNI',
      documentNumber: '12345678',
      phone: '987654321',
    },
    shippingMethod: 'regular',
    paymentMethod,
    invoice: { type: 'boleta' },
    lines: [],
    totals: { subtotal: price, shipping: Money.fromSoles(15), commission: Money.ZERO, total: Money.fromSoles(135) },
    paymentLink: null,
    accountId: null,
    receiptKey,
    stockHold: null,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

function memoryStorage() {
  const files = new Map<string, { content: Buffer; type: string }>();
  const storage: FileStorage = {
    async put(key, content, contentType) {
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
  return { storage, files };
}

/** "Decodes" files starting with JPEG or PNG; BOMB has too many pixels; anything else is not an image. */
const fakeImages: ImageProcessor = {
  async normalizeUpload(content) {
    const text = content.toString();
    const reject = (reason: ImageRejection) => ({ ok: false as const, reason });
    if (text.startsWith('BOMB')) return reject('TOO_MANY_PIXELS');
    const format = text.startsWith('JPEG') ? 'jpg' : text.startsWith('PNG') ? 'png' : null;
    if (!format) return reject('NOT_AN_IMAGE');
    return {
      ok: true,
      image: {
        content: Buffer.from(`clean:${text}`),
        contentType: format === 'jpg' ? 'image/jpeg' : 'image/png',
        extension: format,
        width: 30,
        height: 40,
      },
    };
  },
  fitJpeg: async () => null,
};

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

function setUp(status: OrderStatus = 'processing', receiptKey: string | null = null, paymentMethod?: PaymentMethod) {
  const { services } = inMemoryIdentity();
  const orders = services.orders;
  orders.rows.set(ORDER_ID, { order: order(status, receiptKey, paymentMethod), key: 'k', fingerprint: 'f' });
  const { storage, files } = memoryStorage();
  let now = new Date('2026-11-22T15:00:00.000Z');
  const clock: Clock = { now: () => now };
  return {
    orders,
    announced: services.orderChanges.announced,
    files,
    attach: new AttachPaymentReceipt(services.uow, orders, fakeImages, storage, clock),
    get: new GetPaymentReceipt(orders, storage),
    later: () => {
      now = new Date(now.getTime() + 1000);
    },
  };
}

describe('AttachPaymentReceipt', () => {
  it.each<PaymentMethod>(['yape', 'plin', 'transferencia'])(
    'stores the re-encoded photo of a processing order paid with %s under order-receipts/ and records it',
    async (method) => {
      const { attach, orders, files, announced } = setUp('processing', null, method);
      const result = await attach.execute(` ${ORDER_ID} `, Buffer.from('JPEG foto'));
      const key = `order-receipts/${ORDER_ID}/${Date.parse('2026-11-22T15:00:00.000Z')}.jpg`;
      expect(result).toEqual({
        ok: true,
        value: { orderId: ORDER_ID, receiptKey: key, contentType: 'image/jpeg', width: 30, height: 40 },
      });
      expect(files.get(key)).toEqual({ content: Buffer.from('clean:JPEG foto'), type: 'image/jpeg' });
      expect((await orders.findById(ORDER_ID))?.receiptKey).toBe(key);
      expect(announced).toEqual([ORDER_ID]);
    },
  );

  it('keeps the format the content has (a PNG stays a PNG)', async () => {
    const { attach } = setUp();
    const result = await attach.execute(ORDER_ID, Buffer.from('PNG captura'));
    expect(result.ok && result.value.receiptKey).toMatch(/^order-receipts\/.+\.png$/);
  });

  it('replaces the previous photo and deletes its object', async () => {
    const { attach, files, later } = setUp();
    const first = await attach.execute(ORDER_ID, Buffer.from('JPEG primera'));
    later();
    const second = await attach.execute(ORDER_ID, Buffer.from('PNG segunda'));
    if (!first.ok || !second.ok) throw new Error('refused');
    expect([...files.keys()]).toEqual([second.value.receiptKey]);
  });

  it.each<[OrderStatus, PaymentMethod]>([
    // Nothing to pay yet: the shop confirms the order first (issue 27).
    ['pending', 'yape'],
    // Izipay's link is confirmed by Izipay.
    ['processing', 'izipay'],
    ['completed', 'yape'],
    ['cancelled', 'transferencia'],
  ])('refuses a %s order paid with %s and stores nothing', async (status, method) => {
    const { attach, files, announced } = setUp(status, null, method);
    expect(await attach.execute(ORDER_ID, Buffer.from('JPEG foto'))).toEqual({
      ok: false,
      error: {
        code: 'RECEIPT_NOT_ALLOWED',
        message: 'Solo puedes adjuntar el comprobante de un pedido en proceso que pagas con Yape, Plin o transferencia',
        details: { status, paymentMethod: method },
      },
    });
    expect(files.size).toBe(0);
    expect(announced).toEqual([]);
  });

  it('refuses an unknown order', async () => {
    const { attach, files } = setUp();
    expect(await attach.execute('otro-pedido', Buffer.from('JPEG foto'))).toEqual({
      ok: false,
      error: { code: 'ORDER_NOT_FOUND', message: 'Pedido no encontrado' },
    });
    expect(files.size).toBe(0);
  });

  it.each([
    ['a text file', Buffer.from('hola'), 'IMAGE_NOT_ALLOWED', 'El archivo debe ser una imagen JPG, PNG o WebP'],
    ['a decompression bomb', Buffer.from('BOMB'), 'IMAGE_TOO_MANY_PIXELS', 'La imagen es demasiado grande'],
    ['an empty file', Buffer.alloc(0), 'IMAGE_MISSING', 'Selecciona una imagen'],
    ['more than 5 MB', Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'IMAGE_TOO_LARGE', 'La imagen no puede ser mayor a 5MB'],
  ])('refuses %s with its code and Spanish message', async (_case, content, code, message) => {
    const { attach, files, announced } = setUp();
    const result = await attach.execute(ORDER_ID, content);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code, message });
    expect(files.size).toBe(0);
    expect(announced).toEqual([]);
  });

  it('removes the new object when recording it fails', async () => {
    const { attach, files, orders } = setUp();
    orders.setReceipt = async () => {
      throw new Error('database down');
    };
    await expect(attach.execute(ORDER_ID, Buffer.from('JPEG foto'))).rejects.toThrow('database down');
    expect(files.size).toBe(0);
  });
});

describe('GetPaymentReceipt', () => {
  it('streams the order’s current photo', async () => {
    const { attach, get } = setUp();
    await attach.execute(ORDER_ID, Buffer.from('PNG captura'));
    const receipt = await get.execute(ORDER_ID);
    if (!receipt.ok) throw new Error(receipt.error.message);
    expect(receipt.value.contentType).toBe('image/png');
    expect(await text(receipt.value.body)).toBe('clean:PNG captura');
  });

  it('says when the order has none, or its object is gone', async () => {
    const missing = {
      ok: false,
      error: { code: 'RECEIPT_NOT_FOUND', message: 'Este pedido aún no tiene comprobante' },
    };
    expect(await setUp('pending').get.execute(ORDER_ID)).toEqual(missing);
    expect(await setUp('pending', 'order-receipts/x/1.jpg').get.execute(ORDER_ID)).toEqual(missing);
  });

  it('refuses an unknown order', async () => {
    expect(await setUp().get.execute('nada')).toEqual({
      ok: false,
      error: { code: 'ORDER_NOT_FOUND', message: 'Pedido no encontrado' },
    });
  });
});
