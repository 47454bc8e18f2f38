import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './InfoCard.stories';

const composed = composeStories(stories);

describe('InfoCard', () => {
  testStories(composed, {
    Contact: () => {
      const card = screen.getByRole('article', { name: 'Teléfono' });
      expect(within(card).getByRole('heading', { level: 3, name: 'Teléfono' })).toBeInTheDocument();
      expect(card).toHaveTextContent('+51 987 654 321');
      expect(card).toHaveTextContent('Lunes a Viernes 9am-6pm, Sábados 9am-1pm');
      // The icon is decorative.
      expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
    WithAction: () => {
      const card = screen.getByRole('article', { name: 'Chat en vivo' });
      expect(within(card).getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/51987654321',
      );
    },
    BankAccount: () => {
      const card = screen.getByRole('article', { name: 'BCP' });
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Titular', 'Cuenta']);
      expect(within(card).getAllByRole('definition')[1]).toHaveTextContent('191-2345678-0-12');
      // No footer given: no empty footer rule either.
      expect(card.lastElementChild).toHaveTextContent('Titular');
    },
    PlainHeading2: () => {
      const card = screen.getByRole('article', { name: 'Teléfono' });
      expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(card.querySelector('svg')).toBeNull();
    },
    DarkTheme: () => {
      const card = screen.getByRole('article', { name: 'Teléfono' });
      expect(resolvedStyle(card, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(card, 'color')).toBe(darkToken('color-text'));
    },
  });
});
