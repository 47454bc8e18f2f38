import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import type {
  UploadCatalogueImage,
  UploadCatalogueImageError,
} from '../../application/catalog-admin/UploadCatalogueImage';
import type { AuthenticateSession } from '../../application/identity/AuthenticateSession';
import { domainError, type DomainError, type Result } from '../../domain/shared/result';
import { readSessionToken } from './session-cookie';
import { sendRefusal } from './http-errors';
import { singleImageUpload, uploadRateLimit, type UploadedFile } from './uploads';

export const ADMIN_IMAGES_PATH = '/api/admin/images';

/** What every admin upload route is given. */
export interface AdminUploadDependencies {
  readonly authenticateSession: AuthenticateSession;
  /** The store's public origin (PUBLIC_URL), also accepted as the page's Origin; null: only the request's own host. */
  readonly publicUrl?: string | null;
  /** Uploads per client address; else the route's default. */
  readonly uploadLimit?: { readonly limit: number; readonly windowMs: number };
  /** Where the uploads are counted: shared by every process; absent, this process's memory. */
  readonly uploadCounts?: Store;
}

export interface AdminImageRouteDependencies extends AdminUploadDependencies {
  readonly uploadCatalogueImage: UploadCatalogueImage;
}

/** What a successful upload answers: the key the form sends back, and where the picture is shown. */
export interface AdminImageUploadBody {
  readonly key: string;
  readonly url: string;
}

export const ADMIN_IMAGE_MESSAGES = {
  crossSite: 'Solicitud no permitida: sube las imágenes desde el panel de la tienda.',
  signIn: 'Inicia sesión como administrador para subir imágenes.',
  adminsOnly: 'Solo un administrador puede subir imágenes.',
} as const;

/** 120 every 15 minutes: a catalogue is loaded photo by photo. */
const DEFAULT_UPLOAD_LIMIT = { limit: 120, windowMs: 15 * 60_000 };

const STATUS: { readonly [C in UploadCatalogueImageError['code']]: number } = {
  IMAGE_PURPOSE_INVALID: 400,
  IMAGE_INDEX_INVALID: 400,
  IMAGE_MISSING: 400,
  IMAGE_NOT_ALLOWED: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_UPLOADS_BUSY: 503,
};

/**
 * `POST /api/admin/images` (multipart: `file`, `purpose` = product | brand |
 * wallet-qr | story, and `index` 0–4 for product photos): the admin's catalogue
 * pictures, uploaded before the form that uses them is saved. The session
 * cookie authenticates, so the request must also prove it comes from the
 * store's own pages (its Origin is the store's, or it carries
 * `X-Requested-With`, which no other site can send without CORS). Both checks
 * and the admin check run before the body is read. Refusals are JSON
 * `{ errorCode, message }` in Spanish.
 */
export function adminImageRoutes(deps: AdminImageRouteDependencies): Router {
  return adminUploadRoute(deps, {
    path: ADMIN_IMAGES_PATH,
    messages: ADMIN_IMAGE_MESSAGES,
    defaultLimit: DEFAULT_UPLOAD_LIMIT,
    readFile: singleImageUpload(),
    status: STATUS,
    upload: (req: Request, res: Response) => {
      const upload = res.locals.upload as UploadedFile;
      const body = (req.body ?? {}) as Record<string, unknown>;
      return deps.uploadCatalogueImage.execute({
        content: upload.content,
        purpose: body.purpose,
        index: body.index,
        fileName: utf8FileName(req.file?.originalname),
      });
    },
  });
}

/** An admin upload route: its path, its Spanish refusals and how it reads and stores the one file. */
export interface AdminUploadRoute<Code extends string> {
  readonly path: string;
  readonly messages: { readonly crossSite: string; readonly signIn: string; readonly adminsOnly: string };
  /** Uploads per client address unless the dependencies say otherwise. */
  readonly defaultLimit: { readonly limit: number; readonly windowMs: number };
  /** Reads the one file into memory, answering its own refusals. */
  readonly readFile: RequestHandler;
  /** Each refusal's HTTP status. */
  readonly status: { readonly [C in Code]: number };
  readonly upload: (req: Request, res: Response) => Promise<Result<AdminImageUploadBody, DomainError<Code>>>;
}

/**
 * `POST path` for admins' uploads, each guard before the body is read: the
 * store's own pages (sameOrigin), an admin's session (adminOnly) and a rate
 * limit per address; then the file is read and stored. Answers `{ key, url }`
 * (201) or `{ errorCode, message }` in Spanish, never cached.
 */
export function adminUploadRoute<Code extends string>(
  deps: AdminUploadDependencies,
  route: AdminUploadRoute<Code>,
): Router {
  const router = Router();
  router.post(
    route.path,
    sameOrigin(deps.publicUrl ?? null, route.messages.crossSite),
    adminOnly(deps.authenticateSession, route.messages),
    uploadRateLimit({ ...(deps.uploadLimit ?? route.defaultLimit), store: deps.uploadCounts }),
    route.readFile,
    async (req: Request, res: Response) => {
      const result = await route.upload(req, res);
      if (!result.ok) {
        sendRefusal(res, route.status[result.error.code], result.error);
        return;
      }
      const answer: AdminImageUploadBody = { key: result.value.key, url: result.value.url };
      res.status(201).setHeader('Cache-Control', 'no-store');
      res.json(answer);
    },
  );
  return router;
}

/** The request comes from the store's own pages (its Origin, or `X-Requested-With` without one); else 403. */
export function sameOrigin(publicUrl: string | null, message: string = ADMIN_IMAGE_MESSAGES.crossSite): RequestHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host')}`;
    const fromOwnPage = origin !== undefined && (origin === own || origin === configured);
    if (fromOwnPage || (origin === undefined && req.get('x-requested-with'))) {
      next();
      return;
    }
    sendRefusal(res, 403, domainError('CROSS_SITE_REQUEST', message));
  };
}

/** The session is an admin's; else 401 (signed out) or 403 (a customer), before the body is read. */
export function adminOnly(
  authenticate: AuthenticateSession,
  messages: { readonly signIn: string; readonly adminsOnly: string } = ADMIN_IMAGE_MESSAGES,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await authenticate.execute(readSessionToken(req));
    if (!viewer) {
      sendRefusal(res, 401, domainError('UNAUTHENTICATED', messages.signIn));
      return;
    }
    if (viewer.role !== 'admin') {
      sendRefusal(res, 403, domainError('FORBIDDEN', messages.adminsOnly));
      return;
    }
    next();
  };
}

/** Browsers send the file name in UTF-8; the multipart parser reads it as Latin-1. */
export function utf8FileName(name: string | undefined): string | null {
  if (!name) return null;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}
