import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inOneLayer } from './in-one-layer';
import { currentRequestId, requestIds } from './request-id';

const req = {} as Request;
const res = { setHeader: () => undefined } as unknown as Response;

/** Runs the layer and answers how its `next` was called (undefined: not called). */
async function run(handlers: RequestHandler[]): Promise<{ calls: unknown[][]; ran: string[] }> {
  const ran: string[] = [];
  const calls: unknown[][] = [];
  const named = handlers.map((handler, i): RequestHandler => (rq, rs, nx) => {
    ran.push(String(i));
    return handler(rq, rs, nx);
  });
  inOneLayer(named)(req, res, ((...args: unknown[]) => calls.push(args)) as NextFunction);
  await new Promise((resolve) => setImmediate(resolve));
  return { calls, ran };
}

describe('inOneLayer', () => {
  const goOn: RequestHandler = (_req, _res, next) => next();

  it('runs every middleware in order, then goes on once without an error', async () => {
    expect(await run([goOn, goOn, goOn])).toEqual({ calls: [[undefined]], ran: ['0', '1', '2'] });
    expect(await run([])).toEqual({ calls: [[undefined]], ran: [] });
  });

  it('stops where a middleware answers without going on', async () => {
    expect(await run([goOn, () => undefined, goOn])).toEqual({ calls: [], ran: ['0', '1'] });
  });

  it('ends with an error passed on or rejected, skipping the rest; a thrown one reaches express', async () => {
    const failure = new Error('no');
    expect(await run([(_q, _s, next) => next(failure), goOn])).toEqual({ calls: [[failure]], ran: ['0'] });
    expect(await run([() => Promise.reject(failure), goOn])).toEqual({ calls: [[failure]], ran: ['0'] });
    const throwing = inOneLayer([
      () => {
        throw failure;
      },
    ]);
    expect(() => throwing(req, res, () => undefined)).toThrow(failure);
  });

  it('runs the rest inside the request id’s context', async () => {
    let seen: string | null = null;
    inOneLayer([requestIds(), (_q, _s, next) => ((seen = currentRequestId()), next())])(req, res, () => undefined);
    expect(seen).toMatch(/^[0-9a-f-]{36}$/);
  });
});
