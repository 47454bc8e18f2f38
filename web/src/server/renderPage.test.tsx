import { ApolloLink } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STATE_ELEMENT_ID } from '../apollo/pageState';
import { startApp } from '../app/startApp';
import { COMPACT_TOP_BAR_QUERY } from '../app/TopBar';
import {
  brandStripPageFixture,
  detailedProductFixture,
  productCardFixture,
  productPageFixture,
} from '../test/fixtures';
import { stubScreen } from '../test/matchMedia';
import { storeSettingsFixture } from '../test/storeSettings';
import type { GraphQLAnswer, GraphQLOperation } from './inProcessLink';
import { renderPage } from './renderPage';

const PRODUCTS = [
  productCardFixture({ id: 'p-1', name: 'Good Girl EDP 80 ml' }),
  productCardFixture({
    id: 'p-2',
    name: "J'adore EDP 100 ml",
    discountApplied: true,
    price: { __typename: 'Money', formatted: 'S/ 99.90' },
  }),
];

/** The server's answers, by operation: what the in-process executor gives the render. */
const ANSWERS: Readonly<Record<string, Record<string, unknown>>> = {
  Session: { me: null },
  StoreSettings: { storeSettings: storeSettingsFixture() },
  CatalogueProducts: { products: productPageFixture(PRODUCTS) },
  ProductDetail: { product: detailedProductFixture() },
  CarouselProducts: { products: { __typename: 'ProductPage', items: PRODUCTS } },
  BrandStrip: brandStripPageFixture([]),
};

function execute(asked: string[]) {
  return async ({ operationName }: GraphQLOperation): Promise<GraphQLAnswer> => {
    asked.push(operationName ?? '');
    const data = operationName ? ANSWERS[operationName] : undefined;
    return data ? { data } : { errors: [{ message: `sin respuesta para ${operationName}` }] };
  };
}

/**
 * The browser's transport after the server's page: every answer the page needs is in the cache, so only what the
 * browser draws once hydrated may be asked (the home's stories); anything else fails the test.
 */
function browserTransport(askedAfter: string[]) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        askedAfter.push(operation.operationName ?? '');
        if (operation.operationName === 'Stories') {
          observer.next({ data: { stories: [] } });
          observer.complete();
        } else observer.error(new Error(`pedido después de hidratar: ${operation.operationName}`));
      }),
  );
}

/** The browser on a phone-sized screen, or a wide one. */
function screenWidth(phone: boolean) {
  if (phone) stubScreen(COMPACT_TOP_BAR_QUERY);
  else stubScreen();
}

/**
 * The app started at `path` in a page the server did not render (no HTML, no cache), on a wide screen; each
 * operation answered with `answer`'s data, or failed with its Error.
 */
async function startInBrowser(path: string, answer: (operationName: string) => object | Error | undefined) {
  screenWidth(false);
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  const transport = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const answered = answer(operation.operationName ?? '');
        if (answered instanceof Error) return observer.error(answered);
        observer.next({ data: (answered ?? null) as Record<string, unknown> | null });
        observer.complete();
      }),
  );
  let started: { hydrated: boolean } | undefined;
  await act(async () => {
    started = await startApp(container, { transport });
  });
  return started!;
}

