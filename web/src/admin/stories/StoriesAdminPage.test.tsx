import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminPageLifecycle,
  adminTable,
  cellTexts,
  mutationMock,
  renderAdminPage,
  stubPhoneScreen,
} from '../shared/adminTesting';
import {
  DeleteStoryDocument,
  ForceExpireStoryDocument,
  RestoreStoryDocument,
  SyncStoryPositionsDocument,
} from './stories.generated';
import { adminStoriesMock, adminStory, audienceMock, fromNow, hours, minutes, NOW } from './storyFixtures';

const running = adminStory();
const switchedOff = adminStory({
  id: 's-2',
  title: 'Promo Día de la Madre',
  description: 'Corta',
  active: false,
  state: 'OFF',
  expiresAt: fromNow(hours(20)),
  product: null,
  views: 40,
  likes: 6,
  wants: 1,
  position: 1,
});
const expired = adminStory({
  id: 's-3',
  title: 'Lanzamiento Chanel',
  description: 'Ya pasó',
  active: false,
  state: 'EXPIRED',
  expiresAt: fromNow(-hours(1)),
  product: null,
  views: 40,
  likes: 5,
  wants: 0,
  position: 2,
});

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return renderAdminPage('/admin/stories', [adminStoriesMock([running, switchedOff, expired]), ...mocks]);
}

// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 10_000 };
const { table, rowOf } = adminTable('Historias', SLOW);

const saved = (story: typeof running, message: string) => ({ __typename: 'StorySaved', message, story });

