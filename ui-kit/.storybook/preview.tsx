import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import '../src/styles/global.css';

function ThemeSync({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  return children;
}

/** Applies the toolbar's theme global to <html data-theme>, like ThemeProvider does in the app. */
const withTheme: Decorator = (Story, context) => (
  <ThemeSync theme={context.globals['theme'] === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeSync>
);

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
  decorators: [withTheme],
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
