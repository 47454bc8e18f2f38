import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusTag } from './OrderStatusTag';

const meta = {
  title: 'Tienda/OrderStatusTag',
  component: OrderStatusTag,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `El estado de un pedido como píldora de color, con la etiqueta del dominio: 'Pendiente', 'En Proceso', 'Completada' o 'Cancelada'. El texto lleva el significado; el color solo lo refuerza.

**Úsalo** en la cabecera de una tarjeta de pedido o en una tabla de pedidos.

**No lo uses** para el stock de un producto (usa \`StockBadge\`) ni para descuentos (usa \`DiscountBadge\`).`,
      },
    },
  },
  args: { status: 'pending' },
  argTypes: { status: { control: 'inline-radio', options: ['pending', 'processing', 'completed', 'cancelled'] } },
} satisfies Meta<typeof OrderStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

export const Processing: Story = { args: { status: 'processing' } };

export const Completed: Story = { args: { status: 'completed' } };

export const Cancelled: Story = { args: { status: 'cancelled' } };

/** The four statuses side by side. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <OrderStatusTag status="pending" />
      <OrderStatusTag status="processing" />
      <OrderStatusTag status="completed" />
      <OrderStatusTag status="cancelled" />
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { status: 'completed' } };
