import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './OrderStatusTag.stories';

const tag = (label: string) => screen.getByText(label);

describe('OrderStatusTag', () => {
  testStories(composeStories(stories), {
    Pending: () => {
      expect(tag('Pendiente')).toHaveAttribute('data-tone', 'warning');
    },
    Processing: () => {
      expect(tag('En Proceso')).toHaveAttribute('data-tone', 'accent');
    },
    Completed: () => {
      expect(tag('Completada')).toHaveAttribute('data-tone', 'success');
    },
    Cancelled: () => {
      expect(tag('Cancelada')).toHaveAttribute('data-tone', 'danger');
    },
    AllStatuses: () => {
      const tones = ['Pendiente', 'En Proceso', 'Completada', 'Cancelada'].map((label) =>
        tag(label).getAttribute('data-tone'),
      );
      expect(new Set(tones).size).toBe(4);
    },
    DarkTheme: () => {
      expect(resolvedStyle(tag('Completada'), 'background')).toBe(darkToken('color-success-subtle'));
      expect(resolvedStyle(tag('Completada'), 'color')).toBe(darkToken('color-on-success-subtle'));
    },
  });
});
