import type { Viewer } from '../identity/viewer';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { AdjustProductStock } from './AdjustProductStock';
import { ExportStockMovements, type ExportStockMovementsInput } from './ExportStockMovements';
import { ListProductStockMovements } from './ListProductStockMovements';

const ADMIN: Viewer = { accountId: 'a', sessionId: 's', email: 'duena@esencia.pe', role: 'admin' };
const CUSTOMER: Viewer = { ...ADMIN, email: 'lucia@correo.pe', role: 'user' };
const SAUVAGE = '00000000-0000-4000-8000-000000000001';
const MISS = '00000000-0000-4000-8000-000000000002';

/** Two products moved by the − and + buttons over three Lima days (23:30 and 09:30 of each). */
async function setup() {
  const shop = adminCatalogueFixture(new Date('2026-11-10T04:30:00Z')); // 9 Nov 23:30 in Lima
  shop.products.products.set(SAUVAGE, aProduct({ id: SAUVAGE, name: 'Sauvage EDT', brandId: 'brand-dior', stock: 0 }));
  shop.products.products.set(MISS, aProduct({ id: MISS, name: 'Miss Dior', brandId: 'brand-dior', stock: 0 }));
  const adjust = new AdjustProductStock(shop.uow, shop.clock);
  for (let i = 0; i < 7; i++) {
    await adjust.execute(i % 2 ? MISS : SAUVAGE, i === 4 ? -1 : 1 + i, ADMIN);
    shop.clock.advance(10 * 3600_000); // 23:30, 09:30, 19:30, 05:30…
  }
  return shop;
}

async function read(pieces: AsyncIterable<string>): Promise<string[]> {
  const read: string[] = [];
  for await (const piece of pieces) read.push(piece);
  return read;
}

const linesOf = (pieces: readonly string[]) =>
  pieces
    .slice(1)
    .join('')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('ExportStockMovements', () => {
  it('exports a product’s ledger as the dialog lists it, oldest first', async () => {
    const shop = await setup();
    const listed = await new ListProductStockMovements(shop.stock).execute(SAUVAGE, { page: 1, pageSize: 100 });
    const exported = new ExportStockMovements(shop.stock, 2).execute(ADMIN, { productId: SAUVAGE });
    if (!exported.ok || !listed.ok) throw new Error('refused');
    const [head, ...rest] = await read(exported.value.pieces);
    expect(head).toMatch(/^\uFEFFFecha,Producto,ID del producto,/);
    const lines = linesOf([head!, ...rest]);
    expect(lines.map((cells) => [cells[1], cells[3], cells[4], Number(cells[5]), Number(cells[6]), cells[10]])).toEqual(
      [...listed.value.items]
        .reverse()
        .map((m) => ['Sauvage EDT', 'Dior', 'Ajuste manual', m.stockDelta, m.stockAfter, 'duena@esencia.pe']),
    );
    expect(lines).toHaveLength(4);
  });

  it('exports every product’s movements, whose changes add up to each one’s stock', async () => {
    const shop = await setup();
    const exported = new ExportStockMovements(shop.stock, 3).execute(ADMIN, {});
    if (!exported.ok) throw new Error('refused');
    const lines = linesOf(await read(exported.value.pieces));
    expect(lines).toHaveLength(7);
    for (const id of [SAUVAGE, MISS]) {
      const sum = lines.filter((cells) => cells[2] === id).reduce((total, cells) => total + Number(cells[5]), 0);
      expect(sum).toBe(shop.products.products.get(id)!.stock);
    }
  });

  it.each<[ExportStockMovementsInput, string[]]>([
    [{ from: '2026-11-10', to: '2026-11-10' }, ['10/11/2026 09:30', '10/11/2026 19:30']],
    [{ to: '2026-11-09' }, ['09/11/2026 23:30']],
    [{ from: '2026-11-12', productId: MISS }, ['12/11/2026 01:30']],
  ])('keeps the movements of Lima’s days: %j', async (input, dates) => {
    const exported = new ExportStockMovements((await setup()).stock).execute(ADMIN, input);
    if (!exported.ok) throw new Error('refused');
    expect(linesOf(await read(exported.value.pieces)).map((cells) => cells[0])).toEqual(dates);
  });

  it('reads one batch per piece taken, and stops reading when the reader stops', async () => {
    const shop = await setup();
    const batches = jest.spyOn(shop.stock, 'batchForExport');
    const exported = new ExportStockMovements(shop.stock, 3).execute(ADMIN, {});
    if (!exported.ok) throw new Error('refused');
    const reader = exported.value.pieces[Symbol.asyncIterator]();
    await reader.next(); // the headers
    expect(batches).toHaveBeenCalledTimes(0);
    await reader.next();
    expect(batches).toHaveBeenCalledTimes(1);
    await reader.return?.();
    expect(await reader.next()).toEqual({ done: true, value: undefined });
    expect(batches).toHaveBeenCalledTimes(1);
  });

  it('reads 7 movements in batches of 3 with 3 reads, each after the last one read', async () => {
    const shop = await setup();
    const batches = jest.spyOn(shop.stock, 'batchForExport');
    const exported = new ExportStockMovements(shop.stock, 3).execute(ADMIN, {});
    if (!exported.ok) throw new Error('refused');
    expect(await read(exported.value.pieces)).toHaveLength(4);
    expect(batches.mock.calls.map(([criteria]) => criteria.afterId)).toEqual([null, '3', '6']);
  });

  it('names the file after the range', () => {
    const exported = new ExportStockMovements(adminCatalogueFixture().stock).execute(ADMIN, {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(exported.ok && exported.value.fileName).toBe('movimientos-de-stock-2026-11-01-a-2026-11-30.csv');
  });

  it('is for admins only, decided before the input: a guest is asked to sign in, a customer refused', () => {
    const exporter = new ExportStockMovements(adminCatalogueFixture().stock);
    expect(exporter.execute(null, { from: 'ayer' })).toMatchObject({
      ok: false,
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Inicia sesión como administrador para descargar los movimientos de stock.',
      },
    });
    expect(exporter.execute(CUSTOMER, { productId: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Solo un administrador puede descargar los movimientos de stock.' },
    });
  });

  it.each([
    [{ from: '2026-11-31' }, 'INVALID_DATE_RANGE', 'La fecha "desde" no es válida (AAAA-MM-DD).'],
    [
      { from: '2026-11-12', to: '2026-11-11' },
      'INVALID_DATE_RANGE',
      'La fecha "desde" no puede ser posterior a la fecha "hasta".',
    ],
    [{ productId: 'sauvage' }, 'INVALID_PRODUCT_ID', 'El producto no es válido.'],
  ])('refuses %j with a Spanish message', (input, code, message) => {
    expect(new ExportStockMovements(adminCatalogueFixture().stock).execute(ADMIN, input)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, message }),
    });
  });
});
