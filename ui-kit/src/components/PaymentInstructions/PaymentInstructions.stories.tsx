import type { PaymentMethod } from '@esencia/domain/checkout/payment-method';
import { customerOrderMessage } from '@esencia/domain/order/customer-message';
import type { OrderStatus } from '@esencia/domain/order/order-status';
import { Money } from '@esencia/domain/money/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storePayment } from '../../fixtures/orders';
import { Button } from '../Button';
import { PaymentInstructions } from './PaymentInstructions';

const ORDER_ID = 'c0a8012e-7d4b-4f6a-9b1e-3f2d8a6b41f7';

/** The domain's message for an order of S/ 396.84. */
function messageFor(status: OrderStatus, paymentMethod: PaymentMethod, paymentLink: string | null = null) {
  return customerOrderMessage({ id: ORDER_ID, status, paymentMethod, paymentLink, total: Money.fromCents(39684) });
}

const meta = {
  title: 'Tienda/PaymentInstructions',
  component: PaymentInstructions,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `La parte de pago de un pedido según su estado, con los textos de \`customerOrderMessage\` del dominio: pendiente ('Su solicitud de pedido ha sido registrada…'); en proceso, el QR de Yape o Plin con titular, número y monto, las tres cuentas bancarias para una transferencia, o el link de pago de Izipay ('Link listo' y 'Realizar pago', en una pestaña nueva), siempre con 'Tiempo estimado de respuesta: 30min - 1hora'; completado, con el agradecimiento y las redes; cancelado, atenuado. \`receiptSlot\` se muestra cuando se da (la subida del comprobante, cuando hay algo que pagar).

**Úsalo** dentro de \`OrderCard\` o en la página del pedido, con los datos de pago de la configuración de la tienda.

**No lo uses** para elegir el medio de pago en el checkout ni para la página informativa de pagos.`,
      },
    },
  },
  args: {
    message: messageFor('pending', 'yape'),
    ...storePayment,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the notice and how the order will be paid once the shop confirms it; nothing to pay (or upload) yet. */
export const Pending: Story = {};

/** Processing with Yape, with the receipt upload in its slot (there is something to pay now). */
export const ProcessingYape: Story = {
  args: {
    message: messageFor('processing', 'yape'),
    receiptSlot: (
      <Button variant="secondary" size="sm">
        Subir comprobante
      </Button>
    ),
  },
};

export const ProcessingPlin: Story = { args: { message: messageFor('processing', 'plin') } };

export const ProcessingTransfer: Story = { args: { message: messageFor('processing', 'transferencia') } };

/** Izipay before the store generates the link. */
export const IzipayLinkPending: Story = { args: { message: messageFor('processing', 'izipay') } };

/** Izipay with its link (stored without a scheme: https:// is added). */
export const IzipayLinkReady: Story = {
  args: { message: messageFor('processing', 'izipay', 'pagos.izipay.pe/l/ESC123') },
};

/** Completed and paid: thanks and social links; no receipt slot any more. */
export const Completed: Story = {
  args: {
    message: messageFor('completed', 'yape'),
    receiptSlot: <Button size="sm">Subir comprobante</Button>,
  },
};

/** Completed cash order: 'Pedido entregado con éxito.' */
export const CompletedCash: Story = { args: { message: messageFor('completed', 'efectivo') } };

export const Cancelled: Story = { args: { message: messageFor('cancelled', 'transferencia') } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { message: messageFor('completed', 'plin') } };
