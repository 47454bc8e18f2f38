import { createClient, type Client, type ExecutionResult } from 'graphql-sse';
import type { OrderChangeFeed } from '../../../application/ports/order-changes';
import { ORDER_CHANGED_CHANNEL } from '../../../infrastructure/events/channels';
import { fixedClock, startTestStore, type GraphQLErrorBody, type TestStore } from '../../testing/test-store';
import { orderChangeStream } from './order-updates.resolvers';
import { shownTotal } from '../../testing/shown-total';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';

const ORDER_UPDATED = /* GraphQL */ `
  subscription Live($ids: [ID!]!) {
    orderUpdated(ids: $ids) {
      id
      shortId
      link
      status
      statusLabel
      paymentLink
      total {
        cents
      }
    }
  }
`;

interface LiveOrder {
  id: string;
  shortId: string;
  link: string;
  status: string;
  statusLabel: string;
  paymentLink: string | null;
  total: { cents: number };
}

type Result = ExecutionResult<{ orderUpdated: LiveOrder }, unknown>;

/** One subscription over SSE, read event by event. */
interface Stream {
  /** Resolves once the server accepted the stream (the subscription is registered by then). */
  readonly connected: Promise<void>;
  /** The next result the server pushes. */
  next(): Promise<Result>;
  /** Resolves when the server completed the subscription. */
  readonly completed: Promise<void>;
  dispose(): void;
}

function subscribe(client: Client, query: string, variables: Record<string, unknown>): Stream {
  const results: Result[] = [];
  let waiting: ((result: Result) => void) | null = null;
  let onConnected = () => undefined as void;
  let onCompleted = () => undefined as void;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const completed = new Promise<void>((resolve) => (onCompleted = resolve));
  const deliver = (result: Result) => {
    const waiter = waiting;
    waiting = null;
    if (waiter) waiter(result);
    else results.push(result);
  };
  const dispose = client.subscribe<{ orderUpdated: LiveOrder }>(
    { query, variables },
    {
      next: (result) => deliver(result),
      // A broken stream shows up as a failed result, so the test waiting for the next one fails clearly.
      error: (error) => deliver({ errors: [{ message: `stream failed: ${String(error)}` }] } as unknown as Result),
      complete: () => onCompleted(),
    },
    { connected: () => onConnected() },
  );
  return {
    connected,
    completed,
    next: () => {
      const ready = results.shift();
      return ready ? Promise.resolve(ready) : new Promise<Result>((resolve) => (waiting = resolve));
    },
    dispose,
  };
}

const customer = {
  firstName: 'Lucía',
  lastName: 'Quispe Huamán',
  email: 'lucia@correo.pe',
  documentType: 'DNI',
  documentNumber: '45678912',
  phone: '987654321',
};

