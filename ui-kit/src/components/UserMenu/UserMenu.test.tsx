import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './UserMenu.stories';

const composed = composeStories(stories);

describe('UserMenu', () => {
  testStories(composed, {
    Default: async () => {
      const trigger = screen.getByRole('button', { name: 'Hola, ana.quispe' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await userEvent.setup().click(trigger);
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      // Without onSignOutEverywhere there is no such item.
      expect(screen.queryByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' })).toBeNull();
    },
    Open: () => {
      const menu = screen.getByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Perfil', 'Cerrar sesión']);
      const profile = within(menu).getByRole('menuitem', { name: 'Perfil' });
      expect(profile.tagName).toBe('A');
      expect(profile).toHaveAttribute('href', '/profile');
      // A menu button's menu, not a modal: the page around it is not hidden from assistive technology (a modal
      // menu left the page aria-hidden yet focusable, and without a heading: axe's aria-hidden-focus and
      // page-has-heading-one), and it opens beside its trigger, in the trigger's landmark (axe's region).
      const trigger = screen.getByRole('button', { name: 'Hola, ana.quispe' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(document.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
      expect(trigger.parentElement).toContainElement(menu);
    },
    SignOut: () => {
      expect(composed.SignOut.args.onSignOut).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Hola, ana.quispe' })).toHaveAttribute('aria-expanded', 'false');
    },
    SignOutEverywhere: () => {
      expect(composed.SignOutEverywhere.args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
    },
    Keyboard: () => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hola, ana.quispe' })).toHaveFocus();
    },
    ButtonWhileMenuLoads: () => {
      const [standIn, trigger] = [...document.querySelectorAll('button')];
      expect(standIn).toHaveTextContent('Hola, ana.quispe');
      expect(standIn).toHaveAttribute('inert');
      // Not a second 'Hola, …' button for assistive technology (nor for a test looking for the real one).
      expect(standIn).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getAllByRole('button', { name: 'Hola, ana.quispe' })).toEqual([trigger]);
      expect(standIn).not.toHaveAttribute('aria-haspopup');
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      // The same button: same classes, so the same size once the menu replaces it.
      expect(standIn!.className).toBe(trigger!.className);
      expect(standIn!.innerHTML).toBe(trigger!.innerHTML);
      expect(resolvedStyle(standIn!, 'max-width')).toBe('16rem');
    },
    WithRouterLink: () => {
      const profile = screen.getByRole('menuitem', { name: 'Perfil' });
      expect(profile).toHaveAttribute('data-router-link');
      expect(profile).toHaveAttribute('href', '#/profile');
    },
    WithExtraItem: async () => {
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
      expect(items).toEqual(['Perfil', 'Mis Pedidos', 'Cerrar sesión']);
      await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Mis Pedidos' }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    },
    SigningOut: () => {
      expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(screen.getByRole('menuitem', { name: 'Perfil' })).not.toHaveAttribute('aria-disabled');
    },
    DarkTheme: () => {
      expect(screen.getByRole('button', { name: 'Hola, Usuario' })).toBeInTheDocument();
      const menu = screen.getByRole('menu');
      expect(within(menu).getByText('cliente@example.com')).toBeInTheDocument();
      expect(resolvedStyle(menu, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(menu, 'color')).toBe(darkToken('color-text'));
    },
  });
});
