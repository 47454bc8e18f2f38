import type { RequestHandler } from 'express';

/**
 * Middlewares run in order as one layer of express's router (each layer costs the router a match and a few
 * closures per request). As express runs them: an error passed on, thrown or rejected ends the run with it, one
 * that does not go on ends it; each runs inside the previous one's `next` (the request id's async context holds
 * for the rest of the request).
 */
export function inOneLayer(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined || index === handlers.length) {
        next(error);
        return;
      }
      const result: unknown = handlers[index++]!(req, res, step);
      if (result instanceof Promise) result.catch((reason: unknown) => step(reason ?? new Error('Rejected promise')));
    };
    step();
  };
}
