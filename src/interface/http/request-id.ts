import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The header that carries each response's request id, the one the log lines of an unexpected error carry. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

const requests = new AsyncLocalStorage<{ readonly id: string }>();

/**
 * Gives every request a fresh id (never the client's: a forged id could point a log search elsewhere), sends it
 * in `X-Request-Id` and keeps it for everything the request runs, so an unexpected error is logged with the id
 * the person can quote (ADR 0003).
 */
export function requestIds() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const id = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    requests.run({ id }, next);
  };
}

/** The id of the request this code runs for; null outside one (start-up, timers). */
export function currentRequestId(): string | null {
  return requests.getStore()?.id ?? null;
}

/**
 * What a log line may say about an unexpected error: its kind, message, code and stack, never its other
 * properties (a database error carries the statement's parameters; a body-parser error the raw body).
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}
