import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './CartLineItem.stories';

const composed = composeStories(stories);
const NAME = 'Rosa Nocturna Eau de Parfum 100 ml';

const line = (name = NAME) => screen.getByRole('article', { name });
const plus = (name = NAME) => screen.getByRole('button', { name: `Aumentar cantidad de ${name}` });
const minus = (name = NAME) => screen.getByRole('button', { name: `Disminuir cantidad de ${name}` });
const quantity = () => within(screen.getByRole('group', { name: `Cantidad de ${NAME}` })).getByRole('status');

describe('CartLineItem', () => {
  testStories(composed, {
    Default: () => {
      expect(within(line()).getByRole('link', { name: NAME })).toHaveAttribute('href', '/product/1');
      expect(line()).toHaveTextContent('Maison Lys');
      expect(line()).toHaveTextContent('S/ 259.80');
      expect(quantity()).toHaveTextContent('2');
      const { onQuantityChange, onRemove } = composed.Default.args;
      fireEvent.click(plus());
      expect(onQuantityChange).toHaveBeenLastCalledWith(3);
      fireEvent.click(minus());
      expect(onQuantityChange).toHaveBeenLastCalledWith(1);
      fireEvent.click(screen.getByRole('button', { name: `Eliminar ${NAME} del carrito` }));
      expect(onRemove).toHaveBeenCalledTimes(1);
    },
    Discounted: () => {
      expect(screen.getByText('S/ 129.90').closest('s')).not.toBeNull();
      expect(line()).toHaveTextContent('S/ 103.92');
    },
    AtStock: () => {
      expect(plus()).toBeDisabled();
      expect(minus()).toBeEnabled();
    },
    MinimumOne: () => {
      expect(minus()).toBeDisabled();
      expect(plus()).toBeEnabled();
    },
    QuantityCut: () => {
      expect(line()).toHaveTextContent('Solo queda 1 unidad: ajustamos la cantidad.');
      expect(plus()).toBeDisabled();
      expect(minus()).toBeDisabled();
    },
    Unavailable: () => {
      const unavailable = line('Producto no disponible');
      expect(within(unavailable).queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Eliminar Producto no disponible del carrito' })).toBeEnabled();
    },
    Busy: () => {
      expect(line()).toHaveAttribute('aria-busy', 'true');
      for (const button of within(line()).getAllByRole('button')) expect(button).toBeDisabled();
    },
    Interactive: () => {
      const { onQuantityChange } = composed.Interactive.args;
      fireEvent.click(plus());
      fireEvent.click(plus());
      expect(quantity()).toHaveTextContent('3');
      expect(plus()).toBeDisabled();
      expect(onQuantityChange).toHaveBeenCalledTimes(2);
      fireEvent.click(minus());
      fireEvent.click(minus());
      expect(quantity()).toHaveTextContent('1');
      expect(minus()).toBeDisabled();
      expect(line()).toHaveTextContent('S/ 129.90');
    },
    DarkTheme: () => {
      const note = screen.getByText('Solo quedan 2 unidades: ajustamos la cantidad.');
      expect(resolvedStyle(note, 'background')).toBe(darkToken('color-warning-subtle'));
      expect(resolvedStyle(note, 'color')).toBe(darkToken('color-on-warning-subtle'));
    },
  });
});
