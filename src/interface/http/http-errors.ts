import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { retryInMinutesText } from '../../domain/shared/rate-limit';
import type { DomainError } from '../../domain/shared/result';
import { INTERNAL_ERROR_MESSAGE } from '../graphql/errors';
import { clientNetwork } from './client-network';
import { currentRequestId, describeError } from './request-id';
import {
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_SECONDS,
} from './service-unavailable';
import {
  STORAGE_TROUBLE_CODES,
  STORAGE_TROUBLE_RETRY_SECONDS,
  storageTrouble,
  storageTroubleMessage,
  type StorageTrouble,
} from './storage-trouble';

/** Every refusal the HTTP layer itself answers (before or outside GraphQL), in Spanish. */
export const HTTP_ERROR_MESSAGES = {
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  tooLarge: 'La solicitud es demasiado grande.',
  notJson: 'Envía la solicitud como JSON (Content-Type: application/json).',
  unsupportedEncoding: 'La codificación de la solicitud no es compatible.',
  badRequest: 'La solicitud no es válida.',
  apiNotFound: 'Esta dirección de la API no existe.',
  notFound: 'Esta dirección no existe.',
  tooManyRequests: 'Demasiadas solicitudes desde tu conexión.',
  busy: 'La tienda está atendiendo muchas solicitudes en este momento. Intenta de nuevo en unos segundos.',
} as const;

/** The JSON body of a refusal outside GraphQL (uploads, receipts, exports): the shape of GraphQL's ErrorResult. */
export interface RefusalBody {
  readonly errorCode: string;
  readonly message: string;
}

/** A use case's refusal as a route outside GraphQL answers it: `status` and `{ errorCode, message }`, never cached. */
export function sendRefusal(res: Response, status: number, error: DomainError): void {
  const body: RefusalBody = { errorCode: error.code, message: error.message };
  res.status(status).setHeader('Cache-Control', 'no-store');
  // Busy: the pictures waiting to be decoded are done in a few seconds.
  if (status === 503) res.setHeader('Retry-After', '5');
  res.json(body);
}

/**
 * A refusal in the shape its caller reads: GraphQL's `{ errors: [{ message, extensions: { code } }] }` on
 * /graphql, the upload routes' `{ errorCode, message }` elsewhere. Never cached.
 */
export function sendHttpError(
  req: Request,
  res: Response,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (req.originalUrl.startsWith('/graphql')) {
    res.json({ errors: [{ message, extensions: { code, ...extra } }] });
  } else {
    res.json({ errorCode: code, message, ...extra });
  }
}

/** The path of a request without its query string, the only part of the address a log line may carry. */
export function loggedPath(req: Request): string {
  return req.originalUrl.split('?', 1)[0] ?? '/';
}

/**
 * /graphql reads JSON only: a POST in any other type is refused with 415 before anything runs (it is also
 * the kind of "simple" request a cross-site form could send). GET (queries with Apollo's CSRF header) passes.
 */
export function requireJsonBody(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'POST' && !req.is('application/json')) {
      sendHttpError(req, res, 415, 'UNSUPPORTED_MEDIA_TYPE', HTTP_ERROR_MESSAGES.notJson);
      return;
    }
    next();
  };
}

/**
 * The JSON body `express.raw` read (a Buffer, outside the heap), parsed as `express.json` would (strict:
 * an object or an array; UTF-8; empty is {}), with its error types, so the parse, which can make ten times
 * its size of heap, runs only once the request's turn came (admission.ts).
 */
export function parseJsonBody(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      next();
      return;
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      next(bodyError(415, 'charset.unsupported'));
      return;
    }
    const text = body.toString('utf8').replace(/^\uFEFF/, '');
    if (text.length === 0) {
      req.body = {};
      next();
      return;
    }
    const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
    try {
      if (first !== '{' && first !== '[') throw new SyntaxError('not an object or an array');
      req.body = JSON.parse(text);
    } catch {
      next(bodyError(400, 'entity.parse.failed'));
      return;
    }
    next();
  };
}

function bodyError(status: number, type: string): Error {
  return Object.assign(new Error(type), { status, type });
}

/** Apollo's express integration needs a body, also on GET where there is none. */
export function ensureBody(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!('body' in req) || req.body === undefined) (req as { body?: unknown }).body = {};
    next();
  };
}

/** A per-address limit: how many requests every `windowMs`, and where they are counted. */
export interface AddressLimit {
  readonly limit: number;
  readonly windowMs: number;
  /** Shared by every server process (the server's PgRequestCounts); absent: this process's memory (tests). */
  readonly store?: Store;
}

