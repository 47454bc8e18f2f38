import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { Viewer } from '../../application/identity/viewer';
import type { GraphQLContext } from '../graphql/context';
import { FakeCatalogueChanges } from '../../infrastructure/testing/fake-catalogue-changes';
import { ResponseCache } from './response-cache';

/**
 * The cache in front of a tiny Apollo whose `products` resolver reads a price the test changes, and can be
 * held mid-read, so the order of a read, a write and its notification is the test's, not the scheduler's.
 */
describe('ResponseCache: races and the listener’s state, deterministically', () => {
  const schema: GraphQLSchema = buildSchema(`
    type Query { products: Int!, stories: Int! }
    type Mutation { updateProduct(price: Int!): Int! }
  `);
  let price = 100;
  let reads = 0;
  let hold: Promise<void> | null = null;
  let changes: FakeCatalogueChanges;
  let cache: ResponseCache;
  let apollo: ApolloServer<GraphQLContext>;
  let server: Server;
  let url: string;
  /** Requests that went past the hits into the rest of /graphql. */
  let passedHits = 0;

  const rootValue = {
    products: async () => {
      reads += 1;
      const seen = price;
      if (hold) await hold;
      return seen;
    },
    stories: () => 1,
    updateProduct: ({ price: next }: { price: number }) => {
      price = next;
      return price;
    },
  };

  /** Session resolutions asked for, and a promise that holds them (the session's statement in flight). */
  let resolutions = 0;
  let sessionHold: Promise<void> | null = null;
  /**
   * The viewer is whoever the `x-test-role` header says (the real one reads the session behind the cookie, once
   * per request: context-factory.ts's createViewerOf); no header, no valid session.
   */
  const viewerOf = async (req: express.Request): Promise<Viewer | null> => {
    resolutions += 1;
    if (sessionHold) await sessionHold;
    const role = req.headers['x-test-role'];
    return role === 'admin' || role === 'user' ? { accountId: 'a', sessionId: 's', email: 'e@e.pe', role } : null;
  };
  const createContext = async (req: express.Request): Promise<GraphQLContext> =>
    ({ viewer: await viewerOf(req) }) as unknown as GraphQLContext;

  const get = async (query = '{ products }', headers: Record<string, string> = {}) => {
    const before = reads;
    const response = await fetch(`${url}/graphql?${new URLSearchParams({ query })}`, {
      headers: { 'content-type': 'application/json', ...headers },
    });
    const body = (await response.json()) as { data?: { products?: number } };
    return { value: body.data?.products, fromCache: reads === before };
  };
  /**
   * A read of the products that has seen the old price (100) and is held while a write commits (200) and its
   * notification arrives; then it goes on.
   */
  const readAcrossAChange = async (headers: Record<string, string> = {}) => {
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const before = reads;
    const slow = get('{ products }', headers);
    while (reads === before) await new Promise((resolve) => setImmediate(resolve));
    price = 200;
    changes.emit('changed');
    hold = null;
    release();
    return slow;
  };
  const mutate = (role: 'admin' | 'user', next: number) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-role': role },
      body: JSON.stringify({ query: `mutation { updateProduct(price: ${next}) }` }),
    });

  beforeEach(async () => {
    price = 100;
    reads = 0;
    hold = null;
    resolutions = 0;
    sessionHold = null;
    changes = new FakeCatalogueChanges();
    cache = new ResponseCache({ clock: { now: () => new Date('2026-11-22T15:00:00Z') }, changes, viewerOf });
    apollo = new ApolloServer<GraphQLContext>({ schema, rootValue, plugins: [cache.plugin()] });
    await apollo.start();
    const app = express();
    // As create-http-app mounts them: kept answers leave by `guestHits()` and `sessionHits()` (routes, ahead of
    // the rest); the rest of /graphql under its mount point.
    passedHits = 0;
    app.get('/graphql', cache.guestHits(), cache.sessionHits());
    app.use(
      '/graphql',
      express.json(),
      (req, _res, next) => {
        req.body ??= {};
        passedHits += 1;
        next();
      },
      cache.misses(apollo, (req) => createContext(req)),
      expressMiddleware(apollo, { context: ({ req }) => createContext(req) }),
    );
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    cache.close();
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  });

  it('keeps an answer and serves it again', async () => {
    expect(await get()).toEqual({ value: 100, fromCache: false });
    expect(await get()).toEqual({ value: 100, fromCache: true });
  });

  it('serves a kept answer from the hits, ahead of the rest of the chain: the key is the same under a mount point', async () => {
    await get();
    expect(passedHits).toBe(1);
    expect(await get()).toEqual({ value: 100, fromCache: true });
    expect(passedHits).toBe(1);
    // A signed-in shopper's read is a hit too.
    expect(await get('{ products }', { 'x-test-role': 'user', cookie: 'esencia_session=x' })).toMatchObject({
      fromCache: true,
    });
    expect(passedHits).toBe(1);
    // Anything else goes on: another query (a miss), and the admin's read.
    await get('{ stories }');
    expect(passedHits).toBe(2);
    await get('{ products }', { 'x-test-role': 'admin', cookie: 'esencia_session=x' });
    expect(passedHits).toBe(3);
  });

  it('never keeps an answer read before a change that was heard before the answer was ready', async () => {
    expect((await readAcrossAChange()).value).toBe(100);
    // The old answer was not kept: the next request reads the new price.
    expect(await get()).toEqual({ value: 200, fromCache: false });
    expect(await get()).toEqual({ value: 200, fromCache: true });
  });

  it('clears itself before the answer to an admin’s mutation leaves, without waiting for the notification', async () => {
    await get();
    expect(await get()).toEqual({ value: 100, fromCache: true });
    await mutate('admin', 150);
    expect(await get()).toEqual({ value: 150, fromCache: false });
    // A shopper's mutation (none writes the catalogue) leaves it alone.
    await mutate('user', 150);
    expect(await get()).toEqual({ value: 150, fromCache: true });
  });

  it('neither serves nor keeps while changes are not heard, and starts afresh when they are again', async () => {
    await get();
    expect(await get()).toMatchObject({ fromCache: true });
    changes.emit('disconnected');
    price = 300; // a write nobody heard
    expect(await get()).toEqual({ value: 300, fromCache: false });
    expect(await get()).toEqual({ value: 300, fromCache: false });
    changes.emit('connected');
    expect(cache.size).toBe(0);
    expect(await get()).toEqual({ value: 300, fromCache: false });
    expect(await get()).toEqual({ value: 300, fromCache: true });
  });

  it('answers a shopper from the kept answers; the admin and a cookie of no valid session through Apollo every time', async () => {
    await get();
    const shopper = { 'x-test-role': 'user', cookie: 'esencia_session=abc' };
    expect(await get('{ products }', shopper)).toEqual({ value: 100, fromCache: true });
    const others: Record<string, string>[] = [
      { 'x-test-role': 'admin', cookie: 'esencia_session=abc' },
      { cookie: 'esencia_session=old' },
    ];
    for (const headers of others)
      for (let i = 0; i < 2; i++) expect(await get('{ products }', headers)).toEqual({ value: 100, fromCache: false });
  });

  it('keeps a shopper’s miss for everybody, and not one read before a change heard meanwhile', async () => {
    const shopper = { 'x-test-role': 'user', cookie: 'esencia_session=abc' };
    expect(await get('{ products }', shopper)).toEqual({ value: 100, fromCache: false });
    expect(await get()).toEqual({ value: 100, fromCache: true });
    changes.emit('changed');
    expect((await readAcrossAChange(shopper)).value).toBe(100);
    expect(await get()).toEqual({ value: 200, fromCache: false });
  });

  it('keeps the pages’ in-process answers under the same rules: not across a change heard meanwhile, cleared by an admin’s mutation', async () => {
    const operation = { query: '{ products }', variables: {}, operationName: undefined };
    let executions = 0;
    const answer = (value: number, wait?: Promise<void>) => async () => {
      executions += 1;
      if (wait) await wait;
      return { data: { products: value } };
    };
    let release = () => undefined as void;
    const held = cache.inProcess(operation, answer(100, new Promise<void>((resolve) => (release = resolve))));
    changes.emit('changed');
    release();
    expect(await held).toEqual({ data: { products: 100 } });
    expect(await cache.inProcess(operation, answer(200))).toEqual({ data: { products: 200 } });
    expect(await cache.inProcess(operation, answer(300))).toEqual({ data: { products: 200 } });
    expect(executions).toBe(2);
    // An answer with errors is not kept; an admin's mutation clears what is.
    await mutate('admin', 150);
    const failing = async () => ({ errors: [{ message: 'falló' }] });
    expect(await cache.inProcess(operation, failing)).toEqual({ errors: [{ message: 'falló' }] });
    expect(await cache.inProcess(operation, answer(150))).toEqual({ data: { products: 150 } });
  });

  it('never serves a shopper an answer cleared while their session was being resolved', async () => {
    await get();
    let release = () => undefined as void;
    sessionHold = new Promise<void>((resolve) => (release = resolve));
    const slow = get('{ products }', { 'x-test-role': 'user', cookie: 'esencia_session=abc' });
    while (resolutions === 0) await new Promise((resolve) => setImmediate(resolve));
    // The session's statement is in flight; a write commits and its notification arrives.
    price = 200;
    changes.emit('changed');
    sessionHold = null;
    release();
    expect(await slow).toEqual({ value: 200, fromCache: false });
  });
});
