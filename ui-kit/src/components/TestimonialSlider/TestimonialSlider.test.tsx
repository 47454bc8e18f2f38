import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './TestimonialSlider.stories';

const composed = composeStories(stories);

const slider = () => screen.getByRole('region', { name: 'Testimonios de clientes' });
const current = () => within(slider()).getByRole('group');

describe('TestimonialSlider', () => {
  testStories(composed, {
    AboutUs: onFrozenClock(() => {
      expect(slider()).toHaveAttribute('aria-roledescription', 'carrusel');
      expect(current()).toHaveAccessibleName('1 de 3: María Fernanda R.');
      expect(current()).toHaveTextContent('Mi perfume llegó al día siguiente');
      expect(within(current()).getByRole('img', { name: 'Calificación: 5 de 5' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /Ir al testimonio/ })).toHaveLength(3);
      // 5 s per testimonial, wrapping after the third.
      advanceClock(4999);
      expect(current()).toHaveAccessibleName(/^1 de 3/);
      advanceClock(1);
      expect(current()).toHaveAccessibleName('2 de 3: Jorge L.');
      advanceClock(5000);
      expect(current()).toHaveAccessibleName('3 de 3: Lucía P.');
      advanceClock(5000);
      expect(current()).toHaveAccessibleName(/^1 de 3/);
      expect(composed.AboutUs.args.onIndexChange).toHaveBeenCalledTimes(3);
    }),
    SwipeToNext: onFrozenClock(() => {
      expect(current()).toHaveAccessibleName('2 de 3: Jorge L.');
      expect(composed.SwipeToNext.args.onIndexChange).toHaveBeenCalledExactlyOnceWith(1);
    }),
    SwipeToPrevious: onFrozenClock(() => {
      expect(current()).toHaveAccessibleName('3 de 3: Lucía P.');
    }),
    ShortSwipeIgnored: onFrozenClock(() => {
      expect(current()).toHaveAccessibleName(/^1 de 3/);
      expect(composed.ShortSwipeIgnored.args.onIndexChange).not.toHaveBeenCalled();
    }),
    ManualNavigation: () => {
      expect(current()).toHaveAccessibleName('3 de 3: Lucía P.');
      expect(screen.getByRole('button', { name: 'Ir al testimonio 3: Lucía P.' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // Without auto-advance there is nothing to pause, and the slide area is a polite live region.
      expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
      expect(current().parentElement).toHaveAttribute('aria-live', 'polite');
    },
    PausedByUser: onFrozenClock(() => {
      advanceClock(20_000);
      expect(current()).toHaveAccessibleName(/^1 de 3/);
      expect(screen.getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
      expect(composed.PausedByUser.args.onIndexChange).not.toHaveBeenCalled();
    }),
    DarkTheme: () => {
      expect(resolvedStyle(slider(), 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(slider(), 'color')).toBe(darkToken('color-text'));
    },
  });
});
