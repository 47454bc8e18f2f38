import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { message: 'Hubo un error al cargar los pedidos' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};

export const WithRetry: Story = {
  args: { message: 'Hubo un error al cargar los productos.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Intentar de nuevo' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithTitle: Story = {
  args: { title: 'No pudimos cargar el catálogo', message: 'Por favor, intenta de nuevo', onRetry: fn() },
};

export const Retrying: Story = {
  args: { message: 'Error al cargar el perfil', onRetry: fn(), retrying: true },
};
