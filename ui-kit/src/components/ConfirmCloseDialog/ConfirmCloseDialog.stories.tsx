import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogClose } from '../Dialog';
import { ConfirmCloseDialog } from './ConfirmCloseDialog';

const brandForm = (
  <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
    <label style={{ display: 'grid', gap: 4 }}>
      Nombre
      <input name="name" defaultValue="Maison Lys" required />
    </label>
  </form>
);

const meta = {
  title: 'Tienda/Administración/ConfirmCloseDialog',
  component: ConfirmCloseDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `La ventana modal del panel de administración: un \`Dialog\` que siempre pregunta 'Confirmar salida / ¿Estás seguro que deseas salir?' al cerrarse (botón ×, Escape, clic fuera o un \`DialogClose\`) y, confirmada la salida, se anima al cerrarse durante 300 ms antes de avisar \`onOpenChange(false)\`.

**Úsalo** para los formularios y detalles del panel (crear o editar producto, marca, categoría, historia, pedido).

**No lo uses** en la tienda, donde cerrar no debe pedir confirmación (usa \`Dialog\`), ni para menús o paneles de navegación.`,
      },
    },
  },
  args: {
    title: 'Editar marca',
    description: 'Los cambios se guardan al pulsar Guardar.',
    trigger: <Button>Editar marca</Button>,
    children: brandForm,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmCloseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="ghost">Cancelar</Button>
        </DialogClose>
        <Button>Guardar</Button>
      </>
    ),
  },
};

/** Escape asks, 'Salir' confirms: the dialog then animates closed for 300 ms (see the test's fake clock). */
export const ConfirmedClose: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Confirmar salida' });
    await expect(confirm).toHaveAccessibleDescription('¿Estás seguro que deseas salir?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Salir' }));
  },
};

function ControlledExample(props: ComponentProps<typeof ConfirmCloseDialog>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nueva categoría</Button>
      <p>Estado: {open ? 'abierto' : 'cerrado'}</p>
      <ConfirmCloseDialog
        {...props}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
        footer={
          // Saving closes from the page, with no question.
          <Button onClick={() => setOpen(false)}>Guardar</Button>
        }
      />
    </>
  );
}

export const Controlled: Story = {
  args: { title: 'Nueva categoría', description: undefined },
  render: (args) => <ControlledExample {...args} />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
};
