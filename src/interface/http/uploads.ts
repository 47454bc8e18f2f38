import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { checkUploadSize, imageUploadError, MAX_UPLOAD_BYTES } from '../../domain/media/image-upload';
import { retryInMinutesText } from '../../domain/shared/rate-limit';
import { domainError, type DomainError } from '../../domain/shared/result';
import { perAddressRateLimit, sendRefusal, type AddressLimit } from './http-errors';

/** The multipart field every upload form uses. */
export const UPLOAD_FIELD = 'file';

export const UPLOAD_MESSAGES = {
  badForm: 'No se pudo leer el archivo enviado. Intenta de nuevo.',
  oneFile: 'Envía una sola imagen.',
  tooManyUploads: 'Demasiadas subidas desde tu conexión.',
} as const;

const parseOneFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
}).single(UPLOAD_FIELD);

/** What an upload route receives: the file's bytes, never its name or declared type (the content decides). */
export type UploadedFile = { readonly content: Buffer };

/**
 * `multipart/form-data` with one file in the field `file`, kept in memory (at
 * most 5 MB). Too large → 413, no file or a malformed form → 400, each with
 * `{ errorCode, message }` in Spanish; never a 500. The handler gets the bytes
 * in `res.locals.upload`.
 */
export function singleImageUpload(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    parseOneFile(req, res, (error?: unknown) => {
      if (error) {
        const [status, refusal] = uploadRefusal(error);
        sendRefusal(res, status, refusal);
        return;
      }
      const file = req.file;
      const size = checkUploadSize(file?.size ?? null);
      if (!size.ok || !file) {
        const refusal = size.ok ? imageUploadError.missing() : size.error;
        sendRefusal(res, refusal.code === 'IMAGE_TOO_LARGE' ? 413 : 400, refusal);
        return;
      }
      const upload: UploadedFile = { content: file.buffer };
      res.locals.upload = upload;
      next();
    });
  };
}

function uploadRefusal(error: unknown): [number, DomainError] {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return [413, imageUploadError.tooLarge()];
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      return [400, domainError('UPLOAD_INVALID', UPLOAD_MESSAGES.oneFile)];
    }
  }
  // A form cut short, a broken boundary, too many fields…
  return [400, domainError('UPLOAD_INVALID', UPLOAD_MESSAGES.badForm)];
}

/** At most `limit` uploads per client address every `windowMs`; over it, 429 with the Spanish message. */
export function uploadRateLimit(options: AddressLimit): RequestHandler {
  return perAddressRateLimit(options, (_req, res, resetAt) =>
    sendRefusal(
      res,
      429,
      domainError('TOO_MANY_UPLOADS', `${UPLOAD_MESSAGES.tooManyUploads} ${retryInMinutesText(resetAt, new Date())}`),
    ),
  );
}
