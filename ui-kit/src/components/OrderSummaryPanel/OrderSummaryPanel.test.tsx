import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './OrderSummaryPanel.stories';

const composed = composeStories(stories);
const panel = () => screen.getByRole('region', { name: 'Resumen de tu Orden' });
const lines = () => within(screen.getByRole('list', { name: 'Productos de la orden' })).getAllByRole('listitem');
/** The totals as [term, value] pairs. */
const totals = () =>
  Array.from(panel().querySelectorAll('dl > div')).map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);
const STOCK_CHANGED = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.';

describe('OrderSummaryPanel', () => {
  testStories(composed, {
    Default: () => {
      expect(screen.getByRole('heading', { level: 2, name: 'Resumen de tu Orden' })).toBeInTheDocument();
      const [rose, amber] = lines();
      expect(rose).toHaveTextContent('Rosa Nocturna Eau de Parfum 100 ml');
      expect(rose).toHaveTextContent('Cantidad: 2');
      expect(within(rose!).getByText('S/ 129.90').closest('s')).not.toBeNull();
      expect(rose).toHaveTextContent('Descuento -20%');
      expect(rose).toHaveTextContent('S/ 207.84');
      expect(within(rose!).getByRole('img', { name: 'Rosa Nocturna Eau de Parfum 100 ml' })).toBeInTheDocument();
      // Same original and current price: nothing struck through, no discount label.
      expect(amber!.querySelector('s')).toBeNull();
      expect(amber).not.toHaveTextContent('Descuento');
      expect(totals()).toEqual([
        ['Subtotal', 'S/ 396.84'],
        ['Envío', 'Gratis'],
        ['Total', 'S/ 396.84'],
      ]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(panel()).not.toHaveAttribute('aria-busy');
      // Its lines follow the panel's width (the prices go under the name when narrow: e2e/layout.spec.ts), and a
      // long brand wraps rather than run under the prices.
      expect(resolvedStyle(panel(), 'container-type')).toBe('inline-size');
      expect(resolvedStyle(within(rose!).getByText('Maison Lys'), 'overflow-wrap')).toBe('anywhere');
    },
    WithShipping: () => {
      expect(totals()).toEqual([
        ['Subtotal', 'S/ 189.00'],
        ['Envío', 'S/ 15.00'],
        ['Total', 'S/ 204.00'],
      ]);
    },
    WithIzipayCommission: () => {
      expect(totals()).toContainEqual(['Comisión Izipay (4%)', 'S/ 15.87']);
      expect(totals().at(-1)).toEqual(['Total', 'S/ 412.71']);
    },
    StockChanged: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(STOCK_CHANGED);
      const [rose, citrus, gone] = lines();
      expect(rose).toHaveTextContent('Solo hay 1 unidades disponibles');
      expect(citrus).toHaveTextContent('Agotado');
      expect(gone).toHaveTextContent('Producto no disponible');
      expect(gone).not.toHaveTextContent('Solo hay');
    },
    Busy: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Registrando tu pedido...');
      expect(panel()).toHaveAttribute('aria-busy', 'true');
    },
    Empty: () => {
      expect(panel()).toHaveTextContent('No hay productos para continuar.');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    },
    PlacingAnOrder: () => {
      expect(screen.getByRole('button', { name: 'Procesando...' })).toHaveAttribute('aria-disabled', 'true');
    },
    DarkTheme: () => {
      expect(resolvedStyle(screen.getByRole('alert'), 'background')).toBe(darkToken('color-warning-subtle'));
      expect(resolvedStyle(panel(), 'background')).toBe(darkToken('color-surface'));
    },
  });
});
