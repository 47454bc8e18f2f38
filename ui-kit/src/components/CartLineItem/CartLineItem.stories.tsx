import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { CartLineItem, type CartLineItemProps } from './CartLineItem';

const meta = {
  title: 'Tienda/CartLineItem',
  component: CartLineItem,
  parameters: {
    docs: {
      description: {
        component: `Una línea del carrito: imagen, marca, nombre, precio unitario (con el original tachado si hay descuento), '−' cantidad '+', total de la línea y 'Eliminar'. '+' solo sube mientras la cantidad está por debajo del stock y '−' no baja de 1 (reglas del dominio, las mismas del servidor).

**Úsalo** dentro de \`CartPanel\`, con los precios que devolvió el servidor.

**No lo uses** para elegir la cantidad antes de añadir (usa \`QuantityStepper\`) ni con precios calculados en el navegador.`,
      },
    },
  },
  args: {
    name: 'Rosa Nocturna Eau de Parfum 100 ml',
    brand: 'Maison Lys',
    imageUrl: bottleImage('#b76e79'),
    href: '/product/1',
    unitPrice: 'S/ 129.90',
    lineTotal: 'S/ 259.80',
    quantity: 2,
    stock: 5,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Discounted: Story = {
  args: { unitPrice: 'S/ 103.92', originalUnitPrice: 'S/ 129.90', lineTotal: 'S/ 207.84' },
};

/** At the stock, '+' is disabled. */
export const AtStock: Story = { args: { quantity: 3, stock: 3, lineTotal: 'S/ 389.70' } };

/** At 1, '−' is disabled (removing is 'Eliminar'). */
export const MinimumOne: Story = { args: { quantity: 1, lineTotal: 'S/ 129.90' } };

/** The server cut the quantity to the stock. */
export const QuantityCut: Story = {
  args: { quantity: 1, stock: 1, lineTotal: 'S/ 129.90', note: 'Solo queda 1 unidad: ajustamos la cantidad.' },
};

/** The product no longer exists. */
export const Unavailable: Story = {
  args: { name: null, brand: undefined, imageUrl: null, href: undefined },
};

export const Busy: Story = { args: { busy: true } };

function StatefulLine(props: CartLineItemProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <CartLineItem
      {...props}
      quantity={quantity}
      lineTotal={`S/ ${(quantity * 129.9).toFixed(2)}`}
      onQuantityChange={(next) => {
        props.onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

/** '+' up to the stock (3), '−' down to 1. */
export const Interactive: Story = {
  args: { quantity: 1, stock: 3 },
  render: (args) => <StatefulLine {...args} />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { note: 'Solo quedan 2 unidades: ajustamos la cantidad.' },
};
