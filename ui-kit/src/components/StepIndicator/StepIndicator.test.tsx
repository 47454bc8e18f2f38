import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './StepIndicator.stories';

const composed = composeStories(stories);

const steps = () => within(screen.getByRole('navigation', { name: 'Pasos del pedido' })).getAllByRole('listitem');
const states = () => steps().map((step) => step.getAttribute('data-state'));
const currentStep = () => steps().filter((step) => step.getAttribute('aria-current') === 'step');

describe('StepIndicator', () => {
  testStories(composed, {
    FirstStep: () => {
      expect(states()).toEqual(['current', 'upcoming', 'upcoming']);
      expect(currentStep()).toHaveLength(1);
      expect(currentStep()[0]).toHaveTextContent('Paso 1 de 3: Identificación');
    },
    SecondStep: () => {
      expect(states()).toEqual(['completed', 'current', 'upcoming']);
      expect(steps()[0]).toHaveTextContent('Identificación (completado)');
      expect(steps()[0]).not.toHaveAttribute('aria-current');
      expect(currentStep()[0]).toHaveTextContent('Entrega y Pago');
    },
    LastStep: () => {
      expect(states()).toEqual(['completed', 'completed', 'current']);
      expect(currentStep()[0]).toHaveTextContent('Paso 3 de 3: Resumen de pago');
    },
    Interactive: () => {
      expect(states()).toEqual(['completed', 'current', 'upcoming']);
    },
    Phone: () => {
      const compact = screen.getByText('Paso 2 de 3:', { exact: false, selector: 'p' });
      expect(compact).toHaveTextContent('Paso 2 de 3: Entrega y Pago');
      expect(compact).toHaveAttribute('aria-hidden', 'true');
    },
    DarkTheme: () => {
      const marker = currentStep()[0]!.querySelector('[aria-hidden="true"]')!;
      expect(resolvedStyle(marker, 'background')).toBe(darkToken('color-accent'));
    },
  });
});
