import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard, StatCardGrid } from './StatCard';

const meta = {
  title: 'Tienda/Administración/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Una cifra del resumen de una pantalla del panel: una etiqueta, el valor grande y, si hace falta, una línea de detalle. Varias se ordenan con \`StatCardGrid\` (una columna en teléfonos, hasta cinco en pantallas anchas).

**Úsalo** para las tarjetas de estadísticas del panel (productos, pedidos, historias, dashboard).

**No lo uses** en la tienda ni para mostrar datos que el usuario edita (usa un formulario o una tabla).`,
      },
    },
  },
  args: { label: 'Total de productos', value: 42 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'En promoción', value: 8, hint: '3 próximas · 5 activas', tone: 'accent' },
};

export const Warning: Story = {
  args: { label: 'Stock bajo', value: 4, hint: '5 unidades o menos', tone: 'warning' },
};

/** The products screen's summary: four cards plus low stock. */
export const Grid: Story = {
  render: () => (
    <StatCardGrid label="Resumen de productos">
      <StatCard label="Total de productos" value={42} />
      <StatCard label="Activos" value={38} tone="success" />
      <StatCard label="En promoción" value={8} tone="accent" />
      <StatCard label="En carrusel" value={6} />
      <StatCard label="Stock bajo" value={4} tone="warning" />
    </StatCardGrid>
  ),
};

export const DarkTheme: Story = {
  args: { label: 'Activos', value: 38, tone: 'success' },
  globals: { theme: 'dark' },
};
