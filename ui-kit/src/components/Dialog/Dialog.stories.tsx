import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Genéricos/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component: `Ventana modal (Radix Dialog) con título, descripción, cuerpo y pie; con \`confirmOnClose\` pregunta 'Confirmar salida' antes de cerrarse.

**Úsalo** para una tarea corta que exige atención: confirmar, revisar un resumen, un formulario breve.

**No lo uses** para avisos que no piden respuesta (usa \`Toast\`) ni para ver imágenes a pantalla completa (usa \`Lightbox\`).`,
      },
    },
  },
  args: {
    title: 'Resumen de tu Orden',
    description: 'Revisa los productos antes de continuar.',
    trigger: <Button>Abrir diálogo</Button>,
    children: <p style={{ margin: 0 }}>Rosa Nocturna Eau de Parfum 100 ml × 1 — S/ 103.92</p>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenByDefault: Story = {
  args: { defaultOpen: true },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="ghost">Seguir comprando</Button>
        </DialogClose>
        <Button>Ir a pagar</Button>
      </>
    ),
  },
};

/** Leaving asks for confirmation (spec): Escape, outside click and the close button all ask first. */
export const ConfirmOnClose: Story = {
  args: {
    confirmOnClose: true,
    title: 'Iniciar Sesión',
    description: 'Ingresa con tu correo y contraseña.',
    trigger: <Button>Iniciar Sesión</Button>,
    children: (
      <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
        <label style={{ display: 'grid', gap: 4 }}>
          Email
          <input type="email" name="email" required />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Contraseña
          <input type="password" name="password" minLength={8} required />
        </label>
      </form>
    ),
  },
};

/** Runs the confirmation flow as an interaction test (see the Interactions panel). */
export const ConfirmOnCloseFlow: Story = {
  args: ConfirmOnClose.args,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(body.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();

    // Escape asks instead of closing; 'Cancelar' keeps the dialog open.
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Confirmar salida' });
    await expect(confirm).toHaveAccessibleDescription('¿Estás seguro que deseas salir?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(body.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

    // Asking again and choosing 'Salir' closes it.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await body.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * `confirmOnClose="changed"`: an untouched form closes at once (issue 27: Escape on an empty sign-in asked);
 * after typing, leaving asks. Opening it again starts untouched.
 */
export const ConfirmWhenChanged: Story = {
  args: { ...ConfirmOnClose.args, confirmOnClose: 'changed' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const open = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Iniciar Sesión' }));
      return body.findByRole('dialog', { name: 'Iniciar Sesión' });
    };

    // Untouched: Escape closes without a question.
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Typed in: Escape asks; 'Cancelar' keeps what was typed.
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@correo.pe');
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Confirmar salida' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@correo.pe');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await body.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, it starts untouched.
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function ControlledExample(props: ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver pedido</Button>
      <p>Estado: {open ? 'abierto' : 'cerrado'}</p>
      <Dialog
        {...props}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  args: { confirmOnClose: true, title: 'Pedido #A1B2C3', description: undefined },
  render: (args) => <ControlledExample {...args} />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, size: 'sm' },
};
