import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '../tokens/ThemeProvider';

/** Wraps a story in a ThemeProvider that starts from the toolbar's theme global. */
export const withThemeProvider: Decorator = (Story, context) => (
  <ThemeProvider defaultTheme={context.globals['theme'] === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeProvider>
);
