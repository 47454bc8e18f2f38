import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { Button } from '../Button';
import { CartButton } from '../CartButton';
import { CartLineItem } from '../CartLineItem';
import { CartPanel, type CartPanelProps } from './CartPanel';

const lines = [
  <CartLineItem
    key="p1"
    name="Rosa Nocturna Eau de Parfum 100 ml"
    brand="Maison Lys"
    imageUrl={bottleImage('#b76e79')}
    href="/product/1"
    unitPrice="S/ 103.92"
    originalUnitPrice="S/ 129.90"
    lineTotal="S/ 207.84"
    quantity={2}
    stock={3}
    onQuantityChange={fn()}
    onRemove={fn()}
  />,
  <CartLineItem
    key="p2"
    name="Ámbar Real Eau de Parfum 50 ml"
    brand="Casa Oriente"
    imageUrl={bottleImage('#d9a441', '#6e1f3f')}
    href="/product/2"
    unitPrice="S/ 89.90"
    lineTotal="S/ 89.90"
    quantity={1}
    stock={12}
    onQuantityChange={fn()}
    onRemove={fn()}
  />,
];

const meta = {
  title: 'Tienda/CartPanel',
  component: CartPanel,
  parameters: {
    docs: {
      description: {
        component: `El panel lateral del carrito ('Carrito de compras', un \`Sheet\` desde la derecha) con sus estados: cargando, error ('Error al cargar items del carrito', con 'Intentar de nuevo'), vacío y con productos; el subtotal, 'Finalizar compra' (que dice 'Procesando...' mientras se revisa el stock), 'Vaciar carrito' y 'Seguir comprando'. Un aviso (p. ej. 'Algunos productos han sido actualizados por cambios en stock…') aparece arriba como alerta.

**Úsalo** una vez en la aplicación, abierto desde \`CartButton\`, con líneas \`CartLineItem\` y los precios del servidor.

**No lo uses** para el resumen del checkout (otra pantalla) ni calcules en él precios o stock.`,
      },
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    itemCount: 3,
    subtotal: 'S/ 297.74',
    children: lines,
    onCheckout: fn(),
    onClear: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const Loading: Story = { args: { status: 'loading', children: undefined } };

export const LoadError: Story = { args: { status: 'error', children: undefined } };

export const Empty: Story = {
  args: {
    children: undefined,
    itemCount: 0,
    emptyAction: (
      <Button asChild variant="secondary">
        <a href="/web-products">Ver productos</a>
      </Button>
    ),
  },
};

/** The checkout check found less stock: the warning shows and the lines are the corrected ones. */
export const StockWarning: Story = {
  args: {
    message: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.',
  },
};

/** 'Volver a comprar' added an order's products: what it added and, one a line, what it left out. */
export const AddedWithProblems: Story = {
  args: {
    message: {
      title: 'Agregamos 2 productos a tu carrito',
      details: ['Solo queda 1 unidad de Trésor EDP 100 ml', 'Ya no está disponible: Dylan Blue EDT 100 ml'],
      tone: 'warning',
    },
  },
};

/** Everything was added: a quiet note. */
export const AddedEverything: Story = {
  args: { message: { title: 'Agregamos 3 productos a tu carrito', tone: 'success' } },
};

export const CheckingOut: Story = { args: { checkingOut: true } };

function PanelWithButton(props: CartPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <CartPanel
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
      trigger={<CartButton count={props.itemCount} />}
    />
  );
}

/** Opened from the CartButton, closed by 'Seguir comprando', Escape or the close button. */
export const FromCartButton: Story = {
  args: { open: false },
  render: (args) => <PanelWithButton {...args} />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    message: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.',
  },
};
