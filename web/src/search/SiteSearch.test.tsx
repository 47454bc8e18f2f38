import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { SearchProductsDocument } from './search.generated';

const lancome = (id: string, name: string, price: string) => ({
  __typename: 'Product' as const,
  id,
  name,
  imageUrl: `/files/products/${id}.png`,
  discountApplied: false,
  brand: { __typename: 'Brand' as const, id: 'b-lancome', name: 'Lancôme' },
  price: { __typename: 'Money' as const, formatted: price },
  originalPrice: { __typename: 'Money' as const, formatted: price },
});

function searchMock(query: string, products: ReturnType<typeof lancome>[]) {
  return {
    request: { query: SearchProductsDocument, variables: { query } },
    result: { data: { searchProducts: products } },
  };
}

const field = () => screen.getByRole('combobox', { name: 'Buscar productos' });

/** Types and lets the 300 ms debounce pass on a fake clock (no real wait). */
async function typeAndWait(text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(299));
  expect(screen.getByText('Buscando...')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  // The query went out: let the mocked server answer (it replies on a timer too).
  await act(() => vi.advanceTimersByTimeAsync(100));
  vi.useRealTimers();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('búsqueda de la cabecera', () => {
  it("'lancome' pregunta al servidor tras la espera y Enter abre el producto elegido", async () => {
    const { router } = renderRoute('/nosotros', [
      searchMock('lancome', [
        lancome('p-1', 'La Vie Est Belle EDP 100 ml', 'S/ 459.00'),
        lancome('p-2', 'Idôle EDP 50 ml', 'S/ 389.00'),
      ]),
    ]);
    await screen.findByRole('heading', { level: 1 });

    await typeAndWait('lancome');
    const list = await screen.findByRole('listbox', { name: 'Buscar productos' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('LancômeLa Vie Est Belle EDP 100 mlS/ 459.00');
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/files/products/p-1'));

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p-2'));
    expect(field()).toHaveValue('');
  });

  it("Enter sin elegir y 'Ver todos los resultados' llevan a /buscar?q=… (issue 27: solo había 5 sugerencias)", async () => {
    const five = Array.from({ length: 5 }, (_, i) => lancome(`p-${i}`, `Lancôme ${i}`, 'S/ 100.00'));
    const { router } = renderRoute('/nosotros', [searchMock('lancome', five), searchMock('lancome', five)]);
    await screen.findByRole('heading', { level: 1 });

    await typeAndWait('lancome');
    await screen.findByRole('listbox', { name: 'Buscar productos' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/buscar'));
    expect(router.state.location.search).toBe('?q=lancome');

    await typeAndWait('lancome');
    await screen.findByRole('listbox', { name: 'Buscar productos' });
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos los resultados' }));
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(router.state.location.search).toBe('?q=lancome');
  });

  it('sin resultados dice que no encontró productos', async () => {
    renderRoute('/nosotros', [searchMock('zzz', [])]);
    await screen.findByRole('heading', { level: 1 });

    await typeAndWait('zzz');
    expect(await screen.findByText('No encontramos productos que coincidan con tu búsqueda')).toBeInTheDocument();
  });
});
