import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn } from './DataTable';

interface BrandRow {
  id: string;
  name: string;
  description: string;
  products: number;
  active: boolean;
}

const brands: BrandRow[] = [
  { id: 'b-1', name: 'Carolina Herrera', description: 'Carolina Herrera', products: 12, active: true },
  { id: 'b-2', name: 'Dior', description: 'Dior', products: 8, active: true },
  { id: 'b-3', name: 'Maison Lys', description: 'Maison Lys', products: 0, active: false },
];

const columns: DataTableColumn<BrandRow>[] = [
  { key: 'name', header: 'Nombre', render: (brand) => brand.name },
  { key: 'description', header: 'Descripción', render: (brand) => brand.description },
  { key: 'products', header: 'Productos', align: 'end', render: (brand) => brand.products },
  { key: 'status', header: 'Estado', render: (brand) => (brand.active ? 'Activa' : 'Inactiva') },
];

const meta = {
  title: 'Tienda/Administración/DataTable',
  component: DataTable<BrandRow>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Tabla del panel de administración: una \`<table>\` real en pantallas anchas; hasta 768 px cada fila se vuelve una tarjeta con el encabezado de cada columna delante de su valor (la primera columna es el título de la tarjeta).

**Úsalo** para los listados del panel: productos, marcas, categorías, pedidos, historias.

**No lo uses** en la tienda (los productos se muestran con \`ProductGrid\`) ni para maquetar contenido que no son filas de datos.`,
      },
    },
  },
  args: {
    caption: 'Marcas',
    columns,
    rows: brands,
    rowKey: (brand: BrandRow) => brand.id,
  },
} satisfies Meta<typeof DataTable<BrandRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brands: Story = {};

export const WithCaption: Story = {
  args: { showCaption: true },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState title="No hay marcas registradas." />,
  },
};

/** On a phone each row is a card (switch the toolbar's viewport to see it). */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
