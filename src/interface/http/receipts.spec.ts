import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { OrderStatus } from '../../domain/order/order-status';
import { IMAGE_WORK } from '../../infrastructure/media/image-work-queue';
import { newOrderId, storedOrder } from '../testing/stored-orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const WINE = { r: 110, g: 31, b: 63 };

/** A phone photo: EXIF with the author and a GPS position. */
const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: WINE } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Cliente Secreto' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1' } })
    .toBuffer();

const screenshot = () =>
  sharp({ create: { width: 120, height: 260, channels: 4, background: { ...WINE, alpha: 1 } } })
    .png()
    .toBuffer();

describe('HTTP: the order’s payment receipt', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW) });
  });

  afterAll(() => api.stop());

  const placedOrder = (status: OrderStatus = 'processing') => storedOrder(api, status, new Date(NOW));

  function upload(orderId: string, content: Buffer, name = 'recibo.jpg', type = 'image/jpeg') {
    const body = new FormData();
    body.append('file', new Blob([content], { type }), name);
    return fetch(`${api.url}/api/orders/${orderId}/receipt`, { method: 'POST', body });
  }

  /** The receipt objects on disk (without the local storage's `.type` side files). */
  const receiptFiles = (orderId: string) => {
    const folder = path.join(api.filesDir, 'order-receipts', orderId);
    return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.type')) : [];
  };

  it('takes a JPEG, stores it re-encoded without EXIF, and shows it privately to the link’s holder', async () => {
    const id = await placedOrder();
    const response = await upload(id, await photo());
    expect(response.status).toBe(201);
    const stamp = Date.parse(NOW);
    expect(await response.json()).toEqual({
      orderId: id,
      receiptUrl: `/api/orders/${id}/receipt?v=${stamp}`,
      message: 'Comprobante enviado',
    });
    expect(receiptFiles(id)).toEqual([`${stamp}.jpg`]);

    const receipt = await fetch(`${api.url}/api/orders/${id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('image/jpeg');
    expect(receipt.headers.get('cache-control')).toBe('private, no-store');
    expect(receipt.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await receipt.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Cliente Secreto');

    const [row] = await api.store.dataSource.query('SELECT receipt_key FROM orders WHERE id = $1', [id]);
    expect(row.receipt_key).toBe(`order-receipts/${id}/${stamp}.jpg`);
  });

  it('reads the content, not the name: a PNG called recibo.jpg is kept as a PNG', async () => {
    const id = await placedOrder('processing');
    const response = await upload(id, await screenshot(), 'recibo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    expect(receiptFiles(id)).toEqual([`${Date.parse(NOW)}.png`]);
    const receipt = await fetch(`${api.url}/api/orders/${id}/receipt`);
    expect(receipt.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await receipt.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('refuses a text file named like a photo, in Spanish', async () => {
    const id = await placedOrder();
    const response = await upload(id, Buffer.from('Hola, no soy una foto'), 'foto.jpg', 'image/jpeg');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errorCode: 'IMAGE_NOT_ALLOWED',
      message: 'El archivo debe ser una imagen JPG, PNG o WebP',
    });
    expect(receiptFiles(id)).toEqual([]);
  });

  it('refuses 6 MB with 413, never a 500', async () => {
    const id = await placedOrder();
    const response = await upload(id, Buffer.alloc(6 * 1024 * 1024, 0xff));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errorCode: 'IMAGE_TOO_LARGE',
      message: 'La imagen no puede ser mayor a 5MB',
    });
    expect(receiptFiles(id)).toEqual([]);
  });

  it('answers 503 in Spanish while 8 pictures already wait to be decoded in the process, and takes it after', async () => {
    const id = await placedOrder();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The one being decoded and the 8 waiting (the process's queue, shared with the server in this test process).
    const busy = Array.from({ length: 9 }, () => IMAGE_WORK.upload(() => held));
    expect(busy.every(Boolean)).toBe(true);

    const refused = await upload(id, await photo());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      errorCode: 'IMAGE_UPLOADS_BUSY',
      message: 'Estamos procesando muchas imágenes en este momento. Intenta de nuevo en unos segundos.',
    });
    expect(receiptFiles(id)).toEqual([]);

    release();
    await Promise.all(busy);
    expect((await upload(id, await photo())).status).toBe(201);
  });

  it.each<OrderStatus>(['pending', 'completed', 'cancelled'])('refuses a receipt for a %s order', async (status) => {
    const id = await placedOrder(status);
    const response = await upload(id, await photo());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      errorCode: 'RECEIPT_NOT_ALLOWED',
      message: 'Solo puedes adjuntar el comprobante de un pedido en proceso que pagas con Yape, Plin o transferencia',
    });
    expect(receiptFiles(id)).toEqual([]);
  });

  it.each([
    ['an id of ours that does not exist', newOrderId()],
    ['something that is not an id', 'nada'],
  ])('answers 404 for %s', async (_case, id) => {
    const uploaded = await upload(id, await photo());
    expect(uploaded.status).toBe(404);
    expect(await uploaded.json()).toEqual({ errorCode: 'ORDER_NOT_FOUND', message: 'Pedido no encontrado' });
    const read = await fetch(`${api.url}/api/orders/${id}/receipt`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ errorCode: 'ORDER_NOT_FOUND', message: 'Pedido no encontrado' });
  });

  it('answers 404 with a Spanish message while the order has no receipt', async () => {
    const id = await placedOrder();
    const read = await fetch(`${api.url}/api/orders/${id}/receipt`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({
      errorCode: 'RECEIPT_NOT_FOUND',
      message: 'Este pedido aún no tiene comprobante',
    });
  });

  it('a new photo replaces the previous one, whose file is deleted', async () => {
    const id = await placedOrder();
    expect((await upload(id, await photo())).status).toBe(201);
    expect((await upload(id, await screenshot(), 'captura.png', 'image/png')).status).toBe(201);
    // The clock is frozen, so both uploads got the same instant: the second has its own extension.
    expect(receiptFiles(id)).toEqual([`${Date.parse(NOW)}.png`]);
  });

  it('never serves a receipt from the public /files route, in any spelling or as a variant', async () => {
    const id = await placedOrder();
    expect((await upload(id, await photo())).status).toBe(201);
    const key = `order-receipts/${id}/${Date.parse(NOW)}.jpg`;
    expect(existsSync(path.join(api.filesDir, key))).toBe(true);
    // A variant as if it had been rendered before the rule existed.
    const variantDir = path.join(api.filesDir, '_variants', key);
    mkdirSync(variantDir, { recursive: true });
    writeFileSync(path.join(variantDir, '320.webp'), 'variante');

    for (const url of [
      `/files/${key}`,
      `/files/${key}?w=320`,
      `/files/${key}?w=320&fmt=jpeg`,
      `/files/${key.toUpperCase()}`,
      `/files/order-receipts%2F${id}%2F${Date.parse(NOW)}.jpg`,
      `/files/_variants/${key}/320.webp`,
      `/files/order-receipts/${id}`,
      '/files/order-receipts',
    ]) {
      const response = await fetch(`${api.url}${url}`);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
    expect(existsSync(path.join(api.filesDir, '_variants', key, '640.webp'))).toBe(false);
  });
});
