import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './MobileMenu.stories';

const composed = composeStories(stories);

describe('MobileMenu', () => {
  testStories(composed, {
    Default: async () => {
      const trigger = screen.getByRole('button', { name: 'Abrir menú' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      fireEvent.click(trigger);
      const menu = await screen.findByRole('dialog', { name: 'Menú' });
      expect(composed.Default.args.onOpenChange).toHaveBeenLastCalledWith(true);
      expect(resolvedStyle(menu, 'left')).toBe('0px');
    },
    Open: () => {
      const menu = screen.getByRole('dialog', { name: 'Menú' });
      const account = within(menu).getByRole('region', { name: 'Mi cuenta' });
      expect(within(account).getByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
      expect(within(account).getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/my-orders');
      fireEvent.click(within(menu).getByRole('button', { name: 'Cerrar menú' }));
      expect(composed.Open.args.onOpenChange).toHaveBeenLastCalledWith(false);
    },
    DarkTheme: () => {
      const menu = screen.getByRole('dialog', { name: 'Menú' });
      expect(resolvedStyle(menu, 'background')).toBe(darkToken('color-surface'));
      const heading = within(menu).getByRole('heading', { name: 'Apariencia' });
      expect(resolvedStyle(heading, 'color')).toBe(darkToken('color-text-muted'));
    },
    ButtonOnly: () => {
      // The same ☰ button as the menu's own trigger, without opening anything.
      const button = screen.getByRole('button', { name: 'Abrir menú' });
      const { container } = render(<composed.Default />);
      const menuTrigger = within(container).getByRole('button', { name: 'Abrir menú' });
      expect(button.className).toBe(menuTrigger.className);
      expect(button.innerHTML).toBe(menuTrigger.innerHTML);
      fireEvent.click(button);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  });
});
