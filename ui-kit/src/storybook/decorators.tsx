import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from '../tokens/ThemeProvider';

export type StoryTheme = 'light' | 'dark';

function DocumentTheme({ theme, children }: { theme: StoryTheme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  return children;
}

/**
 * The toolbar's (or the story's own) theme on the story's own root, `<div data-theme>` with the theme's page colours,
 * so a docs page, which shows every story of a component in one document, shows each as its toolbar and story say
 * (issue 27: a 'Dark Theme' story set the shared document dark and every story of the page followed). Alone on its
 * canvas, a story also sets <html data-theme> as ThemeProvider does in the app, for what it opens in a portal
 * (dialogs, sheets, toasts).
 */
export const withStoryTheme: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const root = (
    <div
      data-theme={theme}
      data-story-theme=""
      style={{ background: 'var(--esc-color-bg)', color: 'var(--esc-color-text)', colorScheme: theme }}
    >
      <Story />
    </div>
  );
  return context.viewMode === 'docs' ? root : <DocumentTheme theme={theme}>{root}</DocumentTheme>;
};

/** Wraps a story in a ThemeProvider that starts from the toolbar's theme global. */
export const withThemeProvider: Decorator = (Story, context) => (
  <ThemeProvider defaultTheme={context.globals['theme'] === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeProvider>
);
