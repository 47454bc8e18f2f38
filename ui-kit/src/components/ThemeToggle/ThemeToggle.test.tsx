import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ThemeToggle.stories';

describe('ThemeToggle', () => {
  testStories(composeStories(stories), {
    Default: async () => {
      const button = screen.getByRole('button', { name: 'Cambiar tema' });
      expect(document.documentElement).toHaveAttribute('data-theme', 'light');
      expect(button).toHaveAttribute('title', 'Activar tema oscuro');
      await userEvent.setup().click(button);
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(window.localStorage.getItem('esencia-theme')).toBe('dark');
      expect(button).toHaveAttribute('title', 'Activar tema claro');
    },
    Toggling: () => {
      // The play function switched from the default light theme.
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(window.localStorage.getItem('esencia-theme')).toBe('dark');
    },
    StartsDark: async () => {
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Cambiar tema' }));
      expect(document.documentElement).toHaveAttribute('data-theme', 'light');
      expect(window.localStorage.getItem('esencia-theme')).toBe('light');
    },
  });
});
