import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './QuantityStepper.stories';

const composed = composeStories(stories);

describe('QuantityStepper', () => {
  testStories(composed, {
    Default: async () => {
      const user = userEvent.setup();
      const input = screen.getByRole('spinbutton', { name: 'Cantidad' });
      expect(input).toHaveValue(1);
      expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
      expect(input).toHaveValue(2);
      expect(composed.Default.args.onChange).toHaveBeenLastCalledWith(2);
      await user.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
      expect(input).toHaveValue(1);
    },
    AtStockLimit: () => {
      expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
      expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveAttribute('max', '3');
    },
    WithMessage: () => {
      const input = screen.getByRole('spinbutton', { name: 'Cantidad' });
      expect(screen.getByRole('status')).toHaveTextContent('Solo hay 3 unidades disponibles');
      expect(input).toHaveAccessibleDescription('Solo hay 3 unidades disponibles');
    },
    OutOfStock: () => {
      expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    },
    ClampsToStock: () => {
      // The play function asked for 10 units of a product with 3 in stock.
      expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(3);
      expect(screen.getByRole('status')).toHaveTextContent('Solo hay 3 unidades disponibles');
    },
    EmptyFieldFallsBackToMin: () => {
      // Cleared, then blurred: back to 1 without a message.
      expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(1);
      expect(composed.EmptyFieldFallsBackToMin.args.onChange).toHaveBeenLastCalledWith(1);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    },
    DarkTheme: () => {
      const input = screen.getByRole('spinbutton', { name: 'Cantidad' });
      expect(input).toHaveValue(2);
      expect(resolvedStyle(input, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(input, 'color')).toBe(darkToken('color-text'));
    },
  });
});
