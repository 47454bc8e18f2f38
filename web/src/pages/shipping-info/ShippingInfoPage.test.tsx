import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { storeSettingsFixture, storeSettingsMock } from '../../test/storeSettings';
// The route loads the page lazily: importing it here first keeps that load out of each test's time.
import './ShippingInfoPage';

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('información de envío (/envio-info)', () => {
  it('muestra la tabla de costos y plazos de la sección 9, desde la configuración de la tienda', async () => {
    renderRoute('/envio-info', [storeSettingsMock()]);

    await screen.findByRole('heading', { level: 1, name: 'Información de envío' }, { timeout: 8000 });
    await waitFor(() => expect(document.title).toBe('Información de envío — Esencia'));
    const table = await screen.findByRole('table');
    // What shipping costs is the checkout's rule (issue 27: the table said S/ 10.00 for Lima, the checkout charged
    // S/ 15.00); the table gives the delivery times.
    expect(
      screen.getByText('Los pedidos desde S/ 200.00 no pagan envío; los demás pagan S/ 15.00.'),
    ).toBeInTheDocument();
    expect(rows(table)).toEqual([
      ['Zona', 'Método', 'Tiempo de entrega'],
      ['Lima', 'Estándar', '1-2 días'],
      ['Lima', 'Express', 'Mismo día o día siguiente (pedidos antes de la 1:00 PM)'],
      ['Callao', 'Estándar', '1-2 días'],
      ['Provincias principales', 'Estándar', '2-3 días'],
      ['Otras provincias', 'Estándar', '3-5 días'],
    ]);
    expect(screen.queryByText(/S\/ 10\.00/)).not.toBeInTheDocument();
    expect(
      within(table).getByText('Los plazos se cuentan en días hábiles, desde que confirmamos tu pago.'),
    ).toBeInTheDocument();
  });

  it('la tabla y los métodos siguen lo que el administrador configure', async () => {
    renderRoute('/envio-info', [
      storeSettingsMock(
        storeSettingsFixture({
          shipping: {
            __typename: 'ShippingPolicy',
            freeFrom: { __typename: 'Money', cents: 25000 },
            flatFee: { __typename: 'Money', cents: 990 },
          },
          shippingRates: [
            {
              __typename: 'ShippingRate',
              zone: 'Arequipa',
              method: 'Estándar',
              cost: { __typename: 'Money', formatted: 'S/ 16.50' },
              deliveryTime: '2-3 días',
            },
            {
              __typename: 'ShippingRate',
              zone: 'Cusco',
              method: 'Estándar',
              cost: { __typename: 'Money', formatted: 'S/ 20.00' },
              deliveryTime: '3-4 días',
            },
          ],
        }),
      ),
    ]);

    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(
      screen.getByText('Los pedidos desde S/ 250.00 no pagan envío; los demás pagan S/ 9.90.'),
    ).toBeInTheDocument();
    expect(rows(table).slice(1)).toEqual([
      ['Arequipa', 'Estándar', '2-3 días'],
      ['Cusco', 'Estándar', '3-4 días'],
    ]);
    const methods = screen.getByRole('region', { name: 'Métodos de envío' });
    expect(
      within(methods)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual(['Envío EstándarDisponible en: Arequipa, Cusco.']);
  });

  it('da consejos de seguimiento con enlace a Mis Pedidos', async () => {
    renderRoute('/envio-info', [storeSettingsMock()]);

    const tracking = await screen.findByRole('region', { name: 'Seguimiento de tu pedido' }, { timeout: 8000 });
    expect(within(tracking).getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('href', '/my-orders');
    expect(within(tracking).getByRole('link', { name: 'escríbenos' })).toHaveAttribute('href', '/contacto');
  });
});
