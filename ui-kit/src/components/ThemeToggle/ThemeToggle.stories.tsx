import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withThemeProvider } from '../../storybook/decorators';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Genéricos/ThemeToggle',
  component: ThemeToggle,
  parameters: {
    docs: {
      description: {
        component: `Botón que cambia entre el tema claro y el oscuro y recuerda la elección; necesita un \`ThemeProvider\` por encima.

**Úsalo** una vez, en las acciones de la cabecera.

**No lo uses** para otros ajustes ni fuera de un \`ThemeProvider\`.`,
      },
    },
  },
  decorators: [withThemeProvider],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Clicking switches <html data-theme> and remembers the choice under 'esencia-theme'. */
export const Toggling: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cambiar tema' });
    const before = document.documentElement.getAttribute('data-theme');
    const after = before === 'dark' ? 'light' : 'dark';
    await userEvent.click(button);
    await expect(document.documentElement).toHaveAttribute('data-theme', after);
    await expect(window.localStorage.getItem('esencia-theme')).toBe(after);
  },
};

export const StartsDark: Story = {
  globals: { theme: 'dark' },
};
