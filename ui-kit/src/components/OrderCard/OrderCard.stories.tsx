import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { money, sampleOrder, storePayment } from '../../fixtures/orders';
import { Button } from '../Button';
import { OrderCard } from './OrderCard';

const meta = {
  title: 'Tienda/OrderCard',
  component: OrderCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Un pedido plegable: la cabecera ('#' + los últimos 6 caracteres del id, fecha y hora de Lima, estado) abre el cuerpo con los productos (plegables, abiertos al inicio: cantidad, imagen, marca, nombre en negrita cortado a 45 caracteres, precio, original tachado y descuento si la promoción se aplicó), el comprobante, la sección de pago (\`PaymentInstructions\`), el resumen (subtotal, envío, comisión Izipay si la hay, total) y, para pedidos pendientes o en proceso, 'Enviar por WhatsApp'. El cuerpo empieza abierto solo para pedidos pendientes o en proceso (regla del dominio), salvo que \`defaultExpanded\` diga otra cosa (la página del pedido lo abre siempre).

**Úsalo** en 'Mis Pedidos' (una tarjeta por pedido) y en la página /order/{id}.

**No lo uses** para el resumen del checkout antes de pedir (usa \`OrderSummaryPanel\`) ni en la tabla del administrador.`,
      },
    },
  },
  args: { order: sampleOrder, storePayment },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending (Yape): the body starts open, with WhatsApp; nothing to pay (or upload) until the shop confirms it. */
export const Pending: Story = {};

/** Processing by Yape: QR, holder, number and amount, and the receipt slot (there is something to pay now). */
export const ProcessingYape: Story = {
  args: {
    order: { ...sampleOrder, status: 'processing' },
    receiptSlot: (
      <Button variant="secondary" size="sm">
        Subir comprobante
      </Button>
    ),
  },
};

/** Processing transfer with a factura and shipping. */
export const ProcessingTransferFactura: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'processing',
      paymentMethod: 'transferencia',
      invoice: { type: 'factura', ruc: '20100070970', businessName: 'Perfumes del Sur S.A.C.' },
      lines: [sampleOrder.lines[1]!],
      subtotal: money(18900),
      shipping: money(1500),
      total: money(20400),
    },
  },
};

/** Izipay with its link ready and the 4 % commission. */
export const IzipayLinkReady: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'processing',
      paymentMethod: 'izipay',
      paymentLink: 'pagos.izipay.pe/l/ESC123',
      commission: money(1587),
      total: money(41271),
    },
  },
};

/** Completed: the body starts closed, no WhatsApp button. */
export const Completed: Story = { args: { order: { ...sampleOrder, status: 'completed' } } };

/** Cancelled: starts closed; opened, the payment section is dimmed. */
export const Cancelled: Story = { args: { order: { ...sampleOrder, status: 'cancelled' } } };

/** The order page opens the body whatever the status. */
export const OrderPage: Story = { args: { order: { ...sampleOrder, status: 'completed' }, defaultExpanded: true } };

/** The header opens and closes the body; the products title folds the list. */
export const Toggling: Story = {
  args: { order: { ...sampleOrder, status: 'completed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: /#6b41f7/ });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    const products = canvas.getByRole('button', { name: 'Productos (3 productos)' });
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(products);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