/**
 * At most `limit` requests per client address (`req.ip`, which TRUST_PROXY decides) every `windowMs`. Over it,
 * `refuse` answers, told when the address's window ends (epoch milliseconds).
 */
export function perAddressRateLimit(
  options: AddressLimit,
  refuse: (req: Request, res: Response, resetAt: number) => void,
): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    ...(options.store ? { store: options.store } : {}),
    // express-rate-limit's own key, the same IPv6 /56 rule, remembered per address instead of parsed per request.
    keyGenerator: clientNetwork,
    // Its check that a custom key applies the IPv6 rule cannot see that this one does (client-network.ts).
    validate: { keyGeneratorIpFallback: false },
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => {
      const { rateLimit: info } = req as Request & { rateLimit?: RateLimitInfo };
      refuse(req, res, info?.resetTime?.getTime() ?? Date.now() + options.windowMs);
    },
  });
}

/** The general per-address limit: over it, 429 with `Retry-After` and the Spanish message. */
export function requestRateLimit(options: AddressLimit): RequestHandler {
  return perAddressRateLimit(options, (req, res, resetAt) => {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    res.setHeader('Retry-After', String(retryAfterSeconds));
    sendHttpError(
      req,
      res,
      429,
      'RATE_LIMITED',
      `${HTTP_ERROR_MESSAGES.tooManyRequests} ${retryInMinutesText(resetAt, new Date())}`,
      { retryAfterSeconds },
    );
  });
}

/** Any /api path no route answered: 404 in JSON, not the web app's page. */
export function apiNotFound(): RequestHandler {
  return (req: Request, res: Response) => sendHttpError(req, res, 404, 'NOT_FOUND', HTTP_ERROR_MESSAGES.apiNotFound);
}

/** Any request no route answered (`POST /`, `PUT /product/…`): a Spanish JSON 404, never Express's 'Cannot POST /'. */
export function routeNotFound(): RequestHandler {
  return (req: Request, res: Response) => sendHttpError(req, res, 404, 'NOT_FOUND', HTTP_ERROR_MESSAGES.notFound);
}

/** body-parser's failure types → status, code and Spanish message. */
const BODY_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  'entity.parse.failed': [400, 'BAD_REQUEST', HTTP_ERROR_MESSAGES.malformedJson],
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE', HTTP_ERROR_MESSAGES.tooLarge],
  'encoding.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', HTTP_ERROR_MESSAGES.unsupportedEncoding],
  'charset.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', HTTP_ERROR_MESSAGES.unsupportedEncoding],
  'request.aborted': [400, 'BAD_REQUEST', HTTP_ERROR_MESSAGES.badRequest],
  'request.size.invalid': [400, 'BAD_REQUEST', HTTP_ERROR_MESSAGES.badRequest],
};

/**
 * The last handler: no English HTML page from Express ever. A client's mistake (malformed JSON, too large,
 * wrong encoding) is a Spanish 4xx and is not logged with its content (a malformed body's error carries the
 * body, passwords included); anything else is logged with the request id and answered 500 with that id.
 */
export function httpErrorHandler(
  logger: Logger,
  onStorageTrouble: (trouble: StorageTrouble) => void = () => undefined,
): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
    const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
    if (known) {
      sendHttpError(req, res, known[0], known[1], known[2]);
      return;
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendHttpError(req, res, status, 'BAD_REQUEST', HTTP_ERROR_MESSAGES.badRequest);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting: a gap, not a bug (see service-unavailable.ts).
      res.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
      sendHttpError(req, res, 503, SERVICE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_MESSAGE);
      return;
    }
    const trouble = storageTrouble(error);
    if (trouble) {
      // A full disk or one the store cannot write (an upload, a receipt): Spanish, 503, and reported in /healthz.
      logger.error(
        { requestId: currentRequestId(), err: describeError(error), storage: trouble, path: loggedPath(req) },
        'storage trouble',
      );
      onStorageTrouble(trouble);
      res.setHeader('Retry-After', String(STORAGE_TROUBLE_RETRY_SECONDS));
      sendHttpError(req, res, 503, STORAGE_TROUBLE_CODES[trouble.kind], storageTroubleMessage(trouble));
      return;
    }
    const requestId = currentRequestId();
    logger.error(
      { requestId, err: describeError(error), method: req.method, path: loggedPath(req) },
      'unexpected error',
    );
    sendHttpError(req, res, 500, 'INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE, requestId ? { requestId } : {});
  };
}
