import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionDocument, SignInDocument, SignOutDocument } from '../auth/session.generated';
import { CATALOGUE_PAGE_SIZE } from '../catalog/useCatalogueParams';
import { BrandStripDocument, CarouselProductsDocument } from '../pages/home/home.generated';
import { ProductDetailDocument } from '../pages/product-detail/product-detail.generated';
import { CatalogueProductsDocument } from '../pages/products/products.generated';
import {
  brandStripPageFixture,
  detailedProductFixture,
  meFixture,
  productCardFixture,
  productPageFixture,
} from '../test/fixtures';
import { cartQuoteFixture, quoteLineFixture, quoteMock, savedCartMock } from '../test/cart';
import { renderRoute, sessionMock } from '../test/renderRoute';
import { MergeCartDocument, SaveCartDocument } from './cart.generated';
import { CART_SAVE_DEBOUNCE_MS } from './CartProvider';
import { CART_STORAGE_KEY } from './cartStorage';

const ana = meFixture();
const STOCK_WARNING = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.';
/** A page with nothing else to load. */
const PAGE = '/nosotros';

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;
const store = (value: unknown) => window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(value));
// hidden: the open cart panel (a modal) hides the rest of the page from the accessibility tree.
const cartButton = (name: string | RegExp = /^Carrito,/) => screen.findByRole('button', { name, hidden: true });

async function openCart() {
  fireEvent.click(await cartButton());
  return screen.findByRole('dialog', { name: 'Carrito de compras' });
}

