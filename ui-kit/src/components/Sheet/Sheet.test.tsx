import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './Sheet.stories';

const composed = composeStories(stories);

describe('Sheet', () => {
  testStories(composed, {
    Right: async () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Abrir panel' }));
      const sheet = await screen.findByRole('dialog', { name: 'Carrito de compras' });
      expect(resolvedStyle(sheet, 'right')).toBe('0px');
      expect(resolvedStyle(sheet, 'left')).toBe('auto');
      expect(resolvedStyle(sheet, 'transform')).toBe('none');
      // The body scrolls between the fixed title and footer.
      const body = within(sheet).getByText(/^Línea 1:/).parentElement!;
      expect(resolvedStyle(body, 'overflow-y')).toBe('auto');
      fireEvent.click(within(sheet).getByRole('button', { name: 'Listo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(composed.Right.args.onOpenChange).toHaveBeenLastCalledWith(false);
    },
    Left: () => {
      const sheet = screen.getByRole('dialog', { name: 'Menú' });
      expect(resolvedStyle(sheet, 'left')).toBe('0px');
      expect(resolvedStyle(sheet, 'right')).toBe('auto');
    },
    OpenByDefault: async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    DarkTheme: () => {
      const sheet = screen.getByRole('dialog');
      expect(resolvedStyle(sheet, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(sheet, 'color')).toBe(darkToken('color-text'));
    },
  });
});