/** The server's page in this document at `path` (its root and data block), then the app started on it. */
async function serveAndHydrate(path: string) {
  const asked: string[] = [];
  const page = await renderPage({ url: `http://localhost${path}`, execute: execute(asked) });
  if (!page.ok) throw new Error(page.reason);
  window.history.replaceState(null, '', path);
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PAGE_STATE_ELEMENT_ID;
  state.textContent = JSON.stringify(page.state);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.html;
  document.body.append(container, state);
  const serverHtml = container.innerHTML;
  const recovered: unknown[] = [];
  const askedAfter: string[] = [];
  let started: { hydrated: boolean } | undefined;
  await act(async () => {
    started = await startApp(container, {
      transport: browserTransport(askedAfter),
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  return { asked, askedAfter, serverHtml, container, recovered, hydrated: started!.hydrated };
}

beforeEach(() => {
  // The chat opens by itself after a while; it floats over the page and is not what these tests look at.
  window.localStorage.setItem('esencia-chat-hidden-until', String(Number.MAX_SAFE_INTEGER));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('a page rendered on the server, hydrated in the browser', () => {
  it.each([false, true])('the products listing matches the browser’s first render (phone: %s)', async (phone) => {
    screenWidth(phone);
    const { asked, askedAfter, serverHtml, recovered, hydrated } = await serveAndHydrate('/web-products');

    expect(asked.sort()).toEqual(['CatalogueProducts', 'Session', 'StoreSettings']);
    expect(askedAfter).toEqual([]);
    expect(serverHtml).toContain('Good Girl EDP 80 ml');
    expect(serverHtml).toContain('S/ 99.90');
    expect(hydrated).toBe(true);
    expect(recovered).toEqual([]);
    // The data block was read and removed.
    expect(document.getElementById(PAGE_STATE_ELEMENT_ID)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
  });

  it('the top bar has both sets of actions until hydrated, then the one for the screen', async () => {
    screenWidth(true);
    const { serverHtml, container } = await serveAndHydrate('/web-products');

    // The server cannot know the screen: both sets, each shown by CSS on its own screens.
    expect(serverHtml).toContain('Iniciar Sesión');
    expect(serverHtml).toContain('Abrir menú');
    const header = within(container.querySelector('header')!);
    // Once hydrated, in a task after the hydration's: the phone's.
    await waitFor(() => expect(header.queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument());
    expect(header.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(header.getAllByRole('button', { name: 'Carrito, vacío' })).toHaveLength(1);
  });

  it('a product page, and the start page without its stories (the browser asks for them once hydrated)', async () => {
    screenWidth(false);
    const product = await serveAndHydrate('/product/p-7');
    expect(product.recovered).toEqual([]);
    expect(product.serverHtml).toContain("J'adore EDP 100 ml");
    document.body.innerHTML = '';

    const home = await serveAndHydrate('/');
    expect(home.asked).not.toContain('Stories');
    await waitFor(() => expect(home.askedAfter).toEqual(['Stories']));
    expect(home.recovered).toEqual([]);
    expect(home.serverHtml).toContain('Good Girl EDP 80 ml');
  });

  it('is not a page to send when a query fails: the browser renders it', async () => {
    const page = await renderPage({
      url: 'http://localhost/web-products',
      execute: async (operation) =>
        operation.operationName === 'CatalogueProducts'
          ? { errors: [{ message: 'la base de datos no responde' }] }
          : execute([])(operation),
    });
    expect(page).toEqual({ ok: false, reason: 'CatalogueProducts: la base de datos no responde' });
  });

  it('a catalogue page whose products the server could not load is drawn by the browser: the error state, not a blank page', async () => {
    const failing = (operation: GraphQLOperation) =>
      operation.operationName === 'PromotedProducts'
        ? Promise.resolve<GraphQLAnswer>({ errors: [{ message: 'la base de datos no responde' }] })
        : execute([])(operation);
    const page = await renderPage({ url: 'http://localhost/promotions', execute: failing });
    expect(page.ok).toBe(false);

    // The browser's own request fails too.
    const started = await startInBrowser('/promotions', (operationName) =>
      operationName === 'PromotedProducts' ? new TypeError('Failed to fetch') : ANSWERS[operationName],
    );
    expect(started.hydrated).toBe(false);
    expect(
      await screen.findByText('Hubo un error al cargar las promociones.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar las promociones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('a page the server did not render is rendered by the browser', async () => {
    const started = await startInBrowser('/nosotros', (operationName) => ANSWERS[operationName]);
    expect(started.hydrated).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: /Nosotros/ })).toBeInTheDocument();
  });
});
