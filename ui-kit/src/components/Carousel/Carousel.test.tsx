import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './Carousel.stories';

const composed = composeStories(stories);

function carousel() {
  return screen.getByRole('region', { name: 'Productos destacados' });
}

describe('Carousel', () => {
  testStories(composed, {
    FeaturedProducts: () => {
      const region = carousel();
      expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
      // Only the current slide is exposed.
      const slide = within(region).getByRole('group');
      expect(slide).toHaveAttribute('aria-roledescription', 'diapositiva');
      expect(slide).toHaveAccessibleName('1 de 3: Rosa Nocturna Eau de Parfum 100 ml');
      expect(slide.parentElement).toHaveAttribute('aria-live', 'off');
      // The first slide is painted as it is (no fade from opacity 0: it is the home page's largest picture).
      expect(slide.parentElement).not.toHaveAttribute('data-moved');
      expect(resolvedStyle(slide, 'animation')).toBe('');
      expect(within(region).getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(3);
      expect(within(region).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    },
    ManualNavigation: () => {
      // Siguiente → Anterior → Anterior (wraps to 3) → dot 2.
      expect(screen.getByRole('group')).toHaveAccessibleName(/^2 de 3/);
      expect(screen.getByRole('button', { name: /Ir a la diapositiva 2/ })).toHaveAttribute('aria-current', 'true');
      // Once it moved, each slide shown fades in.
      expect(screen.getByRole('group').parentElement).toHaveAttribute('data-moved');
      expect(resolvedStyle(screen.getByRole('group'), 'animation')).toContain('esc-slide-in');
      // Without auto-advance there is nothing to pause, and the slide area is a polite live region.
      expect(screen.queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
      expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
    },
    AutoAdvance: onFrozenClock(() => {
      advanceClock(199);
      expect(screen.getByRole('group')).toHaveAccessibleName(/^1 de 3/);
      advanceClock(1);
      expect(screen.getByRole('group')).toHaveAccessibleName(/^2 de 3/);
      expect(composed.AutoAdvance.args.onIndexChange).toHaveBeenCalledExactlyOnceWith(1);
      advanceClock(200);
      expect(screen.getByRole('group')).toHaveAccessibleName(/^3 de 3/);
    }),
    PausedByUser: onFrozenClock(() => {
      advanceClock(1000);
      expect(screen.getByRole('group')).toHaveAccessibleName(/^1 de 3/);
      expect(composed.PausedByUser.args.onIndexChange).not.toHaveBeenCalled();
      expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
    }),
    PausesOnHover: onFrozenClock(() => {
      advanceClock(1000);
      expect(screen.getByRole('group')).toHaveAccessibleName(/^1 de 3/);
      expect(composed.PausesOnHover.args.onIndexChange).not.toHaveBeenCalled();
      expect(carousel()).toHaveAttribute('data-paused');
    }),
    SingleSlide: () => {
      expect(within(carousel()).queryByRole('button')).toBeNull();
      expect(screen.getByRole('group')).toHaveAccessibleName('1 de 1: Rosa Nocturna Eau de Parfum 100 ml');
    },
    PhoneWidth: () => {
      const region = carousel();
      expect(within(region).getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(10);
      // Narrow by default: a grid with the dots on their own row and the buttons under them.
      const dots = within(region).getByRole('button', { name: 'Ir a la diapositiva 1: Fragancia 1' }).parentElement!;
      const controls = dots.parentElement!;
      expect(resolvedStyle(controls, 'display')).toBe('grid');
      expect(resolvedStyle(controls, 'grid-template-areas')).toMatch(
        /'dots dots dots dots dots'\s*'\. rotation previous next \.'/,
      );
      expect(resolvedStyle(dots, 'grid-area')).toMatch(/^dots/);
      expect(resolvedStyle(within(region).getByRole('button', { name: 'Pausar' }), 'grid-area')).toMatch(/^rotation/);
      expect(resolvedStyle(region, 'container-type')).toBe('inline-size');
    },
    Loading: () => {
      const region = carousel();
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
      expect(within(region).getByRole('status')).toHaveTextContent('Cargando productos destacados...');
      // No slide group yet, and the controls keep their room without being seen or reached.
      expect(within(region).queryByRole('group')).toBeNull();
      expect(within(region).queryAllByRole('button')).toHaveLength(0);
      const controls = region.querySelector('[data-placeholder]')!;
      expect(controls).toHaveAttribute('aria-hidden', 'true');
      expect(controls).toHaveAttribute('inert');
      expect(resolvedStyle(controls, 'visibility')).toBe('hidden');
      expect(resolvedStyle(controls, 'display')).toBe('grid');
      // The same pieces as the real controls: the pause button, both arrows and one dot per expected slide.
      expect(controls.querySelectorAll('button')).toHaveLength(3);
      expect(controls.querySelectorAll('span[class]')).toHaveLength(3);
    },
    DarkTheme: () => {
      expect(resolvedStyle(carousel(), 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(carousel(), 'color')).toBe(darkToken('color-text'));
    },
  });
});
