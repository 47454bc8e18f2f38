import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, vi } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './StoryPlayer.stories';

const composed = composeStories(stories);

const progress = () => screen.getByRole('progressbar');
const picture = () => screen.getByRole('img', { name: 'Nueva colección de otoño' });
const load = () => fireEvent.load(picture());

// jsdom has no media playback: record the calls instead.
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

describe('StoryPlayer', () => {
  testStories(composed, {
    Default: onFrozenClock(() => {
      // Loading only while the picture really loads: no timer runs before it.
      expect(screen.getByRole('status', { name: 'Cargando historia...' })).toBeInTheDocument();
      advanceClock(2000);
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      load();
      expect(screen.queryByRole('status', { name: 'Cargando historia...' })).not.toBeInTheDocument();
      // 50 ms ticks over 5 s: one tick is 1 %, 2.5 s is half.
      advanceClock(49);
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      advanceClock(1);
      expect(progress()).toHaveAttribute('aria-valuenow', '1');
      advanceClock(2450);
      expect(progress()).toHaveAttribute('aria-valuenow', '50');
      expect(progress()).toHaveAttribute('aria-valuemin', '0');
      expect(progress()).toHaveAttribute('aria-valuemax', '100');
      expect(progress()).toHaveAccessibleName('Progreso de la historia');
      // At 100 %: onEnded once, the player stops.
      const { onEnded } = composed.Default.args;
      advanceClock(2450);
      expect(onEnded).not.toHaveBeenCalled();
      advanceClock(50);
      expect(progress()).toHaveAttribute('aria-valuenow', '100');
      expect(onEnded).toHaveBeenCalledTimes(1);
      advanceClock(5000);
      expect(onEnded).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
      // The title is announced politely.
      expect(screen.getByRole('heading', { name: 'Nueva colección de otoño' }).parentElement).toHaveAttribute(
        'aria-live',
        'polite',
      );
    }),
    AdminPreview: onFrozenClock(() => {
      load();
      // 500 ms after the load, then 3 s of playing; it stops at the end and can play again.
      advanceClock(499);
      advanceClock(50);
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      advanceClock(1);
      advanceClock(50);
      expect(progress()).toHaveAttribute('aria-valuenow', '2');
      advanceClock(3000);
      expect(progress()).toHaveAttribute('aria-valuenow', '100');
      fireEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      advanceClock(1500);
      expect(progress()).toHaveAttribute('aria-valuenow', '50');
      expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    }),
    WithAudio: onFrozenClock(() => {
      const { onSoundOnChange } = composed.WithAudio.args;
      const audio = document.querySelector('audio')!;
      expect(audio).toHaveAttribute('src', expect.stringContaining('data:audio/wav'));
      expect(audio.muted).toBe(true);
      // The audio plays (silently) with the story once the picture has loaded, and pauses with it.
      expect(play).not.toHaveBeenCalled();
      load();
      expect(play).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
      expect(pause).toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
      // A tap on the picture turns the sound on; the mute button turns it off again.
      fireEvent.click(picture());
      expect(onSoundOnChange).toHaveBeenLastCalledWith(true);
      expect(audio.muted).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Silenciar' }));
      expect(onSoundOnChange).toHaveBeenLastCalledWith(false);
      expect(audio.muted).toBe(true);
      expect(screen.getByRole('button', { name: 'Activar sonido' })).toBeInTheDocument();
    }),
    Paused: onFrozenClock(() => {
      load();
      advanceClock(1000);
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      fireEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
      advanceClock(1000);
      expect(progress()).toHaveAttribute('aria-valuenow', '20');
      fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
      advanceClock(1000);
      expect(progress()).toHaveAttribute('aria-valuenow', '20');
      // No audio: no mute button.
      expect(screen.queryByRole('button', { name: 'Activar sonido' })).not.toBeInTheDocument();
    }),
    Suspended: onFrozenClock(() => {
      load();
      advanceClock(2000);
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    }),
    InAViewer: () => {
      expect(progress()).toHaveAccessibleName('Historia 2 de 3');
      const segments = progress().parentElement!.children;
      expect(segments).toHaveLength(3);
      expect((segments[0]!.firstChild as HTMLElement).style.width).toBe('100%');
      expect((segments[2]!.firstChild as HTMLElement).style.width).toBe('0%');
      expect(segments[0]).toHaveAttribute('aria-hidden', 'true');
    },
    LongDescription: () => {
      expect(screen.getByText(/^Un perfume floral oriental con notas de salida de…/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
      expect(screen.getByText(/fondo cálido de vainilla, ámbar y sándalo\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ver menos' })).toBeInTheDocument();
    },
    BrokenImage: onFrozenClock(() => {
      fireEvent.error(picture());
      expect(screen.getByRole('img', { name: 'Nueva colección de otoño' })).toHaveTextContent('Imagen no disponible');
      advanceClock(2500);
      expect(progress()).toHaveAttribute('aria-valuenow', '50');
    }),
    DarkTheme: () => {
      const bar = progress();
      expect(resolvedStyle(bar.firstChild as Element, 'background')).toBe(darkToken('color-accent'));
    },
  });
});
