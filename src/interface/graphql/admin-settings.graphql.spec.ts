import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STORE_SETTINGS_MESSAGES } from '../../domain/store/store-settings-form';
import { signedInAdmin } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { guestOrderInput } from '../testing/orders';

const SETTINGS_FIELDS = /* GraphQL */ `
  whatsappNumber
  phone
  email
  phoneHours
  wallets {
    method
    holder
    number
    qrImageKey
    qrImageUrl
  }
  bankAccounts {
    bank
    holder
    accountNumber
    cci
  }
  maintenance {
    isEnabled
    orderCreation
    startsAt
    endsAt
    title
    type
    orderCreationAvailable
  }
  shipping {
    freeFrom {
      cents
      formatted
    }
    flatFee {
      cents
    }
  }
`;
const STORE_SETTINGS = `{ storeSettings { ${SETTINGS_FIELDS} } }`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: StoreSettingsInput!) {
    updateStoreSettings(input: $input) {
      __typename
      ... on StoreSettings {
        ${SETTINGS_FIELDS}
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
    }
  }
`;
const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on Order {
        subtotal {
          cents
        }
        shipping {
          cents
        }
        total {
          cents
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

interface Settings {
  whatsappNumber: string;
  wallets: { method: string; holder: string; number: string; qrImageKey: string | null; qrImageUrl: string | null }[];
  bankAccounts: { bank: string; holder: string; accountNumber: string; cci: string | null }[];
  maintenance: { isEnabled: boolean; orderCreation: boolean; title: string; orderCreationAvailable: boolean };
  shipping: { freeFrom: { cents: number; formatted: string }; flatFee: { cents: number } };
}
interface Answer extends Partial<Settings> {
  __typename: string;
  errorCode?: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
}

describe('admin store settings over GraphQL', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let keys = 0;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock('2026-11-22T15:00:00Z'), seed: true });
    admin = await signedInAdmin(api);
  }, 60_000);

  afterAll(() => api.stop());

  const current = async (): Promise<Settings> =>
    (await graphqlClient(api.url).request<{ storeSettings: Settings }>(STORE_SETTINGS)).body.data!.storeSettings;

  /** The form as the admin screen sends it back, from what the shop shows now. */
  async function formFromCurrent(): Promise<Record<string, unknown>> {
    const settings = await current();
    const { body } = await graphqlClient(api.url).request<{ storeSettings: Record<string, string> }>(
      '{ storeSettings { phone email phoneHours chatHours supportHours maintenance { description dismissible persistent showTimeInfo startsAt endsAt } } }',
    );
    const extra = body.data!.storeSettings as unknown as {
      maintenance: Record<string, unknown>;
    } & Record<string, string>;
    return {
      whatsappNumber: settings.whatsappNumber,
      phone: extra.phone,
      email: extra.email,
      phoneHours: extra.phoneHours,
      chatHours: extra.chatHours,
      supportHours: extra.supportHours,
      wallets: settings.wallets.map(({ method, holder, number, qrImageKey }) => ({
        method,
        holder,
        number,
        qrImageKey,
      })),
      bankAccounts: settings.bankAccounts,
      maintenance: {
        isEnabled: settings.maintenance.isEnabled,
        orderCreation: settings.maintenance.orderCreation,
        title: settings.maintenance.title,
        type: 'warning',
        ...extra.maintenance,
      },
      shipping: { freeFromCents: settings.shipping.freeFrom.cents, flatFeeCents: settings.shipping.flatFee.cents },
    };
  }
  const update = async (input: Record<string, unknown>, client = admin) =>
    (await client.request<{ updateStoreSettings: Answer }>(UPDATE, { input })).body;

  /** A QR image in storage the way POST /api/admin/images (purpose=wallet-qr) leaves it. */
  function uploadedQr(name: string): string {
    const key = `store/${1764000000000 + ++keys}-${name}.png`;
    mkdirSync(path.join(api.filesDir, 'store'), { recursive: true });
    writeFileSync(path.join(api.filesDir, key), Buffer.from('\x89PNG'));
    return key;
  }

  async function placeOrderOf(productId: string): Promise<{ subtotal: number; shipping: number; total: number }> {
    const { body } = await graphqlClient(api.url).request<{
      placeOrder: {
        __typename: string;
        subtotal: { cents: number };
        shipping: { cents: number };
        total: { cents: number };
      };
    }>(PLACE_ORDER, { input: await guestOrderInput(api, { productId }) });
    const order = body.data!.placeOrder;
    expect(order.__typename).toBe('Order');
    return { subtotal: order.subtotal.cents, shipping: order.shipping.cents, total: order.total.cents };
  }

  it('shows the shipping policy (S/ 200 and S/ 15 at install) and the QR keys to the shop', async () => {
    const settings = await current();
    expect(settings.shipping).toEqual({ freeFrom: { cents: 20000, formatted: 'S/ 200.00' }, flatFee: { cents: 1500 } });
    expect(settings.wallets.map((w) => [w.method, w.qrImageKey?.startsWith('store/')])).toEqual([
      ['yape', true],
      ['plin', true],
    ]);
    expect(settings.wallets[0]!.qrImageUrl).toContain(settings.wallets[0]!.qrImageKey);
  });

  it('refuses guests', async () => {
    const body = await update(await formFromCurrent(), graphqlClient(api.url));
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a form that breaks the rules, naming every field, and changes nothing', async () => {
    const before = await current();
    const form = await formFromCurrent();
    const body = await update({
      ...form,
      whatsappNumber: '12345',
      email: 'ventas',
      phoneHours: ' ',
      wallets: [
        { method: 'yape', holder: '', number: '98765', qrImageKey: 'store/1764000009999-fantasma.png' },
        { method: 'tunki', holder: 'Ana', number: '987654321', qrImageKey: null },
      ],
      bankAccounts: [{ bank: '', holder: 'Esencia', accountNumber: '', cci: '123' }],
      maintenance: {
        ...(form.maintenance as object),
        startsAt: '2026-12-02T05:00:00.000Z',
        endsAt: '2026-12-01T05:00:00.000Z',
      },
      shipping: { freeFromCents: -1, flatFeeCents: -100 },
    });
    expect(body.errors).toBeUndefined();
    const answer = body.data!.updateStoreSettings;
    expect(answer).toMatchObject({
      __typename: 'InvalidInputError',
      errorCode: 'STORE_SETTINGS_INVALID',
      message: STORE_SETTINGS_MESSAGES.whatsappNumber,
    });
    expect(Object.fromEntries(answer.fieldErrors!.map((e) => [e.field, e.message]))).toEqual({
      whatsappNumber: STORE_SETTINGS_MESSAGES.whatsappNumber,
      email: STORE_SETTINGS_MESSAGES.email,
      phoneHours: STORE_SETTINGS_MESSAGES.phoneHours,
      'wallets.0.holder': STORE_SETTINGS_MESSAGES.walletHolder,
      'wallets.0.number': STORE_SETTINGS_MESSAGES.walletNumber,
      'wallets.1.method': STORE_SETTINGS_MESSAGES.walletMethod,
      'bankAccounts.0.bank': STORE_SETTINGS_MESSAGES.bank,
      'bankAccounts.0.accountNumber': STORE_SETTINGS_MESSAGES.accountNumber,
      'bankAccounts.0.cci': STORE_SETTINGS_MESSAGES.cci,
      'maintenance.endsAt': 'La fecha de fin debe ser posterior a la fecha de inicio',
      'shipping.freeFromCents': STORE_SETTINGS_MESSAGES.freeShippingFrom,
      'shipping.flatFeeCents': STORE_SETTINGS_MESSAGES.flatShippingFee,
      'wallets.0.qrImageKey': STORE_SETTINGS_MESSAGES.walletQr,
    });
    expect(await current()).toEqual(before);
  });

  it("answers a maintenance date that is no date (month 13, 30 February) naming the field, not the client's variable", async () => {
    const before = await current();
    const form = await formFromCurrent();
    const refusal = async (window: Record<string, unknown>) => {
      const { body } = await admin.request(
        'mutation($i: StoreSettingsInput!) { updateStoreSettings(input: $i) { __typename } }',
        { i: { ...form, maintenance: { ...(form.maintenance as object), ...window } } },
      );
      return body.errors?.map((error) => [error.message, error.extensions?.code]);
    };
    // Before: 'El valor de "i" no es válido.', the name the client gave its variable.
    expect(await refusal({ startsAt: '2026-13-01T05:00:00Z', endsAt: null })).toEqual([
      [STORE_SETTINGS_MESSAGES.maintenanceStartsAtInvalid, 'BAD_USER_INPUT'],
    ]);
    expect(await refusal({ startsAt: null, endsAt: '2026-02-30T05:00:00Z' })).toEqual([
      [STORE_SETTINGS_MESSAGES.maintenanceEndsAtInvalid, 'BAD_USER_INPUT'],
    ]);
    // Any other value GraphQL refuses inside the input is named by its path there.
    expect(await refusal({ startsAt: null, endsAt: null, type: 5 })).toEqual([
      ['El valor de "maintenance.type" no es válido.', 'BAD_USER_INPUT'],
    ]);
    expect(STORE_SETTINGS_MESSAGES.maintenanceStartsAtInvalid).toBe(
      'La fecha de inicio del aviso no es válida (p. ej. 2026-12-01T05:00:00Z)',
    );
    // Written in the document itself: before, 'Argumento no válido en la consulta.'
    const literal = await admin.request(`mutation { updateStoreSettings(input: {
      whatsappNumber: "51987654321", phone: "1", email: "ventas@esencia.pe", phoneHours: "x", chatHours: "x",
      supportHours: "x", wallets: [], bankAccounts: [], shipping: { freeFromCents: 0, flatFeeCents: 0 },
      maintenance: { isEnabled: false, orderCreation: true, startsAt: null, endsAt: "+275760-09-14T00:00:00Z",
        title: "t", description: "d", type: "info", dismissible: true, persistent: false, showTimeInfo: false } }) { __typename } }`);
    expect(literal.body.errors?.map((error) => error.message)).toEqual([
      STORE_SETTINGS_MESSAGES.maintenanceEndsAtInvalid,
    ]);
    expect(await current()).toEqual(before);
  });

  it("turning maintenance on with a window that ended is refused (issue 27: the install's 2024 demo window showed)", async () => {
    const form = await formFromCurrent();
    // A new store has no window to show.
    expect(form.maintenance).toMatchObject({ startsAt: null, endsAt: null, persistent: true });
    const before = await current();
    const body = await update({
      ...form,
      maintenance: {
        ...(form.maintenance as object),
        isEnabled: true,
        startsAt: '2024-02-15T05:00:00.000Z',
        endsAt: '2024-02-16T05:00:00.000Z',
      },
    });
    expect(body.data!.updateStoreSettings).toMatchObject({
      __typename: 'InvalidInputError',
      message: STORE_SETTINGS_MESSAGES.maintenanceWindowEnded,
      fieldErrors: [{ field: 'maintenance.endsAt', message: STORE_SETTINGS_MESSAGES.maintenanceWindowEnded }],
    });
    expect(await current()).toEqual(before);
  });

  it('saves a valid form: a new QR replaces the old one in storage, and the shop reads it at once', async () => {
    const form = await formFromCurrent();
    const [yape, plin] = form.wallets as { qrImageKey: string }[];
    const newQr = uploadedQr('yape-2026');
    const body = await update({
      ...form,
      whatsappNumber: '+51 912 345 678',
      wallets: [{ ...yape, qrImageKey: newQr, holder: 'Esencia SAC' }, plin],
      maintenance: { ...(form.maintenance as object), isEnabled: true, orderCreation: true, title: 'Inventario' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateStoreSettings).toMatchObject({
      __typename: 'StoreSettings',
      whatsappNumber: '51912345678',
    });
    const after = await current();
    expect(after.wallets[0]).toMatchObject({ holder: 'Esencia SAC', qrImageKey: newQr });
    expect(after.maintenance).toMatchObject({ isEnabled: true, title: 'Inventario', orderCreationAvailable: true });
    expect(existsSync(path.join(api.filesDir, newQr))).toBe(true);
    expect(existsSync(path.join(api.filesDir, yape!.qrImageKey))).toBe(false);
    expect(existsSync(path.join(api.filesDir, (plin as { qrImageKey: string }).qrImageKey))).toBe(true);
  });

  it("charges a new order the store's shipping policy once the admin changes it", async () => {
    const { body } = await graphqlClient(api.url).request<{
      products: { items: { id: string; stock: number; price: { cents: number } }[] };
    }>('{ products(pageSize: 50, active: true) { items { id stock price { cents } } } }');
    const product = body.data!.products.items.find((p) => p.stock > 2 && p.price.cents < 20000)!;
    expect(product).toBeDefined();
    const price = product.price.cents;

    expect(await placeOrderOf(product.id)).toEqual({ subtotal: price, shipping: 1500, total: price + 1500 });

    const form = await formFromCurrent();
    const changed = await update({ ...form, shipping: { freeFromCents: price + 1, flatFeeCents: 990 } });
    expect(changed.data!.updateStoreSettings.shipping).toEqual({
      freeFrom: { cents: price + 1, formatted: expect.any(String) },
      flatFee: { cents: 990 },
    });
    expect(await placeOrderOf(product.id)).toEqual({ subtotal: price, shipping: 990, total: price + 990 });

    await update({ ...form, shipping: { freeFromCents: price, flatFeeCents: 990 } });
    expect((await placeOrderOf(product.id)).shipping).toBe(0);
  });

  it('holds stock per payment method once the admin sets the hours: the order says until when, the admin sees the units held (issue 24)', async () => {
    const holdsOf = async () =>
      (
        await graphqlClient(api.url).request<{
          storeSettings: { stockHolds: { paymentMethod: string; hours: number }[] };
        }>('{ storeSettings { stockHolds { paymentMethod hours } } }')
      ).body.data!.storeSettings.stockHolds;
    // None at install: the spec's behaviour.
    expect(await holdsOf()).toEqual([
      { paymentMethod: 'YAPE', hours: 0 },
      { paymentMethod: 'PLIN', hours: 0 },
      { paymentMethod: 'TRANSFERENCIA', hours: 0 },
      { paymentMethod: 'IZIPAY', hours: 0 },
    ]);
    const form = await formFromCurrent();
    const refused = await update({ ...form, stockHolds: [{ paymentMethod: 'YAPE', hours: 200 }] });
    expect(refused.data!.updateStoreSettings).toMatchObject({
      __typename: 'InvalidInputError',
      fieldErrors: [
        { field: 'stockHoldHours.0.hours', message: 'Las horas de reserva deben ser un número entero entre 0 y 168' },
      ],
    });
    const saved = await update({
      ...form,
      stockHolds: [
        { paymentMethod: 'YAPE', hours: 2 },
        { paymentMethod: 'TRANSFERENCIA', hours: 24 },
      ],
    });
    expect(saved.data!.updateStoreSettings.__typename).toBe('StoreSettings');
    // A form that leaves the holds out (today's screen) keeps them.
    await update(form);
    expect((await holdsOf()).map((hold) => hold.hours)).toEqual([2, 0, 24, 0]);

    const { body } = await graphqlClient(api.url).request<{ products: { items: { id: string; stock: number }[] } }>(
      '{ products(pageSize: 50, active: true) { items { id stock } } }',
    );
    const product = body.data!.products.items.find((p) => p.stock > 2)!;
    const placed = await graphqlClient(api.url).request<{
      placeOrder: { __typename: string; stockHeldUntil: string | null };
    }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on Order { stockHeldUntil } } }`,
      { input: await guestOrderInput(api, { productId: product.id, quantity: 2 }) },
    );
    expect(placed.body.data?.placeOrder).toEqual({ __typename: 'Order', stockHeldUntil: '2026-11-22T17:00:00.000Z' });
    const shopper = await graphqlClient(api.url).request<{ product: { stock: number; heldStock: number } }>(
      `query($id: ID!) { product(id: $id) { stock heldStock } }`,
      { id: product.id },
    );
    expect(shopper.body.data?.product).toEqual({ stock: product.stock - 2, heldStock: 0 });
    const listed = await admin.request<{
      adminProducts: { items: { id: string; stock: number; heldStock: number }[] };
    }>('{ adminProducts(pageSize: 100) { items { id stock heldStock } } }');
    expect(listed.body.data?.adminProducts.items.find((p) => p.id === product.id)).toEqual({
      id: product.id,
      stock: product.stock,
      heldStock: 2,
    });
    await update({
      ...form,
      stockHolds: [
        { paymentMethod: 'YAPE', hours: 0 },
        { paymentMethod: 'TRANSFERENCIA', hours: 0 },
      ],
    });
  });
});
