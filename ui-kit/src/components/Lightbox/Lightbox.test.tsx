import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './Lightbox.stories';

const composed = composeStories(stories);

describe('Lightbox', () => {
  testStories(composed, {
    Closed: async () => {
      const user = userEvent.setup();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ver imágenes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rosa Nocturna Eau de Parfum 100 ml' });
      expect(within(dialog).getByRole('img', { name: 'Rosa Nocturna, imagen 1 de 3' })).toBeInTheDocument();
      // Closing returns focus to the element that opened it.
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Ver imágenes' })).toHaveFocus();
    },
    Open: () => {
      const dialog = screen.getByRole('dialog', { name: 'Rosa Nocturna Eau de Parfum 100 ml' });
      expect(within(dialog).getByText('Imagen 1 de 3')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Imagen anterior' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Imagen siguiente' })).toBeInTheDocument();
    },
    KeyboardArrows: () => {
      // → → ← gave image 2; ← ← wrapped from 2 to 1 and then to 3.
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('img', { name: 'Rosa Nocturna, imagen 3 de 3' })).toBeInTheDocument();
      expect(composed.KeyboardArrows.args.onIndexChange).toHaveBeenCalledTimes(5);
      expect(screen.getByText('Imagen actual: 3')).toBeInTheDocument();
    },
    OnScreenButtons: () => {
      // ← wrapped to 3, then → → went 1, 2.
      expect(screen.getByRole('img', { name: 'Rosa Nocturna, imagen 2 de 3' })).toBeInTheDocument();
      expect(composed.OnScreenButtons.args.onIndexChange).toHaveBeenLastCalledWith(1);
    },
    EscapeCloses: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByText('Confirmar salida')).not.toBeInTheDocument();
    },
    SingleImage: async () => {
      const user = userEvent.setup();
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).queryByRole('button', { name: 'Imagen siguiente' })).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/Imagen 1 de/)).not.toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(composed.SingleImage.args.onIndexChange).not.toHaveBeenCalled();
    },
    LongTitle: () => {
      const dialog = screen.getByRole('dialog', { name: /^Rosa Nocturna Eau de Parfum Intense/ });
      const title = within(dialog).getByRole('heading');
      expect(resolvedStyle(title, 'white-space')).not.toBe('nowrap');
      expect(resolvedStyle(title, 'overflow-wrap')).toBe('anywhere');
      // The image spans the panel; the arrows are drawn over it instead of taking width from it.
      const image = within(dialog).getByRole('img');
      expect(resolvedStyle(image, 'width')).toBe('100%');
      expect(resolvedStyle(image, 'height')).toBe('auto');
      for (const name of ['Imagen anterior', 'Imagen siguiente']) {
        expect(resolvedStyle(within(dialog).getByRole('button', { name }), 'position')).toBe('absolute');
      }
      // The panel is not a fixed full-screen box: it is centred and as tall as its content.
      expect(resolvedStyle(dialog, 'inset')).toBe('');
      expect(resolvedStyle(dialog, 'top')).toBe('50%');
    },
    DarkTheme: () => {
      const dialog = screen.getByRole('dialog');
      expect(resolvedStyle(dialog, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(dialog, 'color')).toBe(darkToken('color-text'));
    },
  });
});
