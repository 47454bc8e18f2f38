import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { VARIANTS_PREFIX } from '../../application/media/GetImageVariant';
import type { AttachPaymentReceipt, AttachPaymentReceiptError } from '../../application/orders/AttachPaymentReceipt';
import type { GetPaymentReceipt, GetPaymentReceiptError } from '../../application/orders/GetPaymentReceipt';
import { isReceiptKey, RECEIPT_MESSAGES, receiptPath } from '../../domain/order/payment-receipt';
import { sendRefusal } from './http-errors';
import { singleImageUpload, uploadRateLimit, type UploadedFile } from './uploads';
import { sendBody } from './stored-files';

export interface ReceiptRouteDependencies {
  readonly attachPaymentReceipt: AttachPaymentReceipt;
  readonly getPaymentReceipt: GetPaymentReceipt;
  /** Uploads per client address; default 20 every 15 minutes. */
  readonly uploadLimit?: { readonly limit: number; readonly windowMs: number };
  /** Where the uploads are counted: shared by every process; absent, this process's memory. */
  readonly uploadCounts?: Store;
  /** Takes the upload in its turn among the process's uploads (each file is read into memory, up to 5 MB). */
  readonly admit?: RequestHandler;
}

/** What a successful upload answers. */
export interface ReceiptUploadBody {
  readonly orderId: string;
  /** Where the new photo is read (GET), versioned. */
  readonly receiptUrl: string;
  readonly message: string;
}

const DEFAULT_UPLOAD_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

const ATTACH_STATUS: { readonly [C in AttachPaymentReceiptError['code']]: number } = {
  ORDER_NOT_FOUND: 404,
  RECEIPT_NOT_ALLOWED: 409,
  IMAGE_MISSING: 400,
  IMAGE_NOT_ALLOWED: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_UPLOADS_BUSY: 503,
};

const GET_STATUS: { readonly [C in GetPaymentReceiptError['code']]: number } = {
  ORDER_NOT_FOUND: 404,
  RECEIPT_NOT_FOUND: 404,
};

/** Receipts are personal: browsers and proxies keep no copy. */
const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The order's payment receipt photo at `/api/orders/:id/receipt`: `POST`
 * (multipart, field `file`) adds or replaces it, `GET` shows it. The order's
 * unguessable id is the permission, as for the order page itself: whoever
 * holds the link (the customer, the admins) may do both. Refusals are JSON
 * `{ errorCode, message }` in Spanish.
 */
export function receiptRoutes(deps: ReceiptRouteDependencies): Router {
  const router = Router();
  const orderId = (req: Request) => String(req.params.id ?? '');

  router.post(
    '/api/orders/:id/receipt',
    uploadRateLimit({ ...(deps.uploadLimit ?? DEFAULT_UPLOAD_LIMIT), store: deps.uploadCounts }),
    // The order first: a file for an order that cannot take one is never read.
    async (req: Request, res: Response, next: NextFunction) => {
      const checked = await deps.attachPaymentReceipt.check(orderId(req));
      if (checked.ok) next();
      else sendRefusal(res, ATTACH_STATUS[checked.error.code], checked.error);
    },
    ...(deps.admit ? [deps.admit] : []),
    singleImageUpload(),
    async (req: Request, res: Response) => {
      const upload = res.locals.upload as UploadedFile;
      const result = await deps.attachPaymentReceipt.execute(orderId(req), upload.content);
      if (!result.ok) {
        sendRefusal(res, ATTACH_STATUS[result.error.code], result.error);
        return;
      }
      const body: ReceiptUploadBody = {
        orderId: result.value.orderId,
        receiptUrl: receiptPath(result.value.orderId, result.value.receiptKey),
        message: RECEIPT_MESSAGES.sent,
      };
      res.status(201).setHeader('Cache-Control', 'no-store');
      res.json(body);
    },
  );

  router.get('/api/orders/:id/receipt', async (req: Request, res: Response) => {
    const result = await deps.getPaymentReceipt.execute(orderId(req));
    if (!result.ok) {
      sendRefusal(res, GET_STATUS[result.error.code], result.error);
      return;
    }
    res.setHeader('Content-Type', result.value.contentType);
    res.setHeader('Content-Length', String(result.value.size));
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', 'inline');
    sendBody(res, result.value.body);
  });

  return router;
}

/**
 * Storage keys the public `/files/…` route must never serve: receipts, and any
 * variant rendered from one. Letter case is ignored (a case-insensitive disk
 * would read `ORDER-RECEIPTS/…` as the same file).
 */
export function isPrivateFileKey(key: string): boolean {
  let path = key;
  while (path.toLowerCase().startsWith(VARIANTS_PREFIX)) path = path.slice(VARIANTS_PREFIX.length);
  return isReceiptKey(path);
}
