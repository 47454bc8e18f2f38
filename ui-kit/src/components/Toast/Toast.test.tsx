import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import { useToast } from './Toast';
import * as stories from './Toast.stories';

const composed = composeStories(stories);

const region = () => screen.getByRole('region', { name: 'Notificaciones (F8)' });
const toasts = () => within(region()).queryAllByRole('listitem');

describe('Toast', () => {
  // Plain renders first: a composed story stays mounted until the next story runs.
  it('useToast throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
  });

  testStories(composed, {
    Success: () => {
      const [toast] = toasts();
      expect(toast).toHaveAttribute('data-tone', 'success');
      expect(toast).toHaveAttribute('data-state', 'open');
      // Screen readers get it through a polite live region.
      expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    },
    Info: () => {
      expect(toasts()[0]).toHaveAttribute('data-tone', 'info');
      expect(toasts()[0]).toHaveTextContent('El pedido #A1B2C3 ahora está en proceso.');
    },
    Warning: () => {
      const [toast] = toasts();
      expect(toast).toHaveAttribute('data-tone', 'warning');
      expect(within(toast as HTMLElement).getByText('Por favor, agrega productos antes de continuar.')).toBeVisible();
      expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    },
    ErrorToast: () => {
      expect(toasts()[0]).toHaveAttribute('data-tone', 'error');
      expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    },
    AutoDismiss: onFrozenClock(() => {
      advanceClock(399);
      expect(toasts()).toHaveLength(1);
      advanceClock(1);
      expect(toasts()).toHaveLength(0);
    }),
    CloseButton: () => {
      expect(toasts()).toHaveLength(0);
    },
    Stacked: () => {
      expect(toasts()).toHaveLength(3);
    },
    DarkTheme: () => {
      const [toast] = toasts() as [HTMLElement];
      expect(toast).toHaveTextContent('Error al cargar el perfil');
      expect(resolvedStyle(toast, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(toast, 'color')).toBe(darkToken('color-text'));
    },
  });
});
