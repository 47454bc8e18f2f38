import { anOrder, orderLine } from './testing/order-fixtures';
import { orderTotals } from './order-totals';
import {
  ADMIN_ORDER_EXPORT_HEADERS,
  adminOrderExportFileName,
  adminOrderExportLine,
  adminOrdersCsvHref,
} from './admin-order-export';
import { csvLine } from '../shared/csv';

const ID = 'abcdefghijklmnopqrstuvwxyz234567';

describe('the orders export for the accountant', () => {
  it('writes the headers in Spanish', () => {
    expect(csvLine(ADMIN_ORDER_EXPORT_HEADERS)).toBe(
      'Fecha,Pedido,Estado,Cliente,Tipo de documento,Número de documento,Comprobante,RUC,Razón social,Correo,' +
        'Teléfono,Método de pago,Subtotal,Envío,Comisión,Total\r\n',
    );
  });

  it('writes a boleta order: Lima date and time, short id, status label, amounts in soles with a period', () => {
    const order = anOrder({ id: ID, status: 'processing', createdAt: new Date('2026-11-01T04:59:00Z') });
    expect(adminOrderExportLine(order)).toBe(
      '31/10/2026 23:59,#234567,En Proceso,Lucía Quispe Huamán,DNI,45678912,Boleta,,,lucia@correo.pe,987654321,' +
        'Yape,100.00,15.00,0.00,115.00\r\n',
    );
  });

  it('writes a factura with its RUC and business name (quoted when it holds a comma) and the Izipay commission', () => {
    const lines = [orderLine(1, 3), orderLine(2, 1)];
    const order = anOrder({
      id: ID,
      status: 'completed',
      paymentMethod: 'izipay',
      invoice: { type: 'factura', ruc: '20100070970', businessName: 'Perfumes del Sur, S.A.C.' },
      lines,
      totals: orderTotals(
        lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
        'izipay',
        'storefront',
      ),
      createdAt: new Date('2026-11-15T17:30:00Z'),
    });
    expect(adminOrderExportLine(order)).toBe(
      '15/11/2026 12:30,#234567,Completada,Lucía Quispe Huamán,DNI,45678912,Factura,20100070970,' +
        '"Perfumes del Sur, S.A.C.",lucia@correo.pe,987654321,Izipay,400.00,0.00,16.00,416.00\r\n',
    );
  });

  it('keeps a customer named like a formula as text', () => {
    const order = anOrder({
      id: ID,
      customer: { ...anOrder({ id: ID }).customer, firstName: '=HYPERLINK("http://mal.example")', lastName: 'X' },
    });
    expect(adminOrderExportLine(order).split(',')[3]).toBe('"\'=HYPERLINK(""http://mal.example"") X"');
  });

  it('names the file after the Lima date range', () => {
    expect(adminOrderExportFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      'pedidos-2026-11-01-a-2026-11-30.csv',
    );
    expect(adminOrderExportFileName({ from: '2026-11-01' })).toBe('pedidos-desde-2026-11-01.csv');
    expect(adminOrderExportFileName({ to: '2026-11-30' })).toBe('pedidos-hasta-2026-11-30.csv');
    expect(adminOrderExportFileName({})).toBe('pedidos.csv');
  });

  it('builds the download’s address from the screen’s filters, leaving out the empty ones', () => {
    expect(adminOrdersCsvHref({})).toBe('/api/admin/orders.csv');
    expect(
      adminOrdersCsvHref({ search: 'José Pérez', status: 'pending', from: '2026-11-01', to: '', sort: 'total-desc' }),
    ).toBe('/api/admin/orders.csv?search=Jos%C3%A9+P%C3%A9rez&status=pending&from=2026-11-01&sort=total-desc');
  });
});
