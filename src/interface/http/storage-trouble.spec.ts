import sharp from 'sharp';
import { signedInAdmin } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { graphqlClient } from '../testing/graphql-client';
import { guestOrderInput, productInStock } from '../testing/orders';
import { PassThroughFileStorage } from '../testing/pass-through-file-storage';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { ADMIN_IMAGES_PATH } from './admin-images';

const NOW = '2026-11-22T15:00:00Z';

/** A disk that filled up: every write fails as Node reports it (no disk is filled to test this). */
class FullDisk extends PassThroughFileStorage {
  full = false;
  override put(key: string, content: Buffer, contentType: string): Promise<void> {
    if (!this.full) return this.storage.put(key, content, contentType);
    return Promise.reject(
      Object.assign(new Error(`ENOSPC: no space left on device, write '${key}'`), { code: 'ENOSPC', errno: -28 }),
    );
  }
}

/**
 * Storage trouble (issue 25): with a full disk (or a data folder the store cannot write), orders and uploads
 * answer a Spanish message instead of a generic error, and /healthz and the metrics say what is wrong.
 */
describe('a full disk: orders and uploads answer in Spanish, health and metrics report it', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let disk: FullDisk;
  let productId: string;

  beforeAll(async () => {
    api = await startTestStore({
      clock: fixedClock(NOW),
      seed: true,
      wrapFileStorage: (storage) => (disk = new FullDisk(storage)),
    });
    admin = await signedInAdmin(api);
    productId = await productInStock(api);
  }, 60_000);

  afterAll(() => api.stop());

  const health = async () => {
    const response = await fetch(`${api.url}/healthz`);
    return { status: response.status, body: await response.json() };
  };
  const storageUp = async () =>
    /^esencia_storage_up\{store="files"\} (\d)$/m.exec(await (await fetch(`${api.url}/metrics`)).text())?.[1];

  it('reports healthy storage while it can write', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } });
    expect(await storageUp()).toBe('1');
  });

  it('answers an order and an upload in Spanish when the disk is full, and says so in /healthz and /metrics', async () => {
    disk.full = true;
    // The order keeps its own copy of the product's picture: that write fails.
    const order = await graphqlClient(api.url).request<{ placeOrder: unknown }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename } }`,
      { input: await guestOrderInput(api, { productId }) },
    );
    expect(order.body.errors).toMatchObject([
      {
        message:
          'La tienda no puede guardar archivos en este momento: su almacenamiento está lleno. Intenta de nuevo más tarde.',
        extensions: { code: 'STORAGE_FULL' },
      },
    ]);

    const form = new FormData();
    form.set('purpose', 'product');
    form.set('index', '0');
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(photo)]), 'foto.jpg');
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const upload = await fetch(`${api.url}${ADMIN_IMAGES_PATH}`, {
      method: 'POST',
      body: form,
      headers: { origin: api.url, cookie },
    });
    expect(upload.status).toBe(503);
    expect(upload.headers.get('retry-after')).toBe('60');
    expect(await upload.json()).toEqual({
      errorCode: 'STORAGE_FULL',
      message:
        'La tienda no puede guardar archivos en este momento: su almacenamiento está lleno. Intenta de nuevo más tarde.',
    });

    // Still answering (the catalogue reads fine), but not "ok".
    expect(await health()).toEqual({ status: 200, body: { status: 'degraded', database: 'ok', storage: 'full' } });
    expect(await storageUp()).toBe('0');
  });

  it('says the storage is fine again once it can write', async () => {
    disk.full = false;
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } });
    expect(await storageUp()).toBe('1');
  });
});
