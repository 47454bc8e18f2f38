import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './CartPanel.stories';

const composed = composeStories(stories);

const panel = () => screen.getByRole('dialog', { name: 'Carrito de compras' });

describe('CartPanel', () => {
  testStories(composed, {
    WithItems: () => {
      const lines = within(panel()).getByRole('list', { name: 'Productos en el carrito' });
      expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
      expect(panel()).toHaveTextContent('Subtotal (3 productos)S/ 297.74');
      fireEvent.click(within(panel()).getByRole('button', { name: 'Finalizar compra' }));
      expect(composed.WithItems.args.onCheckout).toHaveBeenCalledTimes(1);
      fireEvent.click(within(panel()).getByRole('button', { name: 'Vaciar carrito' }));
      expect(composed.WithItems.args.onClear).toHaveBeenCalledTimes(1);
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
      // Slides in from the right edge, full height.
      expect(resolvedStyle(panel(), 'right')).toBe('0px');
      expect(resolvedStyle(panel(), 'transform')).toBe('none');
    },
    Loading: () => {
      expect(within(panel()).getByRole('status')).toHaveTextContent('Cargando carrito...');
      expect(within(panel()).queryByRole('button', { name: 'Finalizar compra' })).not.toBeInTheDocument();
    },
    LoadError: () => {
      expect(panel()).toHaveTextContent('Error al cargar items del carrito');
      fireEvent.click(within(panel()).getByRole('button', { name: 'Intentar de nuevo' }));
      expect(composed.LoadError.args.onRetry).toHaveBeenCalledTimes(1);
    },
    Empty: () => {
      expect(panel()).toHaveTextContent('Tu carrito está vacío');
      expect(within(panel()).getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/web-products');
      expect(within(panel()).queryByRole('button', { name: 'Finalizar compra' })).not.toBeInTheDocument();
    },
    StockWarning: () => {
      expect(within(panel()).getByRole('alert')).toHaveTextContent(
        'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.',
      );
    },
    AddedWithProblems: () => {
      const note = within(panel()).getByRole('alert');
      expect(within(note).getByText('Agregamos 2 productos a tu carrito')).toBeInTheDocument();
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Solo queda 1 unidad de Trésor EDP 100 ml', 'Ya no está disponible: Dylan Blue EDT 100 ml']);
    },
    AddedEverything: () => {
      const note = within(panel()).getByText('Agregamos 3 productos a tu carrito').closest('[role="status"]');
      expect(note).not.toBeNull();
      expect(within(note as HTMLElement).queryByRole('list')).not.toBeInTheDocument();
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    },
    CheckingOut: () => {
      const checkout = within(panel()).getByRole('button', { name: 'Procesando...' });
      expect(checkout).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(checkout);
      expect(composed.CheckingOut.args.onCheckout).not.toHaveBeenCalled();
      expect(within(panel()).getByRole('button', { name: 'Vaciar carrito' })).toBeDisabled();
    },
    FromCartButton: async () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Carrito, 3 productos' }));
      expect(await screen.findByRole('dialog', { name: 'Carrito de compras' })).toBeInTheDocument();
      fireEvent.click(within(panel()).getByRole('button', { name: 'Seguir comprando' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(composed.FromCartButton.args.onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole('button', { name: 'Carrito, 3 productos' })).toHaveFocus();
    },
    DarkTheme: () => {
      expect(resolvedStyle(panel(), 'background')).toBe(darkToken('color-surface'));
      const alert = within(panel()).getByRole('alert');
      expect(resolvedStyle(alert, 'background')).toBe(darkToken('color-warning-subtle'));
      expect(resolvedStyle(alert, 'color')).toBe(darkToken('color-on-warning-subtle'));
    },
  });
});
