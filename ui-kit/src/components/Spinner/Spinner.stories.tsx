import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState, Spinner } from './Spinner';

const meta = {
  title: 'Genéricos/Spinner',
  component: Spinner,
  subcomponents: { LoadingState },
  parameters: {
    docs: {
      description: {
        component: `Indicador de carga animado. \`LoadingState\` le añade un texto visible ('Cargando...') y lo anuncia a los lectores de pantalla.

**Úsalo** mientras llega el contenido de una página o sección (\`LoadingState\`), o el \`Spinner\` con \`label\` en espacios pequeños.

**No lo uses** dentro de botones (usa \`loading\` de \`Button\`) ni para esperas que el usuario no ha provocado.`,
      },
    },
  },
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
