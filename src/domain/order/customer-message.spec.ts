import type { PaymentMethod } from '../checkout/payment-method';
import { Money } from '../money/money';
import { customerOrderMessage, paymentAfterConfirmation, type OrderForCustomer } from './customer-message';
import type { OrderStatus } from './order-status';

const order = (
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentLink: string | null = null,
): OrderForCustomer => ({
  id: 'order-XYZ789',
  status,
  paymentMethod,
  paymentLink,
  total: Money.fromSoles(134.8),
});

describe('customerOrderMessage', () => {
  it('pending: the spec’s text, then that payment comes once the shop confirms the order', () => {
    expect(customerOrderMessage(order('pending', 'yape'))).toEqual({
      status: 'pending',
      text: 'Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.',
      nextStep:
        'Cuando confirmemos tu pedido verás en la página del pedido cómo pagar S/ 134.80 con Yape (código QR y número) y podrás subir ahí la foto de tu comprobante. No necesitas pagar todavía.',
    });
  });

  it.each<[PaymentMethod, string]>([
    ['plin', 'cómo pagar S/ 134.80 con Plin (código QR y número) y podrás subir ahí la foto de tu comprobante.'],
    ['transferencia', 'nuestras cuentas para transferir S/ 134.80 y podrás subir ahí la foto de tu comprobante.'],
    ['izipay', 'tendrás en la página del pedido el link de pago de Izipay por S/ 134.80.'],
  ])('pending with %s: how it will be paid, not yet', (method, expected) => {
    expect(paymentAfterConfirmation(method, Money.fromSoles(134.8))).toContain(expected);
    expect(paymentAfterConfirmation(method, Money.fromSoles(134.8))).toMatch(/No necesitas pagar todavía\.$/);
  });

  it('pending cash: paid on delivery', () => {
    expect(paymentAfterConfirmation('efectivo', Money.fromSoles(134.8))).toBe(
      'Pagarás S/ 134.80 en efectivo al recibir tu pedido.',
    );
  });

  describe('processing always shows the response time', () => {
    it.each(['yape', 'plin'] as const)('%s: pay through the wallet with the amount', (method) => {
      const message = customerOrderMessage(order('processing', method));
      expect(message).toMatchObject({
        status: 'processing',
        responseTime: 'Tiempo estimado de respuesta: 30min - 1hora',
        payment: { kind: 'wallet', method },
      });
      if (message.status !== 'processing' || message.payment.kind !== 'wallet') throw new Error('wallet expected');
      expect(message.payment.amount.format()).toBe('S/ 134.80');
      expect(message.payment.text).toContain('S/ 134.80');
    });

    it('transfer: amount, receipt screenshot and the order number', () => {
      const message = customerOrderMessage(order('processing', 'transferencia'));
      expect(message).toMatchObject({ payment: { kind: 'transfer' } });
      expect(message.status === 'processing' && message.payment.kind === 'transfer' && message.payment.text).toContain(
        '#XYZ789',
      );
    });

    it('izipay without a link: the link is being generated', () => {
      expect(customerOrderMessage(order('processing', 'izipay', ''))).toMatchObject({
        payment: { kind: 'payment-link-pending', text: 'Su link de pago se está generando, pronto estará disponible.' },
      });
      expect(customerOrderMessage(order('processing', 'izipay', null))).toMatchObject({
        payment: { kind: 'payment-link-pending' },
      });
    });

    it("izipay with a link: 'Link listo' and 'Realizar pago', https:// added when missing", () => {
      expect(customerOrderMessage(order('processing', 'izipay', 'pago.izipay.pe/a1'))).toMatchObject({
        payment: {
          kind: 'payment-link-ready',
          text: 'Link listo',
          url: 'https://pago.izipay.pe/a1',
          buttonLabel: 'Realizar pago',
        },
      });
    });

    it('efectivo has no payment instructions', () => {
      expect(customerOrderMessage(order('processing', 'efectivo'))).toMatchObject({ payment: { kind: 'none' } });
    });
  });

  it.each(['yape', 'plin', 'izipay', 'transferencia'] as const)(
    "completed with %s: 'Pago completado con éxito.'",
    (m) => {
      expect(customerOrderMessage(order('completed', m))).toEqual({
        status: 'completed',
        text: 'Pago completado con éxito.',
        thanks: '¡Gracias por su compra!',
      });
    },
  );

  it("completed otherwise: 'Pedido entregado con éxito.'", () => {
    expect(customerOrderMessage(order('completed', 'efectivo'))).toMatchObject({ text: 'Pedido entregado con éxito.' });
  });

  it('cancelled: dimmed payment section', () => {
    expect(customerOrderMessage(order('cancelled', 'yape'))).toEqual({
      status: 'cancelled',
      text: 'Este pedido ha sido cancelado.',
      dimmed: true,
    });
  });
});
