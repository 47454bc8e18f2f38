import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './Pagination.stories';

const composed = composeStories(stories);

describe('Pagination', () => {
  testStories(composed, {
    MiddlePage: async () => {
      const user = userEvent.setup();
      const nav = screen.getByRole('navigation', { name: 'Paginación' });
      expect(within(nav).getByText('Página 2 de 5')).toBeInTheDocument();
      await user.click(within(nav).getByRole('button', { name: 'Anterior' }));
      expect(composed.MiddlePage.args.onPageChange).toHaveBeenLastCalledWith(1);
      await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
      expect(composed.MiddlePage.args.onPageChange).toHaveBeenLastCalledWith(3);
    },
    FirstPage: () => {
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    },
    LastPage: () => {
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    },
    SinglePage: () => {
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    },
    Navigation: () => {
      // The play function went 1 → 2 → 3 → 2.
      expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
      expect(composed.Navigation.args.onPageChange).toHaveBeenCalledTimes(3);
    },
    CustomLabels: () => {
      const nav = screen.getByRole('navigation', { name: 'Páginas de pedidos' });
      expect(within(nav).getByRole('button', { name: 'Más antiguos' })).toBeInTheDocument();
      expect(within(nav).getByText('2 / 5')).toBeInTheDocument();
    },
  });
});
