import type { Preview } from '@storybook/react-vite';
import { withStoryTheme } from '../src/storybook/decorators';
import '../src/styles/global.css';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Tema de color',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Oscuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
  },
  // Each story's theme on its own root (and the document's when it is alone on the canvas).
  decorators: [withStoryTheme],
  // Every component gets a docs page: its description and do / don't come from the meta's
  // parameters.docs.description.component, the props table from the props' JSDoc.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    options: {
      // Generic building blocks first, then the shop's own widgets.
      storySort: { order: ['Genéricos', 'Tienda', ['Acceso', ['AuthModal']]] },
    },
    controls: {
      matchers: {
        color: /(background|color)$/i,
      },
    },
  },
};

export default preview;
