import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StepIndicator, type StepIndicatorProps } from './StepIndicator';

const CHECKOUT_STEPS = ['Identificación', 'Entrega y Pago', 'Resumen de pago'];

const meta = {
  title: 'Tienda/StepIndicator',
  component: StepIndicator,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Los pasos numerados de un formulario en varias etapas (el checkout: 'Identificación', 'Entrega y Pago', 'Resumen de pago'). Los pasos ya hechos muestran un check, el actual lleva \`aria-current="step"\`. En el teléfono solo quedan los números y debajo 'Paso N de 3: nombre'.

**Úsalo** encima de un formulario por pasos, con el paso actual controlado por la página.

**No lo uses** como navegación entre páginas (usa \`Breadcrumb\`) ni para paginar listas (usa \`Pagination\`).`,
      },
    },
  },
  args: { steps: CHECKOUT_STEPS, current: 0 },
  argTypes: { current: { control: { type: 'number', min: 0, max: 2 } } },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, 'Identificación'. */
export const FirstStep: Story = {};

/** Step 2: 'Identificación' completed. */
export const SecondStep: Story = { args: { current: 1 } };

/** Step 3: both earlier steps completed. */
export const LastStep: Story = { args: { current: 2 } };

function Wizard(props: StepIndicatorProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <StepIndicator {...props} current={current} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          Atrás
        </Button>
        <Button disabled={current === props.steps.length - 1} onClick={() => setCurrent(current + 1)}>
          Siguiente
        </Button>
      </div>
    </div>
  );
}

/** The page moves the current step; the indicator follows. */
export const Interactive: Story = {
  render: (args) => <Wizard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = () => canvas.getByRole('navigation', { name: 'Pasos del pedido' }).querySelector('[aria-current]');
    await expect(current()).toHaveTextContent('Identificación');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(current()).toHaveTextContent('Entrega y Pago');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(current()).toHaveTextContent('Resumen de pago');
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Atrás' }));
    await expect(current()).toHaveTextContent('Entrega y Pago');
  },
};

/** A phone: numbers only, the current step named below. */
export const Phone: Story = {
  args: { current: 1 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { current: 1 } };
