import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT_HIDDEN_UNTIL_KEY, ChatWidget } from './ChatWidget';

const meta = {
  title: 'Tienda/ChatWidget',
  component: ChatWidget,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Botón flotante de chat estilo WhatsApp: se abre solo 500 ms después de cargar la página y envía el mensaje escrito al número de la tienda (enlace wa.me con el texto codificado). Al cerrarlo o enviar, el widget se oculta 2 minutos (guardado en localStorage); se vuelve a comprobar cada 10 s y al volver a la ventana.

**Úsalo** una sola vez, en el marco de la tienda, con el número y el horario de atención de la configuración de la tienda.

**No lo uses** dentro de una página ni para mensajes de un pedido (esos llevan su propio enlace con el detalle del pedido).`,
      },
      story: { inline: false, iframeHeight: 480 },
    },
  },
  args: {
    phoneNumber: '51987654321',
    storeName: 'Esencia Perfumería',
    hours: 'Lunes a Domingo 9am-10pm',
    onSend: fn(),
  },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a fresh visit the chat opens by itself after 500 ms. */
export const AutoOpens: Story = {};

/** On a phone it opens by itself as a greeting bubble beside the launcher, not as the whole panel. */
export const AutoOpensAsBubble: Story = {
  args: { autoOpenAs: 'bubble' },
};

/** Tapping the bubble opens the whole chat, ready to type. */
export const BubbleOpensChat: Story = {
  args: { autoOpenAs: 'bubble' },
};

/** A page busy with a form or a total (checkout, an order, the profile): it never opens by itself. */
export const BusyPage: Story = {
  args: { autoOpen: false },
};

/** The typed message leaves as a wa.me link; the widget then hides for 2 minutes. */
export const SendsToWhatsApp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat de WhatsApp' }));
    await expect(canvas.getByRole('textbox', { name: 'Mensaje' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensaje' }), 'Hola, ¿tienen Sauvage & Co. #1?');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
  },
};

/** Enter sends too (Shift+Enter is a new line). */
export const SendsWithEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat de WhatsApp' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensaje' }), 'Hola{Shift>}{Enter}{/Shift}Gracias{Enter}');
  },
};

/** 'Cerrar chat' hides the widget for 2 minutes. */
export const ClosedByShopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat de WhatsApp' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar chat' }));
  },
};

/** Escape inside the chat closes it the same way. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat de WhatsApp' }));
    await userEvent.keyboard('{Escape}');
  },
};

/** Closed a minute ago: nothing shows until the 2 minutes are over, and it comes back closed. */
export const ClosedRecently: Story = {
  beforeEach: () => {
    window.localStorage.setItem(CHAT_HIDDEN_UNTIL_KEY, String(Date.now() + 60_000));
  },
};

/** Coming back to the window checks again at once, without waiting for the 10 s check. */
export const RecheckedOnFocus: Story = {
  beforeEach: () => {
    window.localStorage.setItem(CHAT_HIDDEN_UNTIL_KEY, String(Date.now() + 5_000));
  },
};

/** A hidden period that is already over does not stop the chat from opening by itself. */
export const ExpiredHiddenPeriod: Story = {
  beforeEach: () => {
    window.localStorage.setItem(CHAT_HIDDEN_UNTIL_KEY, String(Date.now() - 1));
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chat de WhatsApp' }));
  },
};
