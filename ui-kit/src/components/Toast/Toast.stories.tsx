import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { ToastQueueProvider } from './ToastQueue';
import { ToastRegion } from './ToastRegion';

interface ToastDemoProps extends ToastOptions {
  /** Text of the demo button that calls `toast()`. */
  buttonLabel?: string;
}

/** A button that shows the toast described by its props. */
function ToastDemo(props: ToastDemoProps) {
  const { toast, dismiss } = useToast();
  const { buttonLabel = 'Mostrar notificación', ...options } = props;
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast(options)}>{buttonLabel}</Button>
      <Button variant="ghost" onClick={() => dismiss()}>
        Cerrar todas
      </Button>
    </div>
  );
}

const meta = {
  title: 'Genéricos/Toast',
  component: ToastDemo,
  subcomponents: { ToastProvider, ToastQueueProvider, ToastRegion },
  parameters: {
    docs: {
      description: {
        component: `Notificaciones breves que se cierran solas (5 s por defecto), como máximo tres a la vez; \`warning\` y \`error\` se anuncian con prioridad. Se muestran con \`useToast()\` dentro de un \`ToastProvider\`, que es \`ToastQueueProvider\` (el estado, sin Radix) más \`ToastRegion\` (el dibujo, Radix Toast): una app puede usar los dos por separado para traer \`ToastRegion\` recién con la primera notificación.

**Úsalo** para confirmar una acción ('Producto añadido al carrito') o avisar de algo que no bloquea.

**No lo uses** para errores que el usuario debe resolver para seguir (usa \`ErrorState\` o el error del campo) ni para información que debe quedar a la vista.`,
      },
    },
  },
  args: { title: 'Perfil actualizado', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificación' }));
  const region = within(canvasElement).getByRole('region', { name: /Notificaciones/ });
  return within(region).findByRole('listitem');
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await showToast(canvasElement)).toHaveTextContent('Perfil actualizado');
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'El pedido #A1B2C3 ahora está en proceso.' },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'No hay productos en la orden.',
    description: 'Por favor, agrega productos antes de continuar.',
  },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};

export const ErrorToast: Story = {
  args: { tone: 'error', title: 'Error al procesar el pedido' },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};

/** Closes by itself after `duration` (5000 ms by default; 400 ms here). */
export const AutoDismiss: Story = {
  args: { tone: 'info', title: 'Se cierra solo', duration: 400 },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await userEvent.click(within(toast).getByRole('button', { name: 'Cerrar notificación' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

/** At most three at a time: the oldest goes first. */
export const Stacked: Story = {
  args: { tone: 'info', title: 'Producto añadido al carrito' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mostrar notificación' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(button);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { tone: 'error', title: 'Error al cargar el perfil', description: 'Intenta de nuevo en unos minutos.' },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};
