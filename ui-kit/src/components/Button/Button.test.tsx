import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './Button.stories';

const composed = composeStories(stories);

describe('Button', () => {
  testStories(composed, {
    Primary: () => {
      const button = screen.getByRole('button', { name: 'Añadir al carrito' });
      expect(button).toHaveAttribute('data-variant', 'primary');
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toBeEnabled();
    },
    Secondary: () => {
      expect(screen.getByRole('button', { name: 'Ver detalles' })).toHaveAttribute('data-variant', 'secondary');
    },
    Ghost: () => {
      expect(screen.getByRole('button', { name: 'Seguir comprando' })).toHaveAttribute('data-variant', 'ghost');
    },
    Danger: () => {
      expect(screen.getByRole('button', { name: 'Eliminar del carrito' })).toHaveAttribute('data-variant', 'danger');
    },
    Sizes: () => {
      expect(screen.getByRole('button', { name: 'Pequeño' })).toHaveAttribute('data-size', 'sm');
      expect(screen.getByRole('button', { name: 'Mediano' })).toHaveAttribute('data-size', 'md');
      expect(screen.getByRole('button', { name: 'Grande' })).toHaveAttribute('data-size', 'lg');
    },
    Loading: () => {
      const button = screen.getByRole('button', { name: 'Procesando...' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toHaveTextContent('Realizar pedido');
      expect(composed.Loading.args.onClick).not.toHaveBeenCalled();
    },
    Disabled: () => {
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    },
    FullWidth: () => {
      expect(screen.getByRole('button', { name: 'Ir a pagar' }).className).toMatch(/fullWidth/);
    },
    AsLink: () => {
      const link = screen.getByRole('link', { name: 'Ver todos los productos' });
      expect(link).toHaveAttribute('href', '/web-products');
      expect(link).toHaveAttribute('data-variant', 'secondary');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
    DarkTheme: () => {
      expect(screen.getAllByRole('button')).toHaveLength(4);
      const primary = screen.getByRole('button', { name: 'Primario' });
      expect(resolvedStyle(primary, 'background')).toBe(darkToken('color-accent'));
      expect(resolvedStyle(primary, 'color')).toBe(darkToken('color-on-accent'));
      expect(resolvedStyle(screen.getByRole('button', { name: 'Secundario' }), 'color')).toBe(
        darkToken('color-accent'),
      );
      expect(resolvedStyle(screen.getByRole('button', { name: 'Peligro' }), 'background')).toBe(
        darkToken('color-danger'),
      );
    },
  });
});
