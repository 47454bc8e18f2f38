import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './DataTable.stories';

const composed = composeStories(stories);

const table = () => screen.getByRole('table', { name: 'Marcas' });

function expectBrandsTable() {
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Nombre', 'Descripción', 'Productos', 'Estado']);
  const rows = within(table()).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const cells = within(rows[2] as HTMLElement).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['Maison Lys', 'Maison Lys', '0', 'Inactiva']);
  // Each value carries its column's heading: the label in front of it when the row is a card.
  expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
    'Nombre',
    'Descripción',
    'Productos',
    'Estado',
  ]);
  expect(cells[2]).toHaveAttribute('data-align', 'end');
}

describe('DataTable', () => {
  testStories(composed, {
    Brands: () => {
      expectBrandsTable();
      // The caption names the table without being shown.
      expect(screen.getByText('Marcas', { selector: 'caption' }).className).toMatch(/hiddenCaption/);
    },
    WithCaption: () => {
      expect(screen.getByText('Marcas', { selector: 'caption' }).className).not.toMatch(/hiddenCaption/);
    },
    Empty: () => {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('No hay marcas registradas.')).toBeInTheDocument();
    },
    PhoneCards: () => {
      // jsdom applies no media queries; the card layout is the stylesheet's (max-width: 768px) block.
      expectBrandsTable();
    },
    DarkTheme: () => {
      const wrapper = table().parentElement as HTMLElement;
      expect(resolvedStyle(wrapper, 'background')).toBe(darkToken('color-surface'));
    },
  });
});
