import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Genéricos/QuantityStepper',
  component: QuantityStepper,
  parameters: {
    docs: {
      description: {
        component: `Campo numérico con botones '−' y '+', limitado entre un mínimo y el stock; si se pide más, avisa 'Solo hay N unidades disponibles'.

**Úsalo** para elegir la cantidad de un producto (ficha, carrito).

**No lo uses** para números sin un máximo conocido ni para valores que no son cantidades (usa \`TextField\`).`,
      },
    },
  },
  args: {
    value: 1,
    max: 3,
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product-detail page keeps the quantity and the message, as here. */
function ProductDetailQuantity(props: ComponentProps<typeof QuantityStepper>) {
  const [quantity, setQuantity] = useState(props.value);
  const [message, setMessage] = useState<string | undefined>();
  return (
    <QuantityStepper
      {...props}
      value={quantity}
      message={message}
      onChange={(...change) => {
        setQuantity(change[0]);
        setMessage(change[1]);
        props.onChange(...change);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <ProductDetailQuantity {...args} />,
};

export const AtStockLimit: Story = {
  args: { value: 3 },
};

export const WithMessage: Story = {
  args: { value: 3, message: 'Solo hay 3 unidades disponibles' },
};

/** No stock: the whole control is disabled (the page usually hides it). */
export const OutOfStock: Story = {
  args: { max: 0 },
};

/** '+' up to the stock, then typing more than there is: clamped with the spec message. */
export const ClampsToStock: Story = {
  render: (args) => <ProductDetailQuantity {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Aumentar cantidad' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(increase).toBeDisabled();
    const input = canvas.getByLabelText('Cantidad');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 'Solo hay 3 unidades disponibles');
  },
};

/** Emptying the field and leaving it goes back to the minimum. */
export const EmptyFieldFallsBackToMin: Story = {
  args: { value: 2 },
  render: (args) => <ProductDetailQuantity {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cantidad');
    await userEvent.clear(input);
    await expect(input).toHaveValue(null);
    await userEvent.tab();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { value: 2, max: 5 },
};
