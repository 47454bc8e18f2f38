import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';
import { SelectPreview } from './SelectPreview';

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
  subcomponents: { SelectPreview },
  parameters: {
    docs: {
      description: {
        component: `Selector de una opción con etiqueta (Radix Select), utilizable con teclado. \`SelectPreview\` es su aspecto cerrado sin Radix (mismo marcado y tamaño): una app lo muestra en la primera carga y lo cambia por el Select, cargado al primer uso, cuando se pulsa o se usa el teclado (\`defaultOpen\`, \`autoFocus\`).

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

/** Shows SelectPreview until it is used, then the real Select, opened and focused as the preview was. */
function PreviewThenSelect(args: ComponentProps<typeof Select>) {
  const [activation, setActivation] = useState<{ open: boolean; focused: boolean } | null>(null);
  const [sort, setSort] = useState(args.defaultValue ?? 'position');
  const shared = { label: args.label, options: args.options, value: sort, inline: true };
  return activation ? (
    <Select
      {...shared}
      defaultOpen={activation.open}
      autoFocus={activation.focused}
      onValueChange={(next) => {
        setSort(next);
        args.onValueChange?.(next);
      }}
    />
  ) : (
    <SelectPreview {...shared} onActivate={setActivation} />
  );
}

/** Loaded on first use: SelectPreview in its place until Enter, then the Select opens with its list. */
export const PreviewUntilFirstUse: Story = {
  render: (args) => <PreviewThenSelect {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Ordenar por' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('price-asc');
  },
};
