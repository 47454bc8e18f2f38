import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { logoVariant } from './SiteLogo';

function logo() {
  return screen.getByRole('link', { name: 'Esencia, ir al inicio' });
}

describe('logo de la tienda', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['Perfumes Mujer', 'mujer'],
    ['Perfumes Hombre', 'hombre'],
    ['  perfumes   MUJER ', 'mujer'],
    ['Unisex', 'default'],
    [null, 'default'],
  ] as const)('el nombre de categoría %j da el logo %s', (name, variant) => {
    expect(logoVariant(name)).toBe(variant);
  });

  it('cambia en la categoría Perfumes Mujer', async () => {
    renderRoute('/category/c-1?name=Perfumes%20Mujer');

    expect(await screen.findByRole('link', { name: 'Esencia, ir al inicio' })).toHaveAttribute('data-variant', 'mujer');
    expect(within(logo()).getByText('Mujer')).toBeInTheDocument();
  });

  it('cambia en la categoría Perfumes Hombre', async () => {
    renderRoute('/category/c-2?name=Perfumes%20Hombre');

    expect(await screen.findByRole('link', { name: 'Esencia, ir al inicio' })).toHaveAttribute(
      'data-variant',
      'hombre',
    );
    expect(within(logo()).getByText('Hombre')).toBeInTheDocument();
  });

  it('no cambia en otras páginas, aunque lleven el mismo ?name=', async () => {
    renderRoute('/brand/b-1?name=Perfumes%20Mujer');

    expect(await screen.findByRole('link', { name: 'Esencia, ir al inicio' })).toHaveAttribute(
      'data-variant',
      'default',
    );
    expect(within(logo()).queryByText('Mujer')).not.toBeInTheDocument();
  });

  it('cambia en el modo oscuro', async () => {
    localStorage.setItem('esencia-theme', 'dark');
    renderRoute('/category/c-1?name=Perfumes%20Mujer');

    const dark = await screen.findByRole('link', { name: 'Esencia, ir al inicio' });
    expect(dark).toHaveAttribute('data-theme', 'dark');
    expect(dark).toHaveAttribute('data-variant', 'mujer');
  });

  it('en modo claro lleva el tema claro', async () => {
    renderRoute('/esta-ruta-no-existe');

    expect(await screen.findByRole('link', { name: 'Esencia, ir al inicio' })).toHaveAttribute('data-theme', 'light');
  });
});
