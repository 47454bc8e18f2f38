import { shortOrderId } from '../order/short-id';
import { csvFileName, csvHref, csvLine } from '../shared/csv';
import { formatLimaDateTime } from '../shared/lima-date';
import type { LimaDateRange } from '../shared/lima-date-range';
import { STOCK_MOVEMENT_LABELS, type RecordedStockMovement } from './stock-movement';

/** Where the admin downloads the ledger (GET: interface/http/admin-exports.ts). */
export const STOCK_MOVEMENTS_CSV_PATH = '/api/admin/stock-movements.csv';

/** The export's parameters: one product's ledger (absent: every product's) and a range of Lima dates, both included. */
export interface StockMovementExportParameters {
  readonly productId?: string | null;
  readonly from?: string | null;
  readonly to?: string | null;
}

/** The parameters the export reads, in the order its address lists them. */
export const STOCK_MOVEMENT_EXPORT_PARAMETERS = [
  'productId',
  'from',
  'to',
] as const satisfies readonly (keyof StockMovementExportParameters)[];

/** The export's address for these parameters; absent and empty ones are left out. */
export function stockMovementsCsvHref(parameters: StockMovementExportParameters): string {
  return csvHref(STOCK_MOVEMENTS_CSV_PATH, STOCK_MOVEMENT_EXPORT_PARAMETERS, parameters);
}

/** A movement as the export reads it: with its product's name and brand as they are now (null: deleted since). */
export interface StockLedgerEntry extends RecordedStockMovement {
  readonly productName: string | null;
  readonly brandName: string | null;
}

/** What a product deleted since is called in the file (the ledger outlives it; its id stays). */
export const DELETED_PRODUCT_NAME = '(producto eliminado)';

/**
 * The ledger as the accountant audits it: one line per movement, oldest first. `Cambio` and `Stock resultante`
 * are the units on hand (summed per product from its first movement, the changes give its stock); the units held
 * for orders have their own pair, as a hold moves no stock. The order by its short id, as the admin sees it, or the
 * admin's e-mail.
 */
export const STOCK_MOVEMENT_EXPORT_HEADERS = [
  'Fecha',
  'Producto',
  'ID del producto',
  'Marca',
  'Motivo',
  'Cambio',
  'Stock resultante',
  'Cambio de reservadas',
  'Reservadas resultantes',
  'Pedido',
  'Admin',
] as const;

/** The movement's line of the file (its CRLF included). */
export function stockMovementExportLine(entry: StockLedgerEntry): string {
  return csvLine([
    formatLimaDateTime(entry.at),
    entry.productName ?? DELETED_PRODUCT_NAME,
    entry.productId,
    entry.brandName ?? '',
    STOCK_MOVEMENT_LABELS[entry.reason],
    entry.stockDelta,
    entry.stockAfter,
    entry.heldDelta,
    entry.heldAfter,
    entry.orderId ? `#${shortOrderId(entry.orderId)}` : '',
    entry.adminEmail ?? '',
  ]);
}

/** `movimientos-de-stock-2026-11-01-a-2026-11-30.csv`, or by an open range as the orders' file. */
export function stockMovementExportFileName(range: LimaDateRange): string {
  return csvFileName('movimientos-de-stock', range);
}
