import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState, Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Cargando' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--esc-color-accent)' }}>
      <Spinner size="sm" label="Cargando pequeño" />
      <Spinner size="md" label="Cargando mediano" />
      <Spinner size="lg" label="Cargando grande" />
    </div>
  ),
};

export const Loading: Story = {
  render: () => <LoadingState />,
};

export const LoadingWithText: Story = {
  render: () => <LoadingState text="Cargando pedidos..." />,
};

export const InlineProcessing: Story = {
  render: () => <LoadingState inline text="Generando tu pedido..." />,
};
