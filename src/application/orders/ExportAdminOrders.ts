import {
  ADMIN_ORDER_EXPORT_HEADERS,
  type AdminOrderExportParameters,
  adminOrderExportFileName,
  adminOrderExportLine,
} from '../../domain/order/admin-order-export';
import {
  adminOrderNeedle,
  adminOrderSort,
  adminOrderStatus,
  type AdminOrderChoiceError,
  type AdminOrderFilter,
  type AdminOrderSort,
} from '../../domain/order/admin-order-list';
import type { Order } from '../../domain/order/order';
import { csvPieces, type CsvFile } from '../../domain/shared/csv';
import { limaDateRange, type DateRangeError } from '../../domain/shared/lima-date-range';
import { ok, type DomainError, type Result } from '../../domain/shared/result';
import { adminViewer, type Viewer } from '../identity/viewer';
import type { OrderRepository } from '../ports/orders';

/** Orders read per statement: a 100 000-order export is 100 pairs of statements, and one batch in memory at a time. */
export const ADMIN_ORDER_EXPORT_BATCH = 1_000;

export const ADMIN_ORDER_EXPORT_MESSAGES = {
  signIn: 'Inicia sesión como administrador para descargar los pedidos.',
  adminsOnly: 'Solo un administrador puede descargar los pedidos.',
} as const;

/** The admin orders screen's filters as the export's address names them, unchecked. */
export type ExportAdminOrdersInput = AdminOrderExportParameters;

export type ExportAdminOrdersError =
  DomainError<'UNAUTHENTICATED' | 'FORBIDDEN'> | DateRangeError | AdminOrderChoiceError;

/**
 * Every order of the admin's orders screen as it is filtered and sorted (ListAdminOrders' rules), as a CSV file for
 * the accountant: for admins only; read in keyset batches, so its size never sits in memory.
 */
export class ExportAdminOrders {
  constructor(
    private readonly orders: OrderRepository,
    private readonly batchSize: number = ADMIN_ORDER_EXPORT_BATCH,
  ) {}

  execute(viewer: Viewer | null, input: ExportAdminOrdersInput): Result<CsvFile, ExportAdminOrdersError> {
    const admin = adminViewer(viewer, ADMIN_ORDER_EXPORT_MESSAGES);
    if (!admin.ok) return admin;
    const status = adminOrderStatus(input.status);
    if (!status.ok) return status;
    const sort = adminOrderSort(input.sort);
    if (!sort.ok) return sort;
    const dates = limaDateRange(input.from, input.to);
    if (!dates.ok) return dates;
    const search = adminOrderNeedle(input.search);
    const filter: AdminOrderFilter = {
      ...dates.value,
      ...(search ? { search } : {}),
      ...(status.value ? { status: status.value } : {}),
    };
    return ok({ fileName: adminOrderExportFileName(dates.value), pieces: this.pieces(filter, sort.value) });
  }

  /** One piece per batch of orders, each read when the previous piece has been taken. */
  private pieces(filter: AdminOrderFilter, sort: AdminOrderSort): AsyncIterable<string> {
    return csvPieces(ADMIN_ORDER_EXPORT_HEADERS, adminOrderExportLine, this.batchSize, (after: Order | null) =>
      this.orders.batchForAdmin({ filter, sort, after, limit: this.batchSize }),
    );
  }
}
