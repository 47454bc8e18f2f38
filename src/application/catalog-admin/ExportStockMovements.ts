import { csvPieces, type CsvFile } from '../../domain/shared/csv';
import { limaDateRange, type DateRangeError } from '../../domain/shared/lima-date-range';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import { isUuid } from '../../domain/shared/uuid';
import {
  STOCK_MOVEMENT_EXPORT_HEADERS,
  stockMovementExportFileName,
  stockMovementExportLine,
  type StockLedgerEntry,
  type StockMovementExportParameters,
} from '../../domain/stock/stock-movement-export';
import { adminViewer, type Viewer } from '../identity/viewer';
import type { StockLedgerFilter, StockMovementQueries } from '../ports/stock';

/** Movements read per statement: a 100 000-movement ledger is 100 statements, and one batch in memory at a time. */
export const STOCK_MOVEMENT_EXPORT_BATCH = 1_000;

export const STOCK_MOVEMENT_EXPORT_MESSAGES = {
  signIn: 'Inicia sesión como administrador para descargar los movimientos de stock.',
  adminsOnly: 'Solo un administrador puede descargar los movimientos de stock.',
  productId: 'El producto no es válido.',
} as const;

/** The export's address parameters, unchecked. */
export type ExportStockMovementsInput = StockMovementExportParameters;

export type ExportStockMovementsError =
  DomainError<'UNAUTHENTICATED' | 'FORBIDDEN' | 'INVALID_PRODUCT_ID'> | DateRangeError;

/**
 * The stock ledger as a CSV file for the accountant: every movement (or one product's) recorded in a range of Lima
 * dates, oldest first. For admins only; read in keyset batches, so its size never sits in memory. A product id
 * that is a UUID but names no product (or one deleted whose history is gone) gives the headers alone.
 */
export class ExportStockMovements {
  constructor(
    private readonly movements: StockMovementQueries,
    private readonly batchSize: number = STOCK_MOVEMENT_EXPORT_BATCH,
  ) {}

  execute(viewer: Viewer | null, input: ExportStockMovementsInput): Result<CsvFile, ExportStockMovementsError> {
    const admin = adminViewer(viewer, STOCK_MOVEMENT_EXPORT_MESSAGES);
    if (!admin.ok) return admin;
    const productId = input.productId?.trim();
    if (productId && !isUuid(productId)) {
      return err(domainError('INVALID_PRODUCT_ID', STOCK_MOVEMENT_EXPORT_MESSAGES.productId));
    }
    const dates = limaDateRange(input.from, input.to);
    if (!dates.ok) return dates;
    const filter: StockLedgerFilter = { ...dates.value, ...(productId ? { productId: productId.toLowerCase() } : {}) };
    return ok({ fileName: stockMovementExportFileName(dates.value), pieces: this.pieces(filter) });
  }

  /** One piece per batch of movements, each read when the previous piece has been taken. */
  private pieces(filter: StockLedgerFilter): AsyncIterable<string> {
    return csvPieces(
      STOCK_MOVEMENT_EXPORT_HEADERS,
      stockMovementExportLine,
      this.batchSize,
      (last: StockLedgerEntry | null) =>
        this.movements.batchForExport({ filter, afterId: last?.id ?? null, limit: this.batchSize }),
    );
  }
}