describe('orderUpdated: live order changes over Server-Sent Events, across server processes', () => {
  let storeA: TestStore;
  let storeB: TestStore;
  let clientB: Client;
  let productId: string;
  const streams: Stream[] = [];
  let keys = 0;

  beforeAll(async () => {
    storeA = await startTestStore({ clock: fixedClock(NOW), seed: true, publicUrl: 'https://tienda.pe' });
    // A second server process on the same database: it hears, through PostgreSQL, what the first one writes.
    storeB = await startTestStore({
      clock: fixedClock(NOW),
      database: storeA.database,
      publicUrl: 'https://tienda.pe',
    });
    clientB = createClient({ url: `${storeB.url}/graphql/stream`, retryAttempts: 0 });
    const { body } = await storeA.graphql<{ products: { items: { id: string; stock: number }[] } }>(
      '{ products(pageSize: 50, active: true) { items { id stock } } }',
    );
    productId = body.data!.products.items.find((product) => product.stock >= 5)!.id;
  }, 60_000);
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.dispose();
  });
  afterAll(async () => {
    // Stopping with a stream still open must not wait for it (the server ends live streams itself).
    const open = subscribe(clientB, ORDER_UPDATED, { ids: ['abcdefghijklmnopqrstuvwxyz234567'] });
    await open.connected;
    await storeB.stop();
    clientB.dispose();
    await storeA.stop();
  }, 30_000);

  const live = (ids: string[], client = clientB) => {
    const stream = subscribe(client, ORDER_UPDATED, { ids });
    streams.push(stream);
    return stream;
  };

  async function placeOrder(): Promise<string> {
    const { body } = await storeA.graphql<{ placeOrder: { __typename: string; id: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on Order { id } } }`,
      {
        input: {
          idempotencyKey: `live-${Date.now()}-${++keys}-abcdef`,
          customer,
          shippingMethod: 'regular',
          paymentMethod: 'izipay',
          lines: [{ productId, quantity: 1 }],
          expectedTotalCents: await shownTotal(storeA.url, [{ productId, quantity: 1 }], 'izipay'),
        },
      },
    );
    expect(body.data?.placeOrder.__typename).toBe('Order');
    await placementHeardByB();
    return body.data!.placeOrder.id;
  }

  let barriers = 0;
  /**
   * Placing an order announces it too, and process B may hear that after a page subscribed (it then pushes the
   * order in whatever state it is by then: a push the test did not cause). A notice sent after the placement's
   * commit reaches B after it (PostgreSQL delivers notifications in commit order), so once B pushed the notice
   * the placement's announcement is behind it.
   */
  async function placementHeardByB() {
    barriers += 1;
    const barrier = live([`barrera-${barriers}`]);
    await barrier.connected;
    await storeA.database.dataSource.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, `barrera-${barriers}`]);
    await barrier.next();
    barrier.dispose();
  }

  /** What an admin's change does in process A: update the order and announce it, in one transaction. */
  async function changeInProcessA(orderId: string, status: string, paymentLink: string | null = null) {
    await storeA.database.dataSource.transaction(async (db) => {
      await db.query(
        `UPDATE orders SET status = $2, payment_link = coalesce($3, payment_link), updated_at = now() WHERE id = $1`,
        [orderId, status, paymentLink],
      );
      await db.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, orderId]);
    });
  }

  it('pushes an order changed through process A to a page subscribed on process B, presented like the query', async () => {
    const orderId = await placeOrder();
    const page = live([orderId]);
    await page.connected;

    await changeInProcessA(orderId, 'processing', 'pago.izipay.pe/abc123');

    const { data, errors } = await page.next();
    expect(errors).toBeUndefined();
    expect(data?.orderUpdated).toMatchObject({
      id: orderId,
      shortId: orderId.slice(-6),
      link: `https://tienda.pe/order/${orderId}`,
      status: 'PROCESSING',
      statusLabel: 'En Proceso',
      paymentLink: 'https://pago.izipay.pe/abc123',
    });

    await changeInProcessA(orderId, 'completed');
    expect((await page.next()).data?.orderUpdated).toMatchObject({
      status: 'COMPLETED',
      statusLabel: 'Completada',
    });
  });

  it('follows several orders on one stream and pushes only theirs, in the order they changed', async () => {
    const [first, second, other] = [await placeOrder(), await placeOrder(), await placeOrder()];
    const myOrders = live([first, second, first]);
    await myOrders.connected;

    await changeInProcessA(other, 'cancelled');
    await changeInProcessA(second, 'cancelled');
    await changeInProcessA(first, 'processing');

    expect((await myOrders.next()).data?.orderUpdated).toMatchObject({ id: second, status: 'CANCELLED' });
    expect((await myOrders.next()).data?.orderUpdated).toMatchObject({ id: first, status: 'PROCESSING' });
  });

  it('needs no sign-in, like ordersByIds, and refuses more than 50 ids with a Spanish message', async () => {
    const tooMany = live(Array.from({ length: 51 }, (_, i) => `pedido-${i}`));

    const { data, errors } = await tooMany.next();
    expect(data ?? null).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'Se pueden consultar como máximo 50 pedidos a la vez.',
        extensions: { code: 'TOO_MANY_ORDERS' },
      }),
    ]);
    await tooMany.completed;
  });

  it("refuses ids that are no order's link (control characters, too long) as the queries do, instead of holding them open", async () => {
    for (const ids of [['abc\u0000'], ['x'.repeat(90_000)]]) {
      const refused = live(ids);
      const { data, errors } = await refused.next();
      expect(data ?? null).toBeNull();
      expect(errors).toEqual([
        expect.objectContaining({ message: 'El identificador no es válido.', extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
      await refused.completed;
    }
  });

  it('completes at once when there is nothing to follow', async () => {
    const nothing = live([]);
    await nothing.completed;
  });

  it('the stream serves subscriptions only, with the store security headers, and refuses other requests', async () => {
    const query = await fetch(`${storeB.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: '{ storeSettings { storeName } }' }),
    });
    expect(query.status).toBe(200);
    expect(query.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(query.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(query.headers.get('x-content-type-options')).toBe('nosniff');
    expect(query.headers.get('x-accel-buffering')).toBe('no');
    const events = await query.text();
    expect(events).toContain('Esta dirección solo atiende suscripciones; usa /graphql para consultas y cambios.');
    expect(events).not.toContain('storeName":');
    expect(events).toContain('event: complete');

    const notAStream = await fetch(`${storeB.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ORDER_UPDATED, variables: { ids: ['x'] } }),
    });
    expect(notAStream.status).toBe(404);

    const broken = await fetch(`${storeB.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { orderUpdated(' }),
    });
    expect(broken.status).toBe(400);
  });

  it('answers malformed parameters and invalid subscriptions with a Spanish 400, never an unexpected error', async () => {
    const stream = `${storeB.url}/graphql/stream`;
    const post = (body: unknown) =>
      fetch(stream, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify(body),
      });
    const get = (params: Record<string, string>) =>
      fetch(`${stream}?${new URLSearchParams(params)}`, { headers: { accept: 'text/event-stream' } });
    const cases: [Promise<Response>, string][] = [
      [post([]), 'Falta la consulta GraphQL ("query").'],
      [post({ query: 123 }), 'La consulta GraphQL ("query") debe ser un texto.'],
      [post({ query: ORDER_UPDATED, variables: 'x' }), 'Las variables ("variables") deben ser un objeto JSON.'],
      [post({ query: ORDER_UPDATED, extensions: 1 }), 'Las extensiones ("extensions") deben ser un objeto JSON.'],
      [
        post({ query: ORDER_UPDATED, operationName: ['x'] }),
        'El nombre de la operación ("operationName") debe ser un texto.',
      ],
      [get({ query: ORDER_UPDATED, variables: '{' }), 'Las variables ("variables") deben ser un objeto JSON.'],
      [post({ query: ORDER_UPDATED, operationName: 'Otra' }), 'La consulta no tiene una operación llamada "Otra".'],
      [
        post({ query: 'subscription { orderUpdated(ids: ["a"]) { nope } }' }),
        'El campo "nope" no existe en el tipo "Order".',
      ],
      [
        post({ query: 'subscription { a: orderUpdated(ids: ["a"]) { id } b: orderUpdated(ids: ["b"]) { id } }' }),
        'La consulta no es válida para esta tienda.',
      ],
      [post({ query: 'subscription { __typename }' }), 'La consulta no es válida para esta tienda.'],
    ];
    for (const [request, message] of cases) {
      const response = await request;
      const text = await response.text();
      expect({
        status: response.status,
        message: (JSON.parse(text) as { errors?: GraphQLErrorBody[] }).errors?.[0]?.message,
      }).toEqual({
        status: 400,
        message,
      });
      expect(text).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('orderChangeStream', () => {
  /** A feed driven by the test. */
  function fakeFeed() {
    const listeners = new Map<string, (id: string) => void>();
    let unsubscribed = 0;
    const feed: OrderChangeFeed = {
      subscribe(ids, listener) {
        for (const id of ids) listeners.set(id, listener);
        return () => {
          unsubscribed += 1;
          for (const id of ids) listeners.delete(id);
        };
      },
    };
    return {
      feed,
      change: (id: string) => listeners.get(id)?.(id),
      watched: () => [...listeners.keys()],
      unsubscribed: () => unsubscribed,
    };
  }

  it('yields the changed ids, reading an order that changed several times only once', async () => {
    const { feed, change } = fakeFeed();
    const stream = orderChangeStream(feed, ['a', 'b']);

    change('a');
    change('b');
    change('a');

    expect(await stream.next()).toEqual({ done: false, value: 'a' });
    expect(await stream.next()).toEqual({ done: false, value: 'b' });
    const waiting = stream.next();
    change('b');
    expect(await waiting).toEqual({ done: false, value: 'b' });
  });

  it('stops and unsubscribes when the client leaves, even while waiting for a change', async () => {
    const { feed, change, watched, unsubscribed } = fakeFeed();
    const stream = orderChangeStream(feed, ['a']);
    const waiting = stream.next();

    await stream.return!();

    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(watched()).toEqual([]);
    change('a');
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    await stream.return!();
    expect(unsubscribed()).toBe(1);
  });

  it('watches nothing and ends at once for no ids', async () => {
    const { feed, watched } = fakeFeed();
    const stream = orderChangeStream(feed, []);

    expect(watched()).toEqual([]);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});
