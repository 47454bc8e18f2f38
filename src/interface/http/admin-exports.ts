import { Router, type NextFunction, type Request, type Response } from 'express';
import type {
  ExportStockMovements,
  ExportStockMovementsError,
} from '../../application/catalog-admin/ExportStockMovements';
import type { AuthenticateSession } from '../../application/identity/AuthenticateSession';
import type { Viewer } from '../../application/identity/viewer';
import type { ExportAdminOrders, ExportAdminOrdersError } from '../../application/orders/ExportAdminOrders';
import { ADMIN_ORDER_EXPORT_PARAMETERS, ADMIN_ORDERS_CSV_PATH } from '../../domain/order/admin-order-export';
import type { CsvFile } from '../../domain/shared/csv';
import { domainError, type DomainError, type Result } from '../../domain/shared/result';
import { STOCK_MOVEMENT_EXPORT_PARAMETERS, STOCK_MOVEMENTS_CSV_PATH } from '../../domain/stock/stock-movement-export';
import { textArgumentRefusal } from '../graphql/input-rules';
import { sendRefusal } from './http-errors';
import { readSessionToken } from './session-cookie';

export interface AdminExportRouteDependencies {
  readonly authenticateSession: AuthenticateSession;
  readonly exportAdminOrders: ExportAdminOrders;
  readonly exportStockMovements: ExportStockMovements;
}

/** An export's address, the parameters it reads, the status of each refusal and the use case that decides. */
interface CsvExportRoute<E extends DomainError> {
  readonly path: string;
  readonly parameters: readonly string[];
  readonly status: { readonly [C in E['code']]: number };
  readonly execute: (viewer: Viewer | null, input: Record<string, string>) => Result<CsvFile, E>;
}

const ORDERS_STATUS: { readonly [C in ExportAdminOrdersError['code']]: number } = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_DATE_RANGE: 400,
  INVALID_STATUS: 400,
  INVALID_SORT: 400,
};

const STOCK_MOVEMENTS_STATUS: { readonly [C in ExportStockMovementsError['code']]: number } = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_DATE_RANGE: 400,
  INVALID_PRODUCT_ID: 400,
};

/**
 * The accountant's CSV files, each a GET the admin's browser downloads:
 * - `GET /api/admin/orders.csv?search=&status=&from=&to=&sort=`: every order of the admin's orders screen with its
 *   filters (status and sort as the domain spells them: `pending`, `total-desc`);
 * - `GET /api/admin/stock-movements.csv?productId=&from=&to=`: the stock ledger, oldest first, of every product or
 *   one, in a range of Lima dates.
 * The session cookie authenticates and the use case decides access (401 signed out, 403 a customer, as the other
 * admin routes); a GET changes nothing, and another site cannot read the answer. Written as it is read, batch by
 * batch, waiting for the client to take each one; a client that leaves stops the reading. Refusals are JSON
 * `{ errorCode, message }` in Spanish.
 */
export function adminExportRoutes(deps: AdminExportRouteDependencies): Router {
  const router = Router();
  csvExportRoute(router, deps.authenticateSession, {
    path: ADMIN_ORDERS_CSV_PATH,
    parameters: ADMIN_ORDER_EXPORT_PARAMETERS,
    status: ORDERS_STATUS,
    execute: (viewer, input) => deps.exportAdminOrders.execute(viewer, input),
  });
  csvExportRoute(router, deps.authenticateSession, {
    path: STOCK_MOVEMENTS_CSV_PATH,
    parameters: STOCK_MOVEMENT_EXPORT_PARAMETERS,
    status: STOCK_MOVEMENTS_STATUS,
    execute: (viewer, input) => deps.exportStockMovements.execute(viewer, input),
  });
  return router;
}

function csvExportRoute<E extends DomainError>(
  router: Router,
  authenticateSession: AuthenticateSession,
  route: CsvExportRoute<E>,
): void {
  router.get(route.path, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const input: Record<string, string> = {};
      let refusal: string | null = null;
      for (const name of route.parameters) {
        const value = req.query[name];
        if (value === undefined) continue;
        refusal ??=
          typeof value === 'string' ? textArgumentRefusal(value, name) : `El parámetro "${name}" no es válido.`;
        if (typeof value === 'string') input[name] = value;
      }
      const viewer = await authenticateSession.execute(readSessionToken(req));
      const result = route.execute(viewer, refusal ? {} : input);
      if (!result.ok) {
        sendRefusal(res, route.status[result.error.code as E['code']], result.error);
        return;
      }
      // Access first (a guest learns nothing of the rules), then the text rule, before anything is read.
      if (refusal) {
        sendRefusal(res, 400, domainError('BAD_USER_INPUT', refusal));
        return;
      }
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${result.value.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      await writeAll(res, result.value.pieces);
    } catch (error) {
      // Once the file has started, a failure must not look like its end: the connection is cut instead.
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  });
}

/** Writes each piece when the client has taken the one before; leaving the loop stops the reading. */
async function writeAll(res: Response, pieces: AsyncIterable<string>): Promise<void> {
  for await (const piece of pieces) {
    if (res.destroyed) return;
    if (!res.write(piece)) await drainedOrClosed(res);
    if (res.destroyed) return;
  }
  res.end();
}

function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
