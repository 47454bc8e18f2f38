import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, vi } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './StoryViewer.stories';

const composed = composeStories(stories);

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

const dialog = () => screen.getByRole('dialog', { name: 'Historias' });
const progress = () => within(dialog()).getByRole('progressbar');
const heading = () => within(dialog()).getByRole('heading', { level: 2 });
const loadPicture = () => fireEvent.load(within(dialog()).getByRole('img', { name: heading().textContent ?? '' }));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

describe('StoryViewer', () => {
  testStories(composed, {
    Default: onFrozenClock(() => {
      const { onIndexChange } = composed.Default.args;
      expect(heading()).toHaveTextContent('Nueva colección de otoño');
      expect(progress()).toHaveAccessibleName('Historia 1 de 3');
      // The next two pictures are loaded ahead.
      expect(preloaded()).toEqual(expect.arrayContaining([composed.Default.args.stories![1]!.imageUrl]));
      expect(preloaded()).toEqual(expect.arrayContaining([composed.Default.args.stories![2]!.imageUrl]));
      // 5 s after its picture loads, the next story opens.
      loadPicture();
      advanceClock(4950);
      expect(onIndexChange).not.toHaveBeenCalled();
      advanceClock(50);
      expect(onIndexChange).toHaveBeenLastCalledWith(1);
      expect(heading()).toHaveTextContent('Ámbar Real, de vuelta');
      // The new story starts from 0.
      expect(progress()).toHaveAttribute('aria-valuenow', '0');
      expect(progress()).toHaveAccessibleName('Historia 2 de 3');
      loadPicture();
      advanceClock(3000);
      expect(heading()).toHaveTextContent('Envío gratis desde S/ 200');
      // The last one stays at 100 %.
      loadPicture();
      advanceClock(3000);
      expect(progress()).toHaveAttribute('aria-valuenow', '100');
      advanceClock(3000);
      expect(heading()).toHaveTextContent('Envío gratis desde S/ 200');
      expect(onIndexChange).toHaveBeenCalledTimes(2);
      expect(within(dialog()).queryByRole('button', { name: 'Historia siguiente' })).not.toBeInTheDocument();
    }),
    Closed: async () => {
      const user = userEvent.setup();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Historias' }));
      await screen.findByRole('dialog', { name: 'Historias' });
      // Keyboard: → next, ← previous (not before the first), Escape closes and gives the focus back.
      await user.keyboard('{ArrowRight}');
      expect(heading()).toHaveTextContent('Ámbar Real, de vuelta');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(heading()).toHaveTextContent('Nueva colección de otoño');
      expect(composed.Closed.args.onIndexChange).toHaveBeenCalledTimes(2);
      await user.click(within(dialog()).getByRole('button', { name: 'Historia siguiente' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Historia anterior' }));
      expect(heading()).toHaveTextContent('Nueva colección de otoño');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(composed.Closed.args.onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole('button', { name: 'Historias' })).toHaveFocus();
    },
    OnASharedStory: async () => {
      const user = userEvent.setup();
      const { onLike, onWant, onShare } = composed.OnASharedStory.args;
      expect(heading()).toHaveTextContent('Ámbar Real, de vuelta');
      const like = within(dialog()).getByRole('button', { name: /Me gusta/ });
      expect(like).toHaveAttribute('aria-pressed', 'true');
      expect(like).toHaveTextContent('3');
      expect(within(dialog()).getByRole('button', { name: 'Lo quiero' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(like);
      expect(onLike).toHaveBeenCalledWith(expect.objectContaining({ id: 's-2' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Lo quiero' }));
      expect(onWant).toHaveBeenCalledWith(expect.objectContaining({ id: 's-2' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Compartir' }));
      expect(onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 's-2' }));
      // No product, no link, no audio on this one.
      expect(within(dialog()).queryByRole('region', { name: 'Producto de la historia' })).not.toBeInTheDocument();
      expect(within(dialog()).queryByRole('button', { name: 'Activar sonido' })).not.toBeInTheDocument();
    },
    GuestWantsLink: async () => {
      const user = userEvent.setup();
      const want = within(dialog()).getByRole('link', { name: 'Lo quiero' });
      expect(want).toHaveAttribute('href', 'https://wa.me/51987654321?text=Hola');
      expect(want).toHaveAttribute('target', '_blank');
      // The product card: name linked to its page, price with the original struck through, add to cart.
      const product = within(dialog()).getByRole('region', { name: 'Producto de la historia' });
      expect(within(product).getByRole('link', { name: 'Rosa Nocturna Eau de Parfum 100 ml' })).toHaveAttribute(
        'href',
        '/product/p-1',
      );
      expect(product).toHaveTextContent('S/ 103.92');
      expect(within(product).getByText('S/ 129.90').closest('s')).not.toBeNull();
      await user.click(within(product).getByRole('button', { name: 'Agregar al carrito' }));
      expect(composed.GuestWantsLink.args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1' }));
      // The external link: cut at 40 characters, the whole address in its href.
      const link = within(dialog()).getByRole('link', { name: 'https://www.esencia.pe/blog/coleccion-ot…' });
      expect(link).toHaveAttribute('href', 'https://www.esencia.pe/blog/coleccion-otono-2026-fragancias-calidas');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // The description is cut at 50 characters.
      expect(within(dialog()).getByText(/^Fragancias cálidas para las noches frescas de la c…/)).toBeInTheDocument();
    },
    SoldOutProduct: () => {
      const product = within(dialog()).getByRole('region', { name: 'Producto de la historia' });
      expect(within(product).getByRole('button', { name: 'Agotado' })).toBeDisabled();
      // The picture fills the room the rest leaves (StoryPlayer's `fill`): on a 360×640 phone the product card
      // stays on screen (e2e/phone-screens.spec.ts).
      const picture = within(dialog()).getByRole('img', { name: heading().textContent ?? '' });
      expect(picture.closest('[data-fill]')).not.toBeNull();
      expect(resolvedStyle(picture, 'position')).toBe('absolute');
    },
    Unavailable: async () => {
      const user = userEvent.setup();
      expect(within(dialog()).getByText('Esta historia ya no está disponible')).toBeInTheDocument();
      expect(within(dialog()).queryByRole('progressbar')).not.toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(composed.Unavailable.args.onIndexChange).not.toHaveBeenCalled();
      await user.click(within(dialog()).getByRole('button', { name: 'Ver historias disponibles' }));
      expect(composed.Unavailable.args.onShowAvailable).toHaveBeenCalledTimes(1);
    },
    Empty: () => {
      expect(within(dialog()).getByText('No hay historias disponibles')).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Cerrar historias' })).toBeInTheDocument();
    },
    DarkTheme: () => {
      expect(resolvedStyle(dialog(), 'background')).toBe(darkToken('color-surface'));
    },
  });
});
