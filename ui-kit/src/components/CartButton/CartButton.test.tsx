import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import { cartButtonLabel } from './CartButton';
import * as stories from './CartButton.stories';

const composed = composeStories(stories);

const notice = () => screen.getByRole('status');

describe('CartButton', () => {
  it('names the button after the units in the cart', () => {
    expect(cartButtonLabel(0)).toBe('Carrito, vacío');
    expect(cartButtonLabel(1)).toBe('Carrito, 1 producto');
    expect(cartButtonLabel(2)).toBe('Carrito, 2 productos');
  });

  testStories(composed, {
    Default: () => {
      const button = screen.getByRole('button', { name: 'Carrito, 2 productos' });
      expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
      expect(screen.getByTestId('cart-badge')).toHaveAttribute('aria-hidden', 'true');
      fireEvent.click(button);
      expect(composed.Default.args.onClick).toHaveBeenCalledTimes(1);
      expect(notice()).toBeEmptyDOMElement();
    },
    Empty: () => {
      expect(screen.getByRole('button', { name: 'Carrito, vacío' })).toBeInTheDocument();
      expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    },
    OneProduct: () => {
      expect(screen.getByRole('button', { name: 'Carrito, 1 producto' })).toBeInTheDocument();
    },
    ManyProducts: () => {
      expect(screen.getByRole('button', { name: 'Carrito, 120 productos' })).toBeInTheDocument();
      expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    },
    AddedNotice: onFrozenClock(() => {
      const add = screen.getByRole('button', { name: 'Añadir al carrito' });
      fireEvent.click(add);
      expect(screen.getByRole('button', { name: 'Carrito, 1 producto' })).toBeInTheDocument();
      expect(notice()).toHaveTextContent('Producto añadido al carrito');
      expect(notice()).toHaveAttribute('data-visible');
      advanceClock(1999);
      expect(notice()).toHaveTextContent('Producto añadido al carrito');
      advanceClock(1);
      expect(notice()).toBeEmptyDOMElement();
      expect(notice()).not.toHaveAttribute('data-visible');

      // A second addition shows it again and restarts the 2 s.
      fireEvent.click(add);
      advanceClock(1500);
      fireEvent.click(add);
      advanceClock(1500);
      expect(notice()).toHaveTextContent('Producto añadido al carrito');
      advanceClock(500);
      expect(notice()).toBeEmptyDOMElement();
      expect(screen.getByRole('button', { name: 'Carrito, 3 productos' })).toBeInTheDocument();
    }),
    DarkTheme: () => {
      const badge = screen.getByTestId('cart-badge');
      expect(resolvedStyle(badge, 'background')).toBe(darkToken('color-accent'));
      expect(resolvedStyle(badge, 'color')).toBe(darkToken('color-on-accent'));
      expect(resolvedStyle(notice(), 'background')).toBe(darkToken('color-text'));
      expect(resolvedStyle(notice(), 'color')).toBe(darkToken('color-bg'));
    },
  });
});
