import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInDocument } from '../auth/session.generated';
import { ProductDetailDocument } from '../pages/product-detail/product-detail.generated';
import { detailedProductFixture, meFixture, productCardFixture } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';
import { AddFavoriteDocument, MyFavoriteProductIdsDocument, RemoveFavoriteDocument } from './favorites.generated';
import { MyFavoritesDocument } from './myFavorites.generated';

const productMock = {
  request: { query: ProductDetailDocument, variables: { id: 'p-7' } },
  result: { data: { product: detailedProductFixture() } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const added = { __typename: 'FavoriteAdded', productId: 'p-7', message: 'Agregado a tus favoritos.' };
/** A server's list of favourites: the hearts read it, the mutations change it. */
function favoritesServer(...initial: string[]) {
  const ids = new Set(initial);
  const asked = { count: 0 };
  const idsMock = {
    request: { query: MyFavoriteProductIdsDocument },
    result: () => {
      asked.count += 1;
      return { data: { myFavoriteProductIds: [...ids] } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const answer = (change: () => void, data: Record<string, unknown>) => () => {
    change();
    return { data };
  };
  const addMock = {
    request: { query: AddFavoriteDocument, variables: { productId: 'p-7' } },
    result: answer(() => ids.add('p-7'), { addFavorite: added }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const removeMock = {
    request: { query: RemoveFavoriteDocument, variables: { productId: 'p-7' } },
    result: answer(() => ids.delete('p-7'), {
      removeFavorite: { __typename: 'FavoriteRemoved', productId: 'p-7', message: 'Quitado de tus favoritos.' },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mocks: [idsMock, addMock, removeMock], asked };
}
const addMock = (answer: Record<string, unknown>) => ({
  request: { query: AddFavoriteDocument, variables: { productId: 'p-7' } },
  result: { data: { addFavorite: answer } },
});
const removeMock = (productId: string) => ({
  request: { query: RemoveFavoriteDocument, variables: { productId } },
  result: {
    data: { removeFavorite: { __typename: 'FavoriteRemoved', productId, message: 'Quitado de tus favoritos.' } },
  },
});

describe('The heart on the product page', () => {
  it('shows whether the product is a favourite and toggles it (aria-pressed and its name follow)', async () => {
    const server = favoritesServer('p-7');
    renderRoute('/product/p-7', [productMock, ...server.mocks], { session: meFixture() });
    const heart = await screen.findByRole('button', { name: 'Quitar de favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(heart);
    const unpressed = await screen.findByRole('button', { name: 'Agregar a favoritos' });
    expect(unpressed).toHaveAttribute('aria-pressed', 'false');

    // The name turns with the refetched list, a moment before the removal's request ends (the button is busy, and
    // ignores a press, until then).
    await waitFor(() => expect(unpressed).not.toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(unpressed);
    expect(await screen.findByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why when the list is full', async () => {
    renderRoute(
      '/product/p-7',
      [
        productMock,
        addMock({
          __typename: 'FavoritesLimitError',
          errorCode: 'FAVORITES_LIMIT_REACHED',
          message: 'Ya tienes 200 favoritos, el máximo. Quita alguno para agregar otro.',
        }),
      ],
      { session: meFixture() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a favoritos' }));
    expect(
      await screen.findByText('Ya tienes 200 favoritos, el máximo. Quita alguno para agregar otro.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a guest asks nothing for the hearts; pressing one opens the sign-in, and signed in the product is added', async () => {
    const server = favoritesServer();
    const me = meFixture();
    const signIn = {
      request: { query: SignInDocument, variables: { email: me.email, password: 'Fragancia-2026' } },
      result: {
        data: { signIn: { __typename: 'SignInOutcome', status: 'SIGNED_IN', challenge: null, me } },
      },
    };
    renderRoute('/product/p-7', [productMock, ...server.mocks, signIn]);
    const heart = await screen.findByRole('button', { name: 'Agregar a favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(server.asked.count).toBe(0);

    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: me.email } });
    fireEvent.change(within(dialog).getByLabelText('Contraseña'), { target: { value: 'Fragancia-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("'Mis favoritos' (/favoritos)", () => {
  const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
    request: { query: MyFavoritesDocument, variables: {} },
    result: {
      data: {
        myFavoritePage: { __typename: 'FavoritePage', total: items.length, page: 1, totalPages: 1, items, ...extra },
      },
    },
  });
  const item = (
    product: ReturnType<typeof productCardFixture> | null,
    name: string,
    productId: string,
    priceDrop: string | null = null,
  ) => ({
    __typename: 'Favorite',
    productId,
    name,
    brandName: 'Dior',
    imageUrl: null,
    priceDrop: priceDrop && { __typename: 'Money', formatted: priceDrop },
    product,
  });

  it('lists each favourite at today’s price (and how much it dropped), sold out with its notice link, one off sale without a price', async () => {
    const onSale = productCardFixture({
      id: 'p-1',
      name: 'Sauvage EDT 100 ml',
      discountApplied: true,
      price: { __typename: 'Money', formatted: 'S/ 300.00' },
      originalPrice: { __typename: 'Money', formatted: 'S/ 400.00' },
    });
    const soldOut = productCardFixture({
      id: 'p-2',
      name: 'Miss Dior 50 ml',
      stock: 0,
      stockStatus: { __typename: 'StockStatus', level: 'OUT', label: 'Agotado' },
    });
    renderRoute(
      '/favoritos',
      [
        page([
          item(onSale, onSale.name, 'p-1', 'S/ 100.00'),
          item(soldOut, soldOut.name, 'p-2'),
          item(null, 'J’adore 30 ml', 'p-3'),
        ]),
        page([item(soldOut, soldOut.name, 'p-2'), item(null, 'J’adore 30 ml', 'p-3')]),
        removeMock('p-1'),
      ],
      { session: meFixture() },
    );
    const list = await screen.findByRole('list', { name: 'Mis favoritos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('S/ 300.00')).toBeInTheDocument();
    // Cheaper than the day it was hearted: said under its card; the others say nothing.
    expect(within(cards[0]!).getByText('Bajó S/ 100.00 desde que lo guardaste')).toBeInTheDocument();
    expect(within(list).getAllByText(/^Bajó /)).toHaveLength(1);
    expect(within(cards[0]!).getByRole('button', { name: 'Añadir al carrito: Sauvage EDT 100 ml' })).toBeEnabled();
    expect(within(cards[1]!).getByRole('link', { name: 'Avísame cuando vuelva: Miss Dior 50 ml' })).toHaveAttribute(
      'href',
      '/product/p-2#avisame',
    );
    expect(within(cards[2]!).getByText('Ya no está disponible')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText(/S\//)).not.toBeInTheDocument();
    // No heart on these cards: 'Quitar' is here.
    expect(within(list).queryByRole('button', { name: /favoritos/ })).not.toBeInTheDocument();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Quitar: Sauvage EDT 100 ml' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says how to start when there is none', async () => {
    renderRoute('/favoritos', [page([])], { session: meFixture() });
    expect(await screen.findByText('Aún no tienes favoritos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/web-products');
  });

  it('asks a guest to sign in', async () => {
    renderRoute('/favoritos');
    const hint = await screen.findByText('Inicia sesión para ver tus favoritos.');
    fireEvent.click(within(hint.parentElement!).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
