import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { CartButton, type CartButtonProps, type CartNotice } from './CartButton';

const meta = {
  title: 'Tienda/CartButton',
  component: CartButton,
  parameters: {
    docs: {
      description: {
        component: `El botón del carrito de la cabecera: una bolsa con la cantidad de productos en una insignia, con nombre accesible ('Carrito, 2 productos'), y un aviso breve bajo el botón durante 2 s cuando se añade un producto ('Producto añadido al carrito').

**Úsalo** una sola vez, en la cabecera, para abrir el panel del carrito.

**No lo uses** como botón 'Añadir al carrito' de un producto (usa \`Button\`) ni para mostrar otras cuentas o notificaciones.`,
      },
    },
  },
  args: { count: 2, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { count: 0 } };

export const OneProduct: Story = { args: { count: 1 } };

/** More than 99 units read '99+' on the badge; the accessible name keeps the real number. */
export const ManyProducts: Story = { args: { count: 120 } };

/** How the web app shows the notice: each addition gives a new notice id. */
function AddDemo(props: CartButtonProps) {
  const [count, setCount] = useState(props.count);
  const [notice, setNotice] = useState<CartNotice | null>(null);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button
        variant="secondary"
        onClick={() => {
          setCount((current) => current + 1);
          setNotice((current) => ({ id: (current?.id ?? 0) + 1, text: 'Producto añadido al carrito' }));
        }}
      >
        Añadir al carrito
      </Button>
      <CartButton {...props} count={count} notice={notice} />
    </div>
  );
}

/** 'Añadir al carrito' raises the count and shows 'Producto añadido al carrito' for 2 s. */
export const AddedNotice: Story = {
  args: { count: 0 },
  render: (args) => <AddDemo {...args} />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { count: 3, notice: { id: 1, text: 'Producto añadido al carrito' } },
};
