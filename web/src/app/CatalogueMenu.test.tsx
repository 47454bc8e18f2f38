import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { CatalogueMenuDocument } from './catalogueMenu.generated';

describe('menú del catálogo', () => {
  it('avisa si no pudo cargar el catálogo y permite reintentar', async () => {
    const data = {
      categories: [{ __typename: 'Category' as const, id: 'c-1', name: 'Perfumes Mujer' }],
      brands: [{ __typename: 'Brand' as const, id: 'b-1', name: 'Dior' }],
    };
    renderRoute('/esta-ruta-no-existe', [
      { request: { query: CatalogueMenuDocument }, error: new Error('Network down') },
      { request: { query: CatalogueMenuDocument }, result: { data } },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Categorías' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catálogo' });
    const alert = await within(dialog).findByRole('alert');
    // The spec's two lines, then the retry button.
    expect(within(alert).getByText('No pudimos cargar el catálogo')).toBeInTheDocument();
    expect(within(alert).getByText('Por favor, intenta de nuevo')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await within(dialog).findByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-1?name=Dior');
    expect(within(dialog).getByRole('link', { name: 'Perfumes Mujer' })).toHaveAttribute(
      'href',
      '/category/c-1?name=Perfumes%20Mujer',
    );
  });
});

describe('panel del catálogo', () => {
  it('ocupa todo el ancho y lista todos los productos, promociones, categorías y marcas por nombre', async () => {
    const data = {
      categories: [
        { __typename: 'Category' as const, id: 'c-2', name: 'Unisex' },
        { __typename: 'Category' as const, id: 'c-1', name: 'Perfumes Mujer' },
      ],
      brands: [
        { __typename: 'Brand' as const, id: 'b-2', name: 'Lancôme' },
        { __typename: 'Brand' as const, id: 'b-1', name: 'Dior' },
      ],
    };
    renderRoute('/esta-ruta-no-existe', [{ request: { query: CatalogueMenuDocument }, result: { data } }]);

    fireEvent.click(await screen.findByRole('button', { name: 'Categorías' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catálogo' });
    expect(dialog.className).toMatch(/panel/);
    const nav = within(dialog).getByRole('navigation', { name: 'Catálogo' });
    expect(within(nav).getByRole('link', { name: 'Todos los productos' })).toHaveAttribute('href', '/web-products');
    expect(within(nav).getByRole('link', { name: 'Promociones' })).toHaveAttribute('href', '/promotions');
    const categories = within(await within(nav).findByRole('region', { name: 'Categorías' })).getAllByRole('link');
    expect(categories.map((link) => link.textContent)).toEqual(['Perfumes Mujer', 'Unisex']);
    const brands = within(within(nav).getByRole('region', { name: 'Marcas' })).getAllByRole('link');
    expect(brands.map((link) => link.textContent)).toEqual(['Dior', 'Lancôme']);

    fireEvent.click(categories[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('carga del menú del catálogo', () => {
  it('el botón se muestra sin el código del panel, lo abre al primer clic y el foco vuelve a él al cerrar', async () => {
    const data = { categories: [], brands: [] };
    renderRoute('/esta-ruta-no-existe', [{ request: { query: CatalogueMenuDocument }, result: { data } }]);

    const button = await screen.findByRole('button', { name: 'Categorías' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Catálogo' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Categorías' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Loaded now: the real dialog's trigger opens it again.
    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Catálogo' })).toBeInTheDocument();
  });
});
