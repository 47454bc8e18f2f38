import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { CatalogueMenuQuery } from './catalogueMenu.queries';

describe('menú del catálogo', () => {
  it('avisa si no pudo cargar el catálogo y permite reintentar', async () => {
    const data = {
      categories: [{ __typename: 'Category' as const, id: 'c-1', name: 'Perfumes Mujer' }],
      brands: [{ __typename: 'Brand' as const, id: 'b-1', name: 'Dior' }],
    };
    renderRoute('/esta-ruta-no-existe', [
      { request: { query: CatalogueMenuQuery }, error: new Error('Network down') },
      { request: { query: CatalogueMenuQuery }, result: { data } },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Categorías' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catálogo' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el catálogo');
    fireEvent.click(within(alert).getByRole('button', { name: 'Por favor, intenta de nuevo' }));
    expect(await within(dialog).findByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-1?name=Dior');
    expect(within(dialog).getByRole('link', { name: 'Perfumes Mujer' })).toHaveAttribute(
      'href',
      '/category/c-1?name=Perfumes%20Mujer',
    );
  });
});
