import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { storeSettingsFixture, storeSettingsMock } from '../../test/storeSettings';
// The route loads the page lazily: importing it here first keeps that load out of each test's time.
import './PaymentInfoPage';

async function openPaymentInfo(settings = storeSettingsFixture()) {
  renderRoute('/pago-info', [storeSettingsMock(settings)]);
  await screen.findByRole('heading', { level: 1, name: 'Métodos de pago' }, { timeout: 8000 });
  return screen.findByRole('region', { name: 'Cuentas bancarias' });
}

describe('métodos de pago (/pago-info)', () => {
  it('presenta Yape, Plin, Transferencia bancaria e Izipay con su comisión del 4 %', async () => {
    await openPaymentInfo();
    await waitFor(() => expect(document.title).toBe('Métodos de pago — Esencia'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const methods = screen.getByRole('region', { name: 'Cómo puedes pagar' });
    expect(
      within(methods)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent),
    ).toEqual(['Yape', 'Plin', 'Transferencia bancaria', 'Izipay']);
    expect(within(methods).getByRole('article', { name: 'Izipay' })).toHaveTextContent('comisión del 4 % del subtotal');
  });

  it('muestra las cuentas bancarias de la configuración: titular, número y CCI', async () => {
    const accounts = await openPaymentInfo();

    const bcp = within(accounts).getByRole('article', { name: 'BCP' });
    expect(bcp).toHaveTextContent('TitularEsencia Perfumería S.A.C.');
    expect(bcp).toHaveTextContent('Número de cuenta191-2345678-0-12');
    expect(bcp).toHaveTextContent('CCI00219100234567801257');
    expect(within(accounts).getByRole('article', { name: 'Interbank' })).toHaveTextContent('200-3004567890');
    // An account without a CCI shows no CCI line.
    const bbva = within(accounts).getByRole('article', { name: 'BBVA' });
    expect(bbva).toHaveTextContent('0011-0123-0100045678');
    expect(within(bbva).queryByText('CCI')).toBeNull();
  });

  it('muestra las billeteras con su número y el QR cuando la tienda lo subió', async () => {
    await openPaymentInfo(
      storeSettingsFixture({
        wallets: [
          {
            __typename: 'Wallet',
            method: 'yape',
            holder: 'Rosa Huamán',
            number: '999888777',
            qrImageUrl: '/files/settings/yape.png',
          },
          { __typename: 'Wallet', method: 'plin', holder: 'Rosa Huamán', number: '944333222', qrImageUrl: null },
        ],
      }),
    );

    const wallets = screen.getByRole('region', { name: 'Billeteras digitales' });
    const yape = within(wallets).getByRole('article', { name: 'Yape' });
    expect(yape).toHaveTextContent('TitularRosa Huamán');
    expect(yape).toHaveTextContent('Número999888777');
    expect(within(yape).getByRole('img', { name: 'Código QR de Yape' })).toHaveAttribute(
      'src',
      '/files/settings/yape.png',
    );
    const plin = within(wallets).getByRole('article', { name: 'Plin' });
    expect(plin).toHaveTextContent('944333222');
    expect(within(plin).queryByRole('img')).toBeNull();
  });

  it('después de pagar: enviar el comprobante con el número de pedido al WhatsApp de la tienda', async () => {
    await openPaymentInfo(storeSettingsFixture({ whatsappNumber: '51955111222' }));

    const steps = screen.getByRole('region', { name: 'Después de pagar' });
    expect(within(steps).getByRole('link', { name: 'nuestro WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/51955111222?text=Hola%2C%20les%20env%C3%ADo%20el%20comprobante%20de%20pago%20de%20mi%20pedido%20%23',
    );
    expect(within(steps).getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('href', '/my-orders');
  });
});
