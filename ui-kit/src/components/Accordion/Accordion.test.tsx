import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './Accordion.stories';

const composed = composeStories(stories);

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  testStories(composed, {
    Default: () => {
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      for (const question of [
        '¿Cómo realizo un pedido?',
        '¿Cuánto tarda la entrega?',
        '¿Qué métodos de pago aceptan?',
      ]) {
        expect(trigger(question)).toHaveAttribute('aria-expanded', 'false');
      }
      // A closed answer is not exposed.
      expect(screen.queryByText(/Yape, Plin/)).toBeNull();
    },
    OneAtATime: () => {
      expect(trigger('¿Cómo realizo un pedido?')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText(/Agrega tus perfumes al carrito/)).toBeNull();
      const answer = screen.getByRole('region', { name: '¿Cuánto tarda la entrega?' });
      expect(answer).toHaveTextContent('En Lima y Callao de 1 a 2 días hábiles');
      expect(trigger('¿Cuánto tarda la entrega?')).toHaveAttribute('aria-controls', answer.id);
    },
    Multiple: () => {
      expect(screen.getByText(/Agrega tus perfumes al carrito/)).toBeVisible();
      expect(screen.getByText(/Yape, Plin/)).toBeVisible();
      expect(trigger('¿Cuánto tarda la entrega?')).toHaveAttribute('aria-expanded', 'false');
    },
    Keyboard: () => {
      expect(trigger('¿Cuánto tarda la entrega?')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(/En Lima y Callao/)).toBeVisible();
    },
    HeadingLevel2: () => {
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
      expect(screen.getByRole('heading', { level: 2, name: '¿Cómo realizo un pedido?' })).toContainElement(
        trigger('¿Cómo realizo un pedido?'),
      );
    },
    DarkTheme: () => {
      // The root: the one element with an orientation but no open/closed state.
      const accordion = trigger('¿Cómo realizo un pedido?').closest('[data-orientation]:not([data-state])');
      if (!accordion) throw new Error('no accordion root');
      expect(resolvedStyle(accordion, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(accordion, 'color')).toBe(darkToken('color-text'));
    },
  });
});
