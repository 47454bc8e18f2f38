import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MAINTENANCE_DISMISSED_KEY, MaintenanceBanner, maintenanceDismissedValue } from './MaintenanceBanner';

const meta = {
  title: 'Tienda/MaintenanceBanner',
  component: MaintenanceBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Aviso de mantenimiento de todo el sitio, encima de la cabecera, mientras el modo mantenimiento está activo: muestra la ventana anunciada (hora de Lima) si \`showTimeInfo\` y se cierra con 'Cerrar mensaje'. Si no es persistente recuerda el cierre de ese aviso ('maintenanceBannerDismissed' en localStorage guarda qué aviso se cerró, así un aviso distinto vuelve a mostrarse); uno persistente vuelve a mostrarse en cada carga y nunca guarda la marca.

**Úsalo** una sola vez, en el marco de la tienda, con los datos de mantenimiento de la configuración de la tienda.

**No lo uses** para promociones (usa \`PromoBanner\`) ni para mensajes de una acción (usa un toast).`,
      },
    },
  },
  args: {
    title: 'Sitio en Mantenimiento',
    description: 'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
    onVisibilityChange: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['warning', 'info', 'error'] } },
} satisfies Meta<typeof MaintenanceBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's notice: warning, closable, without a window. */
export const SiteInMaintenance: Story = {};

/**
 * With the spec's announced window and `showTimeInfo`: its dates in Lima time. The window is information
 * only, so a past window does not hide the notice (maintenance mode is the switch).
 */
export const WithTimeInfo: Story = {
  args: { startsAt: '2024-02-15T05:00:00.000Z', endsAt: '2024-02-16T05:00:00.000Z' },
};

/** Only an announced end. */
export const OnlyEnd: Story = {
  args: { endsAt: '2026-03-01T17:30:00.000Z' },
};

/** The same window without `showTimeInfo`. */
export const WithoutTimeInfo: Story = {
  args: { ...WithTimeInfo.args, showTimeInfo: false },
};

/** Closing it stores the marker, so later loads keep it hidden. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar mensaje' }));
  },
};

/** Closed on an earlier visit: nothing shows. */
export const DismissedEarlier: Story = {
  beforeEach: () => {
    window.localStorage.setItem(MAINTENANCE_DISMISSED_KEY, maintenanceDismissedValue(meta.args));
  },
};

/**
 * A later notice after an earlier one was closed under the spec's marker ('true', naming no notice): it shows
 * (issue 27: one dismissal hid every later notice).
 */
export const NewNoticeAfterDismissal: Story = {
  args: { title: 'Pedidos en pausa', description: 'Por inventario no recibimos pedidos el domingo.' },
  beforeEach: () => {
    window.localStorage.setItem(MAINTENANCE_DISMISSED_KEY, 'true');
  },
};

/** The same texts with a new window are a new notice too. */
export const NewWindowAfterDismissal: Story = {
  args: { endsAt: '2026-03-01T17:30:00.000Z' },
  beforeEach: () => {
    window.localStorage.setItem(MAINTENANCE_DISMISSED_KEY, maintenanceDismissedValue(meta.args));
  },
};

/** Persistent: shows even though a marker exists; closing hides it for now but stores nothing. */
export const Persistent: Story = {
  args: { persistent: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Sitio en Mantenimiento' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar mensaje' }));
  },
};

/** Persistent after a non-persistent banner was closed: the old marker does not hide it. */
export const PersistentIgnoresMarker: Story = {
  args: { persistent: true },
  beforeEach: () => {
    window.localStorage.setItem(MAINTENANCE_DISMISSED_KEY, 'true');
  },
};

/** Without `dismissible` there is no close button. */
export const NotDismissible: Story = {
  args: { dismissible: false },
};

export const InfoType: Story = {
  args: { type: 'info', title: 'Horario especial', description: 'Este feriado atendemos de 10am a 4pm.' },
};

export const ErrorType: Story = {
  args: {
    type: 'error',
    title: 'Pedidos en pausa',
    description: 'Por mantenimiento no podemos recibir pedidos por ahora.',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