beforeEach(() => {
  window.localStorage.removeItem(CART_STORAGE_KEY);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('carrito de un invitado', () => {
  it("añadir desde el detalle guarda solo producto y cantidad en 'shopping-cart' y sube el contador", async () => {
    const product = detailedProductFixture();
    renderRoute('/product/p-7', [
      { request: { query: ProductDetailDocument, variables: { id: 'p-7' } }, result: { data: { product } } },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Aumentar cantidad' }));
    fireEvent.click(screen.getByRole('button', { name: "Añadir al carrito: J'adore EDP 100 ml" }));

    expect(await cartButton('Carrito, 2 productos')).toBeInTheDocument();
    expect(stored()).toEqual([{ productId: 'p-7', quantity: 2 }]);
    expect(screen.getByText('Producto añadido al carrito')).toBeInTheDocument();
    // 'Solo quedan N' counts what the cart already holds: 3 in stock, 2 in the cart, 1 left.
    expect(screen.getByText('Ya tienes 2 unidades en tu carrito.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad')).toHaveAttribute('max', '1');

    // Adding the last unit is fine; then the cart holds the whole stock and the button is off.
    fireEvent.click(screen.getByRole('button', { name: "Añadir al carrito: J'adore EDP 100 ml" }));
    expect(await cartButton('Carrito, 3 productos')).toBeInTheDocument();
    expect(screen.getByText('Ya tienes en tu carrito todas las unidades disponibles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Añadir al carrito: J'adore EDP 100 ml" })).toBeDisabled();
    expect(screen.queryByLabelText('Cantidad')).not.toBeInTheDocument();
  });

  it('las tarjetas del catálogo añaden una unidad; más allá del stock avisa con las unidades que quedan', async () => {
    const lastTwo = productCardFixture({ id: 'p-1', stock: 2 });
    const soldOut = productCardFixture({
      id: 'p-2',
      name: 'Sauvage EDT 100 ml',
      stock: 0,
      stockStatus: { __typename: 'StockStatus', level: 'OUT', label: 'Agotado' },
    });
    renderRoute('/web-products', [
      {
        request: {
          query: CatalogueProductsDocument,
          variables: { sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
        },
        result: {
          data: {
            products: productPageFixture([lastTwo, soldOut]),
          },
        },
      },
    ]);

    const add = await screen.findByRole('button', { name: 'Añadir al carrito: Good Girl EDP 80 ml' });
    expect(screen.getByRole('button', { name: 'Agotado: Sauvage EDT 100 ml' })).toBeDisabled();
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await cartButton('Carrito, 2 productos')).toBeInTheDocument();
    expect(stored()).toEqual([{ productId: 'p-1', quantity: 2 }]);
    // The cart holds the whole stock: the card's button turns off.
    expect(add).toBeDisabled();
  });

  it('el carrusel del inicio también añade al carrito', async () => {
    renderRoute('/', [
      {
        request: { query: CarouselProductsDocument },
        result: { data: { products: { items: [productCardFixture({ id: 'p-1', stock: 1 })] } } },
      },
      { request: { query: BrandStripDocument }, result: { data: brandStripPageFixture([]) } },
    ]);

    const carousel = await screen.findByRole('region', { name: 'Productos destacados' });
    // The carousel's frame shows while the products load; the slide's button comes with them.
    fireEvent.click(await within(carousel).findByRole('button', { name: 'Añadir al carrito: Good Girl EDP 80 ml' }));
    expect(await cartButton('Carrito, 1 producto')).toBeInTheDocument();
    expect(screen.getByText('Producto añadido al carrito')).toBeInTheDocument();
  });

  it('el selector del detalle cuenta lo que ya hay en el carrito: quedan 3 − 1 = 2 por añadir', async () => {
    store([{ productId: 'p-7', quantity: 1 }]);
    const product = detailedProductFixture({ stock: 3 });
    renderRoute('/product/p-7', [
      { request: { query: ProductDetailDocument, variables: { id: 'p-7' } }, result: { data: { product } } },
    ]);

    // 3 in stock, 1 in the cart: the selector stops at 2 and says so.
    const quantity = await screen.findByLabelText('Cantidad');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect(quantity).toHaveValue(2);
    expect(screen.getByText('Solo hay 2 unidades disponibles')).toBeInTheDocument();
  });

  it('sobrevive a una recarga y el panel muestra los precios del servidor, no los guardados', async () => {
    // An old or tampered entry with its own price: only productId and quantity count.
    store([{ productID: 'p-1', quantity: 2, price: 0.01 }]);
    const quote = cartQuoteFixture([quoteLineFixture({ productId: 'p-1', quantity: 2, price: 48900 })]);
    renderRoute(PAGE, [quoteMock([{ productId: 'p-1', quantity: 2 }], quote)]);

    const panel = await openCart();
    expect(await within(panel).findByRole('article', { name: 'Good Girl EDP 80 ml' })).toHaveTextContent('S/ 489.00');
    expect(panel).toHaveTextContent('Subtotal (2 productos)S/ 978.00');
    expect(panel).not.toHaveTextContent('0.01');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('el stock bajó: la línea se recorta, sale el aviso y el carrito guardado se corrige', async () => {
    store([
      { productId: 'p-1', quantity: 3 },
      { productId: 'p-2', quantity: 1 },
    ]);
    const cut = quoteLineFixture({
      productId: 'p-1',
      quantity: 1,
      requestedQuantity: 3,
      change: 'QUANTITY_CUT',
      stock: 1,
    });
    const gone = quoteLineFixture({
      productId: 'p-2',
      quantity: 0,
      requestedQuantity: 1,
      change: 'REMOVED',
      name: 'Idôle',
    });
    renderRoute(PAGE, [
      quoteMock(
        [
          { productId: 'p-1', quantity: 3 },
          { productId: 'p-2', quantity: 1 },
        ],
        cartQuoteFixture([cut], [gone]),
      ),
      quoteMock(
        [{ productId: 'p-1', quantity: 1 }],
        cartQuoteFixture([quoteLineFixture({ productId: 'p-1', quantity: 1, stock: 1 })]),
      ),
    ]);

    const panel = await openCart();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(STOCK_WARNING);
    const line = await within(panel).findByRole('article', { name: 'Good Girl EDP 80 ml' });
    await waitFor(() => expect(stored()).toEqual([{ productId: 'p-1', quantity: 1 }]));
    expect(line).toHaveTextContent('Solo queda 1 unidad: ajustamos la cantidad.');
    expect(within(panel).queryByRole('article', { name: 'Idôle' })).not.toBeInTheDocument();
    expect(await cartButton('Carrito, 1 producto')).toBeInTheDocument();
    // At the stock, '+' is off; '−' cannot go below 1.
    await waitFor(() =>
      expect(within(line).getByRole('button', { name: 'Aumentar cantidad de Good Girl EDP 80 ml' })).toBeDisabled(),
    );
    expect(within(line).getByRole('button', { name: 'Disminuir cantidad de Good Girl EDP 80 ml' })).toBeDisabled();
  });

  it('el pago revisa el stock otra vez: si cambió se queda con el aviso, si no entra a /checkout', async () => {
    store([{ productId: 'p-1', quantity: 2 }]);
    const fine = cartQuoteFixture([quoteLineFixture({ productId: 'p-1', quantity: 2 })]);
    const cut = cartQuoteFixture([
      quoteLineFixture({ productId: 'p-1', quantity: 1, requestedQuantity: 2, change: 'QUANTITY_CUT', stock: 1 }),
    ]);
    const oneLeft = cartQuoteFixture([quoteLineFixture({ productId: 'p-1', quantity: 1, stock: 1 })]);
    const { router } = renderRoute(PAGE, [
      quoteMock([{ productId: 'p-1', quantity: 2 }], fine),
      // Someone bought one meanwhile: the checkout check finds less stock.
      quoteMock([{ productId: 'p-1', quantity: 2 }], cut),
      { ...quoteMock([{ productId: 'p-1', quantity: 1 }], oneLeft), maxUsageCount: 3 },
    ]);

    const panel = await openCart();
    await within(panel).findByRole('article', { name: 'Good Girl EDP 80 ml' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Finalizar compra' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(STOCK_WARNING);
    expect(router.state.location.pathname).toBe(PAGE);
    await waitFor(() => expect(stored()).toEqual([{ productId: 'p-1', quantity: 1 }]));

    // Nothing changes the second time: on to the checkout.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Finalizar compra' })).toBeEnabled());
    fireEvent.click(within(panel).getByRole('button', { name: 'Finalizar compra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByRole('dialog', { name: 'Carrito de compras' })).not.toBeInTheDocument();
  });

  it("'Vaciar carrito' y 'Eliminar' lo dejan vacío", async () => {
    store([
      { productId: 'p-1', quantity: 1 },
      { productId: 'p-2', quantity: 1 },
    ]);
    renderRoute(PAGE, [
      quoteMock(
        [
          { productId: 'p-1', quantity: 1 },
          { productId: 'p-2', quantity: 1 },
        ],
        cartQuoteFixture([
          quoteLineFixture({ productId: 'p-1', quantity: 1 }),
          quoteLineFixture({ productId: 'p-2', quantity: 1, name: 'Idôle EDP 50 ml' }),
        ]),
      ),
      quoteMock(
        [{ productId: 'p-2', quantity: 1 }],
        cartQuoteFixture([quoteLineFixture({ productId: 'p-2', quantity: 1, name: 'Idôle EDP 50 ml' })]),
      ),
    ]);

    const panel = await openCart();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Eliminar Good Girl EDP 80 ml del carrito' }));
    expect(stored()).toEqual([{ productId: 'p-2', quantity: 1 }]);
    await waitFor(() => expect(panel).toHaveTextContent('Subtotal (1 producto)'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Vaciar carrito' }));
    expect(await within(panel).findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(await cartButton('Carrito, vacío')).toBeInTheDocument();
  });
});

describe('carrito con sesión', () => {
  it('al iniciar sesión suma las líneas del navegador al carrito guardado y adopta el resultado', async () => {
    store([{ productId: 'p-1', quantity: 1 }]);
    const merged = cartQuoteFixture([
      quoteLineFixture({ productId: 'p-9', quantity: 2, name: 'Sauvage EDT 100 ml' }),
      quoteLineFixture({ productId: 'p-1', quantity: 1 }),
    ]);
    const mergeCart = vi.fn(() => ({
      data: { mergeCart: merged },
    }));
    renderRoute(PAGE, [
      {
        request: { query: SignInDocument, variables: { email: ana.email, password: 'Fragancia-2026' } },
        result: {
          data: {
            signIn: { __typename: 'SignInOutcome', status: 'SIGNED_IN', challenge: null, me: ana },
          },
        },
      },
      {
        request: { query: MergeCartDocument, variables: { lines: [{ productId: 'p-1', quantity: 1 }] } },
        result: mergeCart,
      },
    ]);

    expect(await cartButton('Carrito, 1 producto')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ana.email } });
    fireEvent.change(within(dialog).getByLabelText('Contraseña'), { target: { value: 'Fragancia-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await cartButton('Carrito, 3 productos')).toBeInTheDocument();
    expect(mergeCart).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([
      { productId: 'p-9', quantity: 2 },
      { productId: 'p-1', quantity: 1 },
    ]);
  });

  it('una sesión ya abierta trae el carrito guardado de la cuenta (otro dispositivo)', async () => {
    // Whatever this browser had is replaced by the account's cart.
    store([{ productId: 'p-old', quantity: 5 }]);
    renderRoute(PAGE, [savedCartMock(cartQuoteFixture([quoteLineFixture({ productId: 'p-1', quantity: 2 })]))], {
      session: ana,
    });

    expect(await cartButton('Carrito, 2 productos')).toBeInTheDocument();
    expect(stored()).toEqual([{ productId: 'p-1', quantity: 2 }]);
  });

  it('cada cambio se guarda en la cuenta (con espera) y cerrar sesión vacía el carrito del navegador', async () => {
    const line = quoteLineFixture({ productId: 'p-1', quantity: 1 });
    const saveCart = vi.fn(() => ({
      data: { saveCart: { __typename: 'CartQuote' as const, itemCount: 2 } },
    }));
    renderRoute(
      PAGE,
      [
        { ...sessionMock(ana), maxUsageCount: 1 },
        savedCartMock(cartQuoteFixture([line])),
        quoteMock([{ productId: 'p-1', quantity: 1 }], cartQuoteFixture([line])),
        quoteMock(
          [{ productId: 'p-1', quantity: 2 }],
          cartQuoteFixture([quoteLineFixture({ productId: 'p-1', quantity: 2 })]),
        ),
        {
          request: { query: SaveCartDocument, variables: { lines: [{ productId: 'p-1', quantity: 2 }] } },
          result: saveCart,
        },
        { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
        {
          request: { query: SessionDocument },
          result: { data: { me: null } },
          maxUsageCount: Infinity,
        },
      ],
      { session: false },
    );

    const panel = await openCart();
    const item = await within(panel).findByRole('article', { name: 'Good Girl EDP 80 ml' });
    const increase = within(item).getByRole('button', { name: 'Aumentar cantidad de Good Girl EDP 80 ml' });
    await waitFor(() => expect(increase).toBeEnabled());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(increase);
    expect(stored()).toEqual([{ productId: 'p-1', quantity: 2 }]);
    await act(() => vi.advanceTimersByTimeAsync(CART_SAVE_DEBOUNCE_MS - 1));
    expect(saveCart).not.toHaveBeenCalled();
    // The save goes out; the mocked server answers 20–50 ms later.
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    await waitFor(() => expect(saveCart).toHaveBeenCalledTimes(1));

    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Cerrar carrito' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Hola, ana.quispe' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(await cartButton('Carrito, vacío')).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
