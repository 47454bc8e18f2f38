import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoriesButton } from './StoriesButton';

const meta = {
  title: 'Tienda/StoriesButton',
  component: StoriesButton,
  parameters: {
    docs: {
      description: {
        component: `El botón flotante 'Historias' de la página de inicio (abajo a la izquierda; el chat está a la derecha), con el número de historias.

**Úsalo** para abrir \`StoryViewer\`; ocúltalo cuando no hay historias.

**No lo uses** para otras acciones flotantes (el chat usa \`ChatWidget\`).`,
      },
    },
  },
  tags: ['autodocs'],
  args: { onClick: fn(), count: 3 },
} satisfies Meta<typeof StoriesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a count: no badge. */
export const WithoutCount: Story = { args: { count: 0 } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
