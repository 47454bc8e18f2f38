import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

/** Catalogue sort options (spec: position, price-asc, price-desc, name). */
const sortOptions: SelectOption[] = [
  { value: 'position', label: 'Destacados' },
  { value: 'price-asc', label: 'Precio: menor a mayor' },
  { value: 'price-desc', label: 'Precio: mayor a menor' },
  { value: 'name', label: 'Nombre (A-Z)' },
];

const meta = {
  title: 'Genéricos/Select',
  component: Select,
  parameters: {
    docs: {
      description: {
        component: `Selector de una opción con etiqueta (Radix Select), utilizable con teclado.

**Úsalo** para elegir entre varias opciones conocidas, como el orden del catálogo.

**No lo uses** con solo dos opciones (mejor dos botones) ni con listas tan largas que necesiten búsqueda.`,
      },
    },
  },
  args: {
    label: 'Ordenar por',
    options: sortOptions,
    defaultValue: 'position',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortSelector: Story = {};

export const Placeholder: Story = {
  args: {
    defaultValue: undefined,
    label: 'Tipo de documento',
    placeholder: 'Elige un documento',
    options: [
      { value: 'DNI', label: 'DNI' },
      { value: 'CE', label: 'CE' },
      { value: 'Pasaporte', label: 'Pasaporte' },
    ],
  },
};

export const InlineHiddenLabel: Story = {
  args: { inline: true, hideLabel: true },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const WithDisabledOption: Story = {
  args: {
    options: [...sortOptions.slice(0, 3), { value: 'name', label: 'Nombre (A-Z)', disabled: true }],
  },
};

function ControlledSort(props: ComponentProps<typeof Select>) {
  const [sort, setSort] = useState('position');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Select
        {...props}
        value={sort}
        onValueChange={(next) => {
          setSort(next);
          props.onValueChange?.(next);
        }}
      />
      <output>Orden actual: {sort}</output>
    </div>
  );
}

/** Keyboard selection: open with Enter, move with the arrows, pick with Enter. */
export const KeyboardSelection: Story = {
  render: (args) => <ControlledSort {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Ordenar por' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('price-desc');
    await expect(canvas.getByText('Orden actual: price-desc')).toBeInTheDocument();
  },
};
