import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './StoriesButton.stories';

const composed = composeStories(stories);

describe('StoriesButton', () => {
  testStories(composed, {
    Default: async () => {
      const button = screen.getByRole('button', { name: 'Historias 3' });
      expect(resolvedStyle(button, 'position')).toBe('fixed');
      await userEvent.setup().click(button);
      expect(composed.Default.args.onClick).toHaveBeenCalledTimes(1);
    },
    WithoutCount: () => {
      expect(screen.getByRole('button', { name: 'Historias' })).toBeInTheDocument();
    },
    DarkTheme: () => {
      expect(resolvedStyle(screen.getByRole('button'), 'background')).toBe(darkToken('color-surface'));
    },
  });
});
