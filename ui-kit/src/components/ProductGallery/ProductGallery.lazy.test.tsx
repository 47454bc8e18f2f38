import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bottleImage } from '../../fixtures/products';

/** Whether the Lightbox's module has been requested since the gallery was (re)loaded. */
const lightboxModule = { requested: false };

const images = [bottleImage('#b76e79'), bottleImage('#d9a441', '#6e1f3f'), bottleImage('#7a9e9f')];

/**
 * A fresh copy of the gallery and of its lazily loaded Lightbox, as on a first visit. The Lightbox's module
 * is the real one, only noted when it is first requested.
 */
async function freshGallery() {
  vi.resetModules();
  lightboxModule.requested = false;
  vi.doMock(import('../Lightbox/Lightbox'), async (importOriginal) => {
    lightboxModule.requested = true;
    return importOriginal();
  });
  const { ProductGallery } = await import('./ProductGallery');
  render(<ProductGallery productName="Rosa Nocturna" images={images} />);
  return screen.getByRole('button', { name: 'Ampliar imagen: Rosa Nocturna, imagen 1 de 3' });
}

describe('ProductGallery: the Lightbox loads on first use', () => {
  it('renders nothing of the Lightbox, nor requests its code, until the pointer reaches the picture', async () => {
    const user = userEvent.setup();
    const picture = await freshGallery();
    expect(picture).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Ver imagen 2 de 3' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lightboxModule.requested).toBe(false);

    // Hovering the main picture fetches the viewer's code, still without showing it.
    await user.hover(screen.getByRole('button', { name: /^Ampliar imagen/ }));
    await waitFor(() => expect(lightboxModule.requested).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The first opening shows it at the chosen image.
    await user.click(screen.getByRole('button', { name: /^Ampliar imagen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rosa Nocturna' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Imagen 2 de 3');
  });

  it('starts fetching the Lightbox when focus reaches the main picture', async () => {
    const user = userEvent.setup();
    const picture = await freshGallery();
    expect(lightboxModule.requested).toBe(false);
    await user.tab();
    expect(picture).toHaveFocus();
    await waitFor(() => expect(lightboxModule.requested).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
