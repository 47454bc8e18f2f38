import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type StoryFieldsFragment,
  RecordStoryViewDocument,
  StoriesDocument,
  ToggleStoryLikeDocument,
  ToggleStoryWantDocument,
} from './stories.generated';
import { BrandStripDocument, CarouselProductsDocument } from '../pages/home/home.generated';
import { brandStripPageFixture, meFixture } from '../test/fixtures';
import { renderRoute, sessionMock } from '../test/renderRoute';
import { STORY_SOUND_KEY } from './storyView';

const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toFixed(2)}`,
});

function storyFixture(overrides: Partial<StoryFieldsFragment> = {}): StoryFieldsFragment {
  return {
    __typename: 'Story',
    id: 's-1',
    title: 'Nueva colección de otoño',
    description: 'Fragancias cálidas para las noches frescas.',
    imageUrl: '/files/stories/1764900000000-image-otono.webp',
    audioUrl: null,
    externalLink: null,
    duration: 5,
    likes: 4,
    viewerLiked: false,
    viewerWanted: false,
    product: {
      __typename: 'Product',
      id: 'p-1',
      name: 'Good Girl EDP 80 ml',
      imageUrl: null,
      stock: 12,
      discountApplied: false,
      brand: { __typename: 'Brand', id: 'b-1', name: 'Carolina Herrera' },
      price: money(48900),
      originalPrice: money(48900),
      promotion: null,
    },
    ...overrides,
  };
}

const first = storyFixture();
const second = storyFixture({ id: 's-2', title: 'Ámbar Real, de vuelta', product: null, likes: 0 });

const homeMocks = [
  { request: { query: CarouselProductsDocument }, result: { data: { products: { items: [] } } } },
  { request: { query: BrandStripDocument }, result: { data: brandStripPageFixture([]) } },
];

const storiesMock = (stories: StoryFieldsFragment[]) => ({
  request: { query: StoriesDocument },
  result: { data: { stories } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** Every recordStoryView answered; `views` records the ids. */
function viewsMock(views: string[]) {
  return {
    request: { query: RecordStoryViewDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const storyId = String(variables['storyId']);
      views.push(storyId);
      return { data: { recordStoryView: { __typename: 'StoryViewRecorded', storyId, views: 1 } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const viewer = () => screen.findByRole('dialog', { name: 'Historias' });
const storyTitle = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 });
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('historias en la página de inicio', () => {
  it("muestra el botón 'Historias' solo cuando hay historias, y lo abre en la primera", async () => {
    const views: string[] = [];
    const { router } = renderRoute('/', [...homeMocks, storiesMock([first, second]), viewsMock(views)]);

    fireEvent.click(await screen.findByRole('button', { name: 'Historias 2' }));
    const dialog = await viewer();
    expect(storyTitle(dialog)).toHaveTextContent('Nueva colección de otoño');
    expect(search(router)).toBe('?story=s-1');
    await waitFor(() => expect(views).toEqual(['s-1']));
  });

  it('no pide las historias otra vez cuando la primera comprobación de la sesión llega después de ellas', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    renderRoute(
      '/',
      [
        ...homeMocks,
        { ...sessionMock(meFixture()), delay: 150 },
        {
          // Counted when asked (the matcher runs at the request).
          request: { query: StoriesDocument, variables: () => ++asked > 0 },
          result: { data: { stories: [first] } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      { session: false },
    );

    expect(await screen.findByRole('button', { name: /Historias/ })).toBeInTheDocument();
    expect(await screen.findByText(/Hola/)).toBeInTheDocument();
    // Whatever the session's answer set off (effects, a request and its answer) has happened a second later.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(asked).toBe(1);
  });

  it('oculta el botón cuando no hay historias', async () => {
    let answered = false;
    const none = storiesMock([]);
    renderRoute('/', [
      ...homeMocks,
      {
        ...none,
        result: () => {
          answered = true;
          return none.result;
        },
      },
    ]);
    // Only once the (empty) list has come back does the absence of the button say anything.
    await waitFor(() => expect(answered).toBe(true));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /^Historias/ })).not.toBeInTheDocument();
  });

  it('/?story={id} abre el visor en esa historia; la URL la sigue y cerrar quita story; una vista por historia', async () => {
    const views: string[] = [];
    const { router } = renderRoute('/?story=s-2', [...homeMocks, storiesMock([first, second]), viewsMock(views)]);

    const dialog = await viewer();
    expect(storyTitle(dialog)).toHaveTextContent('Ámbar Real, de vuelta');
    expect(within(dialog).getByRole('progressbar')).toHaveAccessibleName('Historia 2 de 2');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Historia anterior' }));
    expect(storyTitle(dialog)).toHaveTextContent('Nueva colección de otoño');
    expect(search(router)).toBe('?story=s-1');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(storyTitle(dialog)).toHaveTextContent('Ámbar Real, de vuelta');
    // Back to a story already seen: no second view.
    await waitFor(() => expect(views).toEqual(['s-2', 's-1']));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar historias' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search(router)).toBe('');
  });

  it("una historia que ya no está visible dice 'Esta historia ya no está disponible' y lleva a las disponibles", async () => {
    const { router } = renderRoute('/?story=caducada', [...homeMocks, storiesMock([first, second]), viewsMock([])]);

    const dialog = await viewer();
    expect(within(dialog).getByText('Esta historia ya no está disponible')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver historias disponibles' }));
    expect(storyTitle(dialog)).toHaveTextContent('Nueva colección de otoño');
    expect(search(router)).toBe('?story=s-1');
  });

  it("sin historias visibles, 'Ver historias disponibles' muestra 'No hay historias disponibles'", async () => {
    const { router } = renderRoute('/?story=caducada', [...homeMocks, storiesMock([])]);

    const dialog = await viewer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver historias disponibles' }));
    expect(await within(dialog).findByText('No hay historias disponibles')).toBeInTheDocument();
    expect(search(router)).toBe('');
  });

  it("un invitado que da like ve 'Debes iniciar sesión para dar like' y el inicio de sesión", async () => {
    renderRoute('/?story=s-1', [...homeMocks, storiesMock([first]), viewsMock([])]);

    const dialog = await viewer();
    fireEvent.click(within(dialog).getByRole('button', { name: /Me gusta/ }));
    expect(await screen.findByText('Debes iniciar sesión para dar like')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('con sesión, like cambia el estado y el número; si falla avisa con "Error al dar like"', async () => {
    const liked = { ...first, likes: 5, viewerLiked: true };
    renderRoute(
      '/?story=s-1',
      [
        ...homeMocks,
        storiesMock([first]),
        viewsMock([]),
        {
          request: { query: ToggleStoryLikeDocument, variables: { storyId: 's-1' } },
          result: {
            data: { toggleStoryLike: { __typename: 'StoryInteractionToggled', story: liked } },
          },
        },
        {
          request: { query: ToggleStoryLikeDocument, variables: { storyId: 's-1' } },
          error: new Error('Network error'),
        },
      ],
      { session: meFixture() },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const dialog = await viewer();
    const like = () => within(dialog).getByRole('button', { name: /Me gusta/ });
    expect(like()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like());
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    expect(like()).toHaveTextContent('5');

    fireEvent.click(like());
    expect(await screen.findByText('Error al dar like')).toBeInTheDocument();
    // The optimistic change is rolled back.
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    expect(like()).toHaveTextContent('5');
  });

  it("con sesión, 'Lo quiero' es un botón que alterna; una historia caducada entretanto lo dice", async () => {
    renderRoute(
      '/?story=s-1',
      [
        ...homeMocks,
        storiesMock([first]),
        viewsMock([]),
        {
          request: { query: ToggleStoryWantDocument, variables: { storyId: 's-1' } },
          result: {
            data: {
              toggleStoryWant: { __typename: 'StoryInteractionToggled', story: { ...first, viewerWanted: true } },
            },
          },
        },
        {
          request: { query: ToggleStoryWantDocument, variables: { storyId: 's-1' } },
          result: {
            data: {
              toggleStoryWant: {
                __typename: 'StoryUnavailableError',
                errorCode: 'STORY_UNAVAILABLE',
                message: 'Esta historia ya no está disponible',
              },
            },
          },
        },
      ],
      { session: meFixture() },
    );

    const dialog = await viewer();
    expect(within(dialog).queryByRole('link', { name: 'Lo quiero' })).not.toBeInTheDocument();
    const want = () => within(dialog).getByRole('button', { name: 'Lo quiero' });
    expect(want()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(want());
    await waitFor(() => expect(want()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(want());
    // A toast (the viewer keeps the story the list still has).
    expect(await screen.findByText('Esta historia ya no está disponible')).toBeInTheDocument();
  });

  it("con sesión, 'Lo quiero' de un producto agotado dice lo mismo que 'Avísame cuando vuelva' confirmado", async () => {
    const soldOut = storyFixture({ product: { ...first.product!, stock: 0 } });
    renderRoute(
      '/?story=s-1',
      [
        ...homeMocks,
        storiesMock([soldOut]),
        viewsMock([]),
        {
          request: { query: ToggleStoryWantDocument, variables: { storyId: 's-1' } },
          result: {
            data: {
              toggleStoryWant: { __typename: 'StoryInteractionToggled', story: { ...soldOut, viewerWanted: true } },
            },
          },
        },
      ],
      { session: meFixture() },
    );

    const dialog = await viewer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lo quiero' }));
    // The server asked for the notice too: the words of its own answer to askRestockNotice (one source).
    expect(await screen.findByText('Listo: te avisaremos por correo cuando vuelva.')).toBeInTheDocument();
  });

  it("'Lo quiero' de un invitado abre el chat de WhatsApp de la tienda sobre el producto", async () => {
    renderRoute('/?story=s-1', [...homeMocks, storiesMock([first]), viewsMock([])]);

    const dialog = await viewer();
    const want = await within(dialog).findByRole('link', { name: 'Lo quiero' });
    const href = want.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/51987654321?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain('Hola, vi la historia «Nueva colección de otoño» y lo quiero.');
    expect(text).toContain('*Good Girl EDP 80 ml*');
    expect(text).toContain('Marca: Carolina Herrera');
    expect(text).toContain(`Míralo aquí: ${window.location.origin}/product/p-1`);
    expect(want).toHaveAttribute('target', '_blank');
  });

  it('compartir sin Web Share copia el texto y el enlace; si falla dice "Error al compartir"', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/?story=s-1', [...homeMocks, storiesMock([first]), viewsMock([])]);

    const dialog = await viewer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Link copiado al portapapeles')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `Nueva colección de otoño\nFragancias cálidas para las noches frescas.\n${window.location.origin}/?story=s-1`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Error al compartir')).toBeInTheDocument();
  });

  it('con Web Share usa el menú del sistema', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderRoute('/?story=s-1', [...homeMocks, storiesMock([first]), viewsMock([])]);

    const dialog = await viewer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Nueva colección de otoño',
        text: 'Nueva colección de otoño\nFragancias cálidas para las noches frescas.',
        url: `${window.location.origin}/?story=s-1`,
      }),
    );
  });

  it('agrega el producto de la historia al carrito', async () => {
    renderRoute('/?story=s-1', [...homeMocks, storiesMock([first]), viewsMock([])]);

    const dialog = await viewer();
    const product = within(dialog).getByRole('region', { name: 'Producto de la historia' });
    expect(product).toHaveTextContent('S/ 489.00');
    expect(within(product).getByRole('link', { name: 'Good Girl EDP 80 ml' })).toHaveAttribute('href', '/product/p-1');
    fireEvent.click(within(product).getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('Producto añadido al carrito')).toBeInTheDocument();
  });

  it('tocar la imagen activa el sonido y se recuerda durante la sesión', async () => {
    const withAudio = { ...first, audioUrl: '/files/stories/1764900000000-audio-otono.mp3' };
    const view = renderRoute('/?story=s-1', [...homeMocks, storiesMock([withAudio]), viewsMock([])]);

    let dialog = await viewer();
    expect(within(dialog).getByRole('button', { name: 'Activar sonido' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('img', { name: 'Nueva colección de otoño' }));
    expect(within(dialog).getByRole('button', { name: 'Silenciar' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORY_SOUND_KEY)).toBe('on');

    // Opened again in the same session: the sound is already on.
    view.unmount();
    renderRoute('/?story=s-1', [...homeMocks, storiesMock([withAudio]), viewsMock([])]);
    dialog = await viewer();
    expect(within(dialog).getByRole('button', { name: 'Silenciar' })).toBeInTheDocument();
  });
});
