import { csvLine } from '../shared/csv';
import {
  STOCK_MOVEMENT_EXPORT_HEADERS,
  stockMovementExportFileName,
  stockMovementExportLine,
  stockMovementsCsvHref,
  type StockLedgerEntry,
} from './stock-movement-export';

const PRODUCT = '00000000-0000-4000-8000-000000000042';

const entry = (overrides: Partial<StockLedgerEntry> = {}): StockLedgerEntry => ({
  id: '7',
  productId: PRODUCT,
  productName: 'Ámbar Nocturno EDP 50 ml',
  brandName: 'Maison',
  reason: 'admin-adjustment',
  stockDelta: -1,
  heldDelta: 0,
  stockAfter: 11,
  heldAfter: 0,
  orderId: null,
  adminEmail: 'duena@esencia.pe',
  at: new Date('2026-11-01T04:59:00Z'),
  ...overrides,
});

describe('the stock ledger export for the accountant', () => {
  it('writes the headers in Spanish', () => {
    expect(csvLine(STOCK_MOVEMENT_EXPORT_HEADERS)).toBe(
      'Fecha,Producto,ID del producto,Marca,Motivo,Cambio,Stock resultante,Cambio de reservadas,' +
        'Reservadas resultantes,Pedido,Admin\r\n',
    );
  });

  it('writes an admin adjustment: Lima time, the reason as the dialog says it, signed units as numbers', () => {
    expect(stockMovementExportLine(entry())).toBe(
      `31/10/2026 23:59,Ámbar Nocturno EDP 50 ml,${PRODUCT},Maison,Ajuste manual,-1,11,0,0,,duena@esencia.pe\r\n`,
    );
  });

  it('writes an order’s hold with the order’s short id, and a product since deleted as such', () => {
    const line = stockMovementExportLine(
      entry({
        productName: null,
        brandName: null,
        reason: 'hold-placed',
        stockDelta: 0,
        heldDelta: 2,
        heldAfter: 2,
        orderId: 'abcdefghijklmnopqrstuvwxyz234567',
        adminEmail: null,
      }),
    );
    expect(line).toBe(`31/10/2026 23:59,(producto eliminado),${PRODUCT},,Reserva de un pedido,0,11,2,2,#234567,\r\n`);
  });

  it('keeps a product named like a formula as text', () => {
    expect(stockMovementExportLine(entry({ productName: '=HYPERLINK("http://mal.example")' }))).toContain(
      ',"\'=HYPERLINK(""http://mal.example"")",',
    );
  });

  it('names the file after the range', () => {
    expect(stockMovementExportFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      'movimientos-de-stock-2026-11-01-a-2026-11-30.csv',
    );
    expect(stockMovementExportFileName({})).toBe('movimientos-de-stock.csv');
  });

  it('links to the whole ledger or to one product’s', () => {
    expect(stockMovementsCsvHref({})).toBe('/api/admin/stock-movements.csv');
    expect(stockMovementsCsvHref({ productId: PRODUCT, from: '2026-11-01', to: '' })).toBe(
      `/api/admin/stock-movements.csv?productId=${PRODUCT}&from=2026-11-01`,
    );
  });
});
