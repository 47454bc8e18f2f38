import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeferredToastProvider } from '../app/DeferredToastProvider';
import { SessionProvider } from '../auth/SessionProvider';
import { sessionMock } from '../test/renderRoute';
import { CART_STORAGE_KEY } from './cartStorage';
import { CartProvider, useCart } from './CartProvider';

/** The cart in its providers with one reader; how many times that reader was drawn. */
function renderCart() {
  const drawn = { times: 0 };
  function ItemCount() {
    drawn.times += 1;
    return <p>{useCart().itemCount} productos</p>;
  }
  render(
    <MemoryRouter>
      <MockedProvider mocks={[sessionMock(null)]}>
        <SessionProvider>
          <DeferredToastProvider>
            <CartProvider>
              <ItemCount />
            </CartProvider>
          </DeferredToastProvider>
        </SessionProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return drawn;
}

beforeEach(() => {
  window.localStorage.removeItem(CART_STORAGE_KEY);
});

describe('CartProvider al montarse', () => {
  it('con un carrito guardado, lo muestra antes de pintar (en la misma confirmación)', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 'p-1', quantity: 2 }]));
    const drawn = renderCart();

    // Read in a layout effect: drawn again at once, before the browser paints.
    expect(screen.getByText('2 productos')).toBeInTheDocument();
    expect(drawn.times).toBe(2);
  });

  it('sin carrito guardado no vuelve a dibujar a sus lectores (tras una hidratación sería un render síncrono)', () => {
    const drawn = renderCart();

    expect(screen.getByText('0 productos')).toBeInTheDocument();
    expect(drawn.times).toBe(1);
  });
});
