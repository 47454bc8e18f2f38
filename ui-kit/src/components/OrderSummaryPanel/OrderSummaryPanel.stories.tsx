import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CITRUS_IMAGE, money, summaryLines } from '../../fixtures/orders';
import { Button } from '../Button';
import { OrderSummaryPanel, type OrderSummaryPanelProps } from './OrderSummaryPanel';

const meta = {
  title: 'Tienda/OrderSummaryPanel',
  component: OrderSummaryPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `El panel lateral del checkout 'Resumen de tu Orden': cada producto (imagen, nombre o 'Producto no disponible', cantidad, aviso de stock si el stock es menor que la cantidad, precio con el original tachado y la etiqueta del descuento si hay promoción), el subtotal, el envío ('Gratis' en 0), la línea 'Comisión Izipay (4%)' solo cuando se da y el total. Mientras se registra el pedido muestra una línea de estado con spinner.

**Úsalo** junto a los pasos del checkout, con los importes del servidor (o de \`orderTotals\` del dominio).

**No lo uses** para editar cantidades (eso es el carrito, \`CartPanel\`) ni para un pedido ya registrado (usa \`OrderCard\`).`,
      },
    },
  },
  args: {
    lines: summaryLines,
    subtotal: money(39684),
    shipping: money(0),
    total: money(39684),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From S/ 200 the shipping is free. */
export const Default: Story = {};

/** Below S/ 200: 'Envío' S/ 15.00. */
export const WithShipping: Story = {
  args: {
    lines: [summaryLines[1]!],
    subtotal: money(18900),
    shipping: money(1500),
    total: money(20400),
  },
};

/** Izipay chosen: the 4 % commission line. */
export const WithIzipayCommission: Story = {
  args: { commission: money(1587), total: money(41271) },
};

/** A line above today's stock, a product that is gone, and the stock-changed warning. */
export const StockChanged: Story = {
  args: {
    warning: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.',
    lines: [
      { ...summaryLines[0]!, stock: 1 },
      {
        id: 'p-citrus',
        name: 'Cítrico Azul 75 ml',
        brand: 'Verde Andino',
        imageUrl: CITRUS_IMAGE,
        quantity: 1,
        stock: 0,
        unitPrice: money(9900),
        lineTotal: money(9900),
      },
      {
        id: 'p-gone',
        name: null,
        imageUrl: null,
        quantity: 1,
        unitPrice: money(0),
        lineTotal: money(0),
      },
    ],
  },
};

/** The order is being placed. */
export const Busy: Story = { args: { busyText: 'Registrando tu pedido...' } };

export const Empty: Story = {
  args: { lines: [], subtotal: money(0), shipping: money(0), total: money(0) },
};

function PlacingOrder(props: OrderSummaryPanelProps) {
  const [busy, setBusy] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <OrderSummaryPanel {...props} busyText={busy ? 'Registrando tu pedido...' : null} />
      <Button loading={busy} loadingLabel="Procesando..." onClick={() => setBusy(true)}>
        Realizar pedido
      </Button>
    </div>
  );
}

/** 'Realizar pedido' turns the busy line on. */
export const PlacingAnOrder: Story = {
  render: (args) => <PlacingOrder {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Realizar pedido' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Registrando tu pedido...');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { warning: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.' },
};
