import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPageLifecycle, cellTexts, renderAdminPage, stubPhoneScreen } from '../shared/adminTesting';
import { adminProduct, adminProductsMock, productStatisticsMock } from './productFixtures';
import { ProductStockMovementsDocument, type ProductStockMovementsQuery } from './products.generated';
import { STOCK_MOVEMENTS_PAGE_SIZE } from './StockMovementsDialog';

type Movement = ProductStockMovementsQuery['productStockMovements']['items'][number];

const sauvage = adminProduct();

function movement(overrides: Partial<Movement>): Movement {
  return {
    __typename: 'StockMovement',
    id: 'm-1',
    at: '2026-03-02T19:30:00.000Z',
    reason: 'ADMIN_ADJUSTMENT',
    reasonLabel: 'Ajuste manual',
    stockDelta: 1,
    stockAfter: 12,
    heldDelta: 0,
    heldAfter: 0,
    orderShortId: null,
    adminEmail: 'admin@esencia.pe',
    ...overrides,
  };
}

/** Page 1 (newest first, as the server answers): a completed held order, a hold, a − click; page 2: the opening. */
const PAGE_1 = [
  movement({
    id: 'm-4',
    at: '2026-03-03T02:05:00.000Z',
    reason: 'HOLD_CONVERTED',
    reasonLabel: 'Pedido completado (reserva)',
    stockDelta: -2,
    stockAfter: 10,
    heldDelta: -2,
    heldAfter: 0,
    orderShortId: 'k3m9qz',
    adminEmail: 'admin@esencia.pe',
  }),
  movement({
    id: 'm-3',
    at: '2026-03-02T15:00:00.000Z',
    reason: 'HOLD_PLACED',
    reasonLabel: 'Reserva de un pedido',
    stockDelta: 0,
    stockAfter: 12,
    heldDelta: 2,
    heldAfter: 2,
    orderShortId: 'k3m9qz',
    adminEmail: null,
  }),
  movement({ id: 'm-2', reasonLabel: 'Ajuste manual', stockDelta: -1, stockAfter: 12 }),
];
const PAGE_2 = [
  movement({
    id: 'm-1',
    at: '2026-03-01T05:00:00.000Z',
    reason: 'OPENING_BALANCE',
    reasonLabel: 'Stock inicial',
    stockDelta: 13,
    stockAfter: 13,
    adminEmail: null,
  }),
];

function movementsMock(page: number, items: Movement[], totalPages = 2): MockLink.MockedResponse {
  return {
    request: {
      query: ProductStockMovementsDocument,
      variables: { productId: sauvage.id, page, pageSize: STOCK_MOVEMENTS_PAGE_SIZE },
    },
    result: {
      data: {
        productStockMovements: {
          __typename: 'StockMovementPage',
          items,
          page,
          pageSize: STOCK_MOVEMENTS_PAGE_SIZE,
          totalPages,
          total: STOCK_MOVEMENTS_PAGE_SIZE * (totalPages - 1) + items.length,
        },
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAdminPage('/admin/products', [adminProductsMock([sauvage]), productStatisticsMock(), ...mocks]);
}

const SLOW = { timeout: 5000 };
const openLedger = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Movimientos de stock de Sauvage EDT 100 ml' }, SLOW));
  return screen.findByRole('dialog', { name: 'Movimientos de stock' });
};
const rowTexts = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1).map(cellTexts);

describe('Movimientos de stock de un producto (panel)', () => {
  adminPageLifecycle(() => import('./ProductsAdminPage'));

  it('abre desde la tabla: del más reciente al más antiguo, con hora de Lima, motivo, cambio, stock después y el pedido o el admin', async () => {
    await renderPage([movementsMock(1, PAGE_1)]);

    const dialog = await openLedger();
    expect(dialog).toHaveAccessibleDescription('Sauvage EDT 100 ml · Stock actual: 12');
    expect(
      await within(dialog).findByRole('table', { name: 'Movimientos de stock de Sauvage EDT 100 ml' }),
    ).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fecha (hora de Lima)', 'Motivo', 'Cambio', 'Stock después', 'Pedido / admin']);
    expect(rowTexts(dialog)).toEqual([
      ['02/03/2026 21:05', 'Pedido completado (reserva)', '−2 · −2 reservadas', '10', '#k3m9qz'],
      ['02/03/2026 10:00', 'Reserva de un pedido', '+2 reservadas', '12 (2 reservadas)', '#k3m9qz'],
      ['02/03/2026 14:30', 'Ajuste manual', '−1', '12', 'admin@esencia.pe'],
    ]);
    expect(within(dialog).getAllByRole('link', { name: 'Ver el pedido #k3m9qz' })[0]).toHaveAttribute(
      'href',
      '/admin/orders?q=k3m9qz',
    );
  });

  it("'Exportar CSV' descarga todos los movimientos de este producto, del más antiguo al más reciente", async () => {
    await renderPage([movementsMock(1, PAGE_1)]);

    const dialog = await openLedger();
    const link = within(dialog).getByRole('link', { name: 'Exportar CSV' });
    expect(link).toHaveAttribute('href', `/api/admin/stock-movements.csv?productId=${sauvage.id}`);
    expect(link).toHaveAttribute('download');
  });

  it("pagina con 'Siguiente' y 'Anterior'", async () => {
    await renderPage([movementsMock(1, PAGE_1), movementsMock(2, PAGE_2), movementsMock(1, PAGE_1)]);

    const dialog = await openLedger();
    const pages = await within(dialog).findByRole('navigation', { name: 'Páginas de movimientos' });
    expect(pages).toHaveTextContent('Página 1 de 2');
    await act(async () => fireEvent.click(within(pages).getByRole('button', { name: 'Siguiente' })));

    expect(await within(dialog).findByText('Stock inicial')).toBeInTheDocument();
    expect(rowTexts(dialog)).toEqual([['01/03/2026 00:00', 'Stock inicial', '+13', '13', '—']]);
    expect(pages).toHaveTextContent('Página 2 de 2');
    await act(async () => fireEvent.click(within(pages).getByRole('button', { name: 'Anterior' })));
    expect(await within(dialog).findByText('Reserva de un pedido')).toBeInTheDocument();
  });

  it("en un celular se abre desde la tarjeta del producto; 'Cerrar' lo cierra", async () => {
    stubPhoneScreen();
    await renderPage([movementsMock(1, PAGE_2, 1)]);

    const cards = await screen.findByRole('list', { name: 'Productos' }, SLOW);
    fireEvent.click(within(cards).getByRole('button', { name: 'Movimientos de stock de Sauvage EDT 100 ml' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimientos de stock' });
    expect(await within(dialog).findByText('Stock inicial')).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    expect(await screen.findByRole('list', { name: 'Productos' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sin movimientos lo dice; si no carga, 'Error al cargar los movimientos de stock' e 'Intentar de nuevo'", async () => {
    await renderPage([
      {
        request: {
          query: ProductStockMovementsDocument,
          variables: { productId: sauvage.id, page: 1, pageSize: STOCK_MOVEMENTS_PAGE_SIZE },
        },
        error: new Error('red'),
      },
      movementsMock(1, [], 0),
    ]);

    const dialog = await openLedger();
    expect(await within(dialog).findByText('Error al cargar los movimientos de stock')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await within(dialog).findByText('Este producto no tiene movimientos de stock.')).toBeInTheDocument();
  });
});
