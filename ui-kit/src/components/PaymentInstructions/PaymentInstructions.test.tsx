import { CUSTOMER_MESSAGES } from '@esencia/domain/order/customer-message';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './PaymentInstructions.stories';

const section = () => screen.getByRole('region', { name: 'Información de pago' });
const RESPONSE_TIME = 'Tiempo estimado de respuesta: 30min - 1hora';

describe('PaymentInstructions', () => {
  testStories(composeStories(stories), {
    Pending: () => {
      expect(screen.getByRole('heading', { level: 3, name: 'Información de pago' })).toBeInTheDocument();
      expect(section()).toHaveTextContent(
        'Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.',
      );
      expect(section()).toHaveTextContent(
        'Cuando confirmemos tu pedido verás en la página del pedido cómo pagar S/ 396.84 con Yape (código QR y número)',
      );
      expect(section()).toHaveTextContent('No necesitas pagar todavía.');
      expect(section()).not.toHaveTextContent(RESPONSE_TIME);
    },
    ProcessingYape: () => {
      expect(screen.getByRole('button', { name: 'Subir comprobante' })).toBeInTheDocument();
      expect(section()).toHaveTextContent('Realice el pago de S/ 396.84 con Yape escaneando el código QR.');
      expect(screen.getByRole('img', { name: 'Código QR de Yape' })).toBeInTheDocument();
      expect(section()).toHaveTextContent('Titular:Esencia Perfumería S.A.C.');
      expect(section()).toHaveTextContent('Número de Yape:987 654 321');
      expect(section()).toHaveTextContent('Monto a pagar:S/ 396.84');
      expect(section()).toHaveTextContent(RESPONSE_TIME);
    },
    ProcessingPlin: () => {
      expect(screen.getByRole('img', { name: 'Código QR de Plin' })).toBeInTheDocument();
      expect(section()).toHaveTextContent('Número de Plin:912 345 678');
      expect(screen.queryByRole('img', { name: 'Código QR de Yape' })).not.toBeInTheDocument();
    },
    ProcessingTransfer: () => {
      expect(section()).toHaveTextContent(
        'Transfiera S/ 396.84 a una de nuestras cuentas y envíe la captura del comprobante junto con el número de pedido #6b41f7 a nuestro WhatsApp.',
      );
      const accounts = within(screen.getByRole('list', { name: 'Cuentas bancarias' })).getAllByRole('listitem');
      expect(accounts).toHaveLength(3);
      expect(within(accounts[0]!).getByRole('heading', { level: 4, name: 'BCP' })).toBeInTheDocument();
      expect(accounts[0]).toHaveTextContent('Cuenta:191-2345678-0-12');
      expect(accounts[0]).toHaveTextContent('CCI:002-191-002345678012-54');
      expect(section()).toHaveTextContent('Monto a pagar:S/ 396.84');
      expect(section()).toHaveTextContent(RESPONSE_TIME);
    },
    IzipayLinkPending: () => {
      expect(section()).toHaveTextContent(CUSTOMER_MESSAGES.paymentLinkPending);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(section()).toHaveTextContent(RESPONSE_TIME);
    },
    IzipayLinkReady: () => {
      expect(section()).toHaveTextContent('Link listo');
      const pay = screen.getByRole('link', { name: 'Realizar pago (se abre en una pestaña nueva)' });
      expect(pay).toHaveAttribute('href', 'https://pagos.izipay.pe/l/ESC123');
      expect(pay).toHaveAttribute('target', '_blank');
      expect(pay.getAttribute('rel')).toContain('noopener');
      expect(section()).toHaveTextContent(RESPONSE_TIME);
    },
    Completed: () => {
      expect(section()).toHaveTextContent('Pago completado con éxito.');
      expect(section()).toHaveTextContent('¡Gracias por su compra!');
      const links = within(screen.getByRole('list', { name: 'Redes sociales' })).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        'https://instagram.com/esencia.pe',
        'https://facebook.com/esencia.pe',
        'https://tiktok.com/@esencia.pe',
      ]);
      expect(screen.queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();
      expect(section()).not.toHaveTextContent(RESPONSE_TIME);
    },
    CompletedCash: () => {
      expect(section()).toHaveTextContent('Pedido entregado con éxito.');
      expect(section()).not.toHaveTextContent('Pago completado');
    },
    Cancelled: () => {
      expect(section()).toHaveTextContent('Este pedido ha sido cancelado.');
      expect(section()).toHaveAttribute('data-dimmed', 'true');
      expect(Number(getComputedStyle(section()).opacity)).toBeLessThan(1);
      expect(screen.queryByRole('list', { name: 'Cuentas bancarias' })).not.toBeInTheDocument();
    },
    DarkTheme: () => {
      const done = screen.getByText('Pago completado con éxito.');
      expect(resolvedStyle(done, 'background')).toBe(darkToken('color-success-subtle'));
      expect(section()).not.toHaveAttribute('data-dimmed');
    },
  });
});