describe('Historias del panel (/admin/stories)', () => {
  adminPageLifecycle(() => import('./StoriesAdminPage'));

  beforeEach(() => {
    // Only the clock is fixed (timers run): the remaining times are exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('lista las historias: imagen, título, descripción cortada en 50, producto, estado, tiempo restante y contadores', async () => {
    await renderPage();

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Imagen',
      'Título',
      'Descripción',
      'Producto',
      'Estado',
      'Tiempo restante',
      'Vistas',
      'Me gusta',
      'Lo quiero',
      'Acciones',
    ]);
    const first = cellTexts(await rowOf('Nueva colección de verano'));
    expect(first.slice(1, 9)).toEqual([
      'Nueva colección de verano',
      'Fragancias frescas para los días de sol, con notas…',
      'Sauvage EDT 100 mlS/ 120.00',
      'Activa',
      '5h 30m',
      '120',
      '14',
      '3',
    ]);
    expect(Array.from((first[2] ?? '').replace('…', ''))).toHaveLength(50);
    expect(cellTexts(await rowOf('Promo Día de la Madre')).slice(1, 9)).toEqual([
      'Promo Día de la Madre',
      'Corta',
      'Sin producto',
      'Apagada',
      '20h 0m',
      '40',
      '6',
      '1',
    ]);
    expect(cellTexts(await rowOf('Lanzamiento Chanel')).slice(4, 6)).toEqual(['Expirada', 'Expirada']);
  });

  it('muestra las cuatro tarjetas con las cifras de todas las historias', async () => {
    await renderPage();

    const summary = await screen.findByRole('region', { name: 'Resumen de historias' }, SLOW);
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('group')
          .map((card) => card.textContent),
      ).toEqual(['Total de historias31 apagada · 1 expirada', 'Activas1', 'Vistas200', 'Me gusta254 «Lo quiero»']),
    );
  });

  it('el tiempo restante se pone urgente a las 2 h justas y se renueva cada minuto', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    const soon = adminStory({ expiresAt: fromNow(hours(2) + minutes(1)) });
    renderAdminPage('/admin/stories', [adminStoriesMock([soon])]);

    const remaining = () => within(screen.getByRole('table', { name: 'Historias' })).getByText(/^\dh \d+m$/);
    await table();
    expect(remaining()).toHaveTextContent('2h 1m');
    expect(remaining()).not.toHaveAttribute('data-urgent');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(remaining()).toHaveTextContent('2h 0m');
    expect(remaining()).toHaveAttribute('data-urgent', 'true');
    expect(remaining()).toHaveAccessibleName('2h 0m, expira pronto');
  });

  it("una historia expirada ofrece 'Restaurar a 24h' en lugar de editar; una apagada se edita", async () => {
    await renderPage();
    await table();

    const expiredRow = within(await rowOf('Lanzamiento Chanel'));
    expect(expiredRow.getByRole('button', { name: 'Restaurar a 24h Lanzamiento Chanel' })).toBeInTheDocument();
    expect(expiredRow.queryByRole('button', { name: 'Editar Lanzamiento Chanel' })).not.toBeInTheDocument();

    const offRow = within(await rowOf('Promo Día de la Madre'));
    expect(offRow.getByRole('button', { name: 'Editar Promo Día de la Madre' })).toBeInTheDocument();
    expect(offRow.queryByRole('button', { name: 'Restaurar a 24h Promo Día de la Madre' })).not.toBeInTheDocument();
    expect(
      offRow.getByRole('button', { name: 'Forzar expiración de Promo Día de la Madre (acción de prueba)' }),
    ).toBeInTheDocument();
  });

  it("'Restaurar a 24h' también como acción de prueba antes de expirar (el servidor la acepta en cualquier estado)", async () => {
    const restored = { ...running, expiresAt: fromNow(hours(24)) };
    await renderPage([
      mutationMock(
        RestoreStoryDocument,
        { id: running.id },
        { restoreStory: saved(restored, 'Historia restaurada a 24h') },
      ),
      adminStoriesMock([restored, switchedOff, expired]),
    ]);
    await table();

    const row = within(await rowOf('Nueva colección de verano'));
    expect(row.getByRole('button', { name: 'Editar Nueva colección de verano' })).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Restaurar a 24h Nueva colección de verano (acción de prueba)' }));

    expect(await screen.findByText('Historia restaurada a 24h')).toBeInTheDocument();
    const after = within(await rowOf('Nueva colección de verano'));
    await waitFor(() => expect(after.getByText('24h 0m')).toBeInTheDocument());
  });

  it("'Restaurar a 24h' pide restoreStory y avisa 'Historia restaurada a 24h'; la historia vuelve activa", async () => {
    const restored = { ...expired, active: true, state: 'ACTIVE' as const, expiresAt: fromNow(hours(24)) };
    await renderPage([
      mutationMock(RestoreStoryDocument, { id: 's-3' }, { restoreStory: saved(restored, 'Historia restaurada a 24h') }),
      adminStoriesMock([running, switchedOff, restored]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Restaurar a 24h Lanzamiento Chanel' }));

    expect(await screen.findByText('Historia restaurada a 24h')).toBeInTheDocument();
    const row = within(await rowOf('Lanzamiento Chanel'));
    await waitFor(() => expect(row.getByText('24h 0m')).toBeInTheDocument());
    expect(row.getByRole('button', { name: 'Editar Lanzamiento Chanel' })).toBeInTheDocument();
  });

  it("una restauración que falla avisa 'Error al restaurar historia: {detalle}'", async () => {
    await renderPage([
      mutationMock(
        RestoreStoryDocument,
        { id: 's-3' },
        {
          restoreStory: {
            __typename: 'NotFoundError',
            errorCode: 'STORY_NOT_FOUND',
            message: 'Historia no encontrada',
          },
        },
      ),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Restaurar a 24h Lanzamiento Chanel' }));

    expect(await screen.findByText('Error al restaurar historia: Historia no encontrada')).toBeInTheDocument();
  });

  it("'Forzar expiración' (acción de prueba) pide forceExpireStory y la fila pasa a 'Restaurar a 24h'", async () => {
    const forced = { ...running, active: false, state: 'EXPIRED' as const, expiresAt: fromNow(-hours(1)) };
    await renderPage([
      mutationMock(ForceExpireStoryDocument, { id: 's-1' }, { forceExpireStory: saved(forced, 'Historia expirada') }),
      adminStoriesMock([forced, switchedOff, expired]),
    ]);
    await table();

    fireEvent.click(
      screen.getByRole('button', { name: 'Forzar expiración de Nueva colección de verano (acción de prueba)' }),
    );

    expect(await screen.findByText('Historia expirada')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Restaurar a 24h Nueva colección de verano' }),
    ).toBeInTheDocument();
  });

  it('eliminar pide confirmación, borra y avisa «Historia eliminada con éxito»', async () => {
    await renderPage([
      mutationMock(
        DeleteStoryDocument,
        { id: 's-2' },
        { deleteStory: { __typename: 'StoryDeleted', id: 's-2', message: 'Historia eliminada con éxito' } },
      ),
      adminStoriesMock([running, expired]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Promo Día de la Madre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar historia' });
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar «Promo Día de la Madre»?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Historia eliminada con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Promo Día de la Madre')).not.toBeInTheDocument());
  });

  it("un borrado que falla avisa 'Error al eliminar la historia' y deja la historia", async () => {
    await renderPage([{ request: { query: DeleteStoryDocument, variables: { id: 's-2' } }, error: new Error('red') }]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Promo Día de la Madre' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error al eliminar la historia')).toBeInTheDocument();
    expect(screen.getByText('Promo Día de la Madre')).toBeInTheDocument();
  });

  it("'Sincronizar orden' muestra el mensaje del servidor", async () => {
    await renderPage([
      mutationMock(
        SyncStoryPositionsDocument,
        {},
        {
          syncStoryPositions: {
            __typename: 'StoryPositionsSynced',
            changed: 2,
            message: 'Se actualizaron las posiciones de 2 historias',
          },
        },
      ),
      adminStoriesMock([running, switchedOff, expired]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar orden' }));

    expect(await screen.findByText('Se actualizaron las posiciones de 2 historias')).toBeInTheDocument();
  });

  it('la vista previa reproduce la historia y lista quién dio like y quién la quiere', async () => {
    await renderPage([
      ...audienceMock(
        's-1',
        [
          { email: 'ana@example.com', name: 'Ana Quispe', at: fromNow(-minutes(5)) },
          { email: 'luis@example.com', name: null, at: fromNow(-hours(2)) },
        ],
        [{ email: 'rosa@example.com', name: 'Rosa Díaz', at: fromNow(-hours(1)) }],
      ),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Vista previa de Nueva colección de verano' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vista previa' });
    expect(within(dialog).getByRole('progressbar', { name: 'Progreso de la historia' })).toBeInTheDocument();
    const likes = await within(dialog).findByRole('region', { name: 'Les gustó' });
    expect(await within(likes).findByRole('heading', { name: 'Les gustó (2)' })).toBeInTheDocument();
    expect(
      within(likes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Quispeana@example.com · 10/03/2026 09:55', 'luis@example.com10/03/2026 08:00']);
    const wants = within(dialog).getByRole('region', { name: 'Lo quieren' });
    expect(within(wants).getByText('Rosa Díaz')).toBeInTheDocument();
  });

  it("si la lista no carga muestra 'Error al cargar historias' con 'Intentar de nuevo'", async () => {
    renderAdminPage('/admin/stories', [
      {
        request: adminStoriesMock([]).request,
        error: new Error('red'),
      },
      adminStoriesMock([running]),
    ]);

    expect(await screen.findByText('Error al cargar historias', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByText('Nueva colección de verano')).toBeInTheDocument();
  });

  it('busca por título o descripción y muestra lo que responde el servidor', async () => {
    await renderPage([adminStoriesMock([expired], 'chanel')]);
    await table();

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar historias' }), { target: { value: 'chanel ' } });

    await waitFor(() => expect(screen.queryByText('Nueva colección de verano')).not.toBeInTheDocument());
    expect(screen.getByText('Lanzamiento Chanel')).toBeInTheDocument();
  });

  it('pasa de página y la búsqueda y la página quedan en la dirección', async () => {
    const { router } = renderAdminPage('/admin/stories?q=chanel', [
      adminStoriesMock([expired], 'chanel', {}, { total: 26, totalPages: 2 }),
      adminStoriesMock([running], 'chanel', {}, { page: 2, total: 26, totalPages: 2 }),
    ]);
    const pages = await screen.findByRole('navigation', { name: 'Páginas de historias' }, SLOW);
    expect(pages).toHaveTextContent('Página 1 de 2 (26 historias)');
    expect(screen.getByRole('textbox', { name: 'Buscar historias' })).toHaveValue('chanel');

    fireEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));

    expect(await screen.findByText('Nueva colección de verano')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=chanel&pagina=2');
  });

  it('en el teléfono cada historia es una tarjeta con sus datos y acciones', async () => {
    stubPhoneScreen();
    await renderPage();

    const cards = await screen.findByRole('list', { name: 'Historias' }, SLOW);
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Nueva colección de verano',
      'Promo Día de la Madre',
      'Lanzamiento Chanel',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(articles[0] as HTMLElement);
    expect(card.getByText('Tiempo restante').nextElementSibling).toHaveTextContent('5h 30m');
    expect(card.getByRole('button', { name: 'Editar Nueva colección de verano' })).toBeInTheDocument();
    expect(within(articles[2] as HTMLElement).getByRole('button', { name: /Restaurar a 24h/ })).toBeInTheDocument();
  });
});
