import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ErrorState.stories';

const composed = composeStories(stories);

describe('ErrorState', () => {
  testStories(composed, {
    MessageOnly: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Hubo un error al cargar los pedidos');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
    WithRetry: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Hubo un error al cargar los productos.');
      expect(composed.WithRetry.args.onRetry).toHaveBeenCalledTimes(1);
    },
    WithTitle: async () => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('No pudimos cargar el catálogo');
      expect(alert).toHaveTextContent('Por favor, intenta de nuevo');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
      expect(composed.WithTitle.args.onRetry).toHaveBeenCalledTimes(1);
    },
    Retrying: async () => {
      const button = screen.getByRole('button', { name: 'Cargando...' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      await userEvent.setup().click(button);
      expect(composed.Retrying.args.onRetry).not.toHaveBeenCalled();
    },
    Compact: () => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveAttribute('data-size', 'compact');
      expect(alert).toHaveTextContent('No pudimos cargar el catálogo');
      expect(alert.querySelector('svg')).toBeNull();
      expect(composed.Compact.args.onRetry).toHaveBeenCalledTimes(1);
    },
    CompactMessageOnly: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las marcas');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
    PageWithAction: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Lo sentimos, ha ocurrido un error inesperado.');
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  });
});
