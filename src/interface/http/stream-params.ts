import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REQUEST_PARAM_MESSAGES } from '../graphql/errors';
import { sendHttpError } from './http-errors';

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const absent = (value: unknown) => value === undefined || value === null;

/**
 * The live stream's request parameters, checked before graphql-sse reads them, whose own refusals are English
 * ('Missing query', 'Invalid variables', 'Unparsable URL'…): a 400 with the Spanish message /graphql gives for
 * the same mistake. A POST's JSON body (express.json) or a GET's query string.
 */
export function streamParams(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const refusal = req.method === 'GET' ? searchRefusal(req) : req.method === 'POST' ? bodyRefusal(req.body) : null;
    if (refusal) {
      sendHttpError(req, res, 400, 'BAD_REQUEST', refusal);
      return;
    }
    next();
  };
}

function bodyRefusal(body: unknown): string | null {
  if (!isObject(body)) return REQUEST_PARAM_MESSAGES.missingQuery;
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  if (absent(query)) return REQUEST_PARAM_MESSAGES.missingQuery;
  if (typeof query !== 'string') return REQUEST_PARAM_MESSAGES.queryNotText;
  if (!absent(variables) && !isObject(variables)) return REQUEST_PARAM_MESSAGES.variables;
  if (!absent(operationName) && typeof operationName !== 'string') return REQUEST_PARAM_MESSAGES.operationName;
  if (!absent(extensions) && !isObject(extensions)) return REQUEST_PARAM_MESSAGES.extensions;
  return null;
}

/** graphql-sse reads the raw query string (one value per name); the JSON ones must parse to objects. */
function searchRefusal(req: Request): string | null {
  const search = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  if (!search.get('query')) return REQUEST_PARAM_MESSAGES.missingQuery;
  for (const name of ['variables', 'extensions'] as const) {
    const value = search.get(name);
    if (!value) continue;
    try {
      if (!isObject(JSON.parse(value))) return REQUEST_PARAM_MESSAGES[name];
    } catch {
      return REQUEST_PARAM_MESSAGES[name];
    }
  }
  return null;
}
