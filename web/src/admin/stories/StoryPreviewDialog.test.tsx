import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@esencia/ui-kit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../apollo/cache';
import { adminStory, audienceMock, audiencePageMock, fromNow, hours } from './storyFixtures';
import { STORY_AUDIENCE_PAGE_SIZE, StoryPreviewDialog } from './StoryPreviewDialog';

const story = adminStory({ duration: 3, audioKey: 'stories/1-audio-a.mp3', audioUrl: '/files/stories/1-audio-a.mp3' });

function renderPreview(mocks: MockLink.MockedResponse[]) {
  const onClose = vi.fn();
  render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider mocks={mocks} cache={createCache()}>
        <StoryPreviewDialog story={story} onClose={onClose} />
      </MockedProvider>
    </ThemeProvider>,
  );
  return { onClose };
}

const progress = () =>
  Number(screen.getByRole('progressbar', { name: 'Progreso de la historia' }).getAttribute('aria-valuenow'));

describe('StoryPreviewDialog', () => {
  beforeEach(() => {
    // jsdom has no media playback.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('empieza 500 ms después de cargar la imagen, avanza cada 50 ms, se pausa y se detiene al final', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderPreview(audienceMock('s-1', []));
    const dialog = screen.getByRole('dialog', { name: 'Vista previa' });
    expect(within(dialog).getByRole('button', { name: 'Activar sonido' })).toBeInTheDocument();

    fireEvent.load(within(dialog).getByRole('img', { name: story.title }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(progress()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(300));
    // 300 ms of a 3 s story: 10 %.
    expect(progress()).toBe(10);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(progress()).toBe(10);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reproducir' }));
    await act(() => vi.advanceTimersByTimeAsync(2700));
    expect(progress()).toBe(100);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(progress()).toBe(100);
    expect(within(dialog).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });

  it('lista quién dio like y quién la quiere, lo más reciente primero, o dice que nadie', async () => {
    renderPreview(
      audienceMock('s-1', [
        { email: 'ana@example.com', name: 'Ana Quispe', at: fromNow(-hours(1)) },
        { email: 'luis@example.com', name: null, at: fromNow(-hours(3)) },
      ]),
    );

    const likes = await screen.findByRole('region', { name: 'Les gustó' });
    expect(await within(likes).findByRole('heading', { name: 'Les gustó (2)' })).toBeInTheDocument();
    expect(
      within(likes)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Ana Quispe', 'luis@example.com']);
    const wants = screen.getByRole('region', { name: 'Lo quieren' });
    expect(await within(wants).findByRole('heading', { name: 'Lo quieren (0)' })).toBeInTheDocument();
    expect(within(wants).getByText('Nadie la ha marcado con «Lo quiero» todavía.')).toBeInTheDocument();
  });

  it('muestra una página de cada lista con el total, y pasa a la siguiente (nunca todas las personas de una vez)', async () => {
    const total = STORY_AUDIENCE_PAGE_SIZE + 2;
    const fan = (n: number) => ({ email: `fan${n}@example.com`, name: null, at: fromNow(-hours(n)) });
    const people = Array.from({ length: total }, (_, index) => fan(index + 1));
    renderPreview([
      audiencePageMock('s-1', 'LIKE', people.slice(0, STORY_AUDIENCE_PAGE_SIZE), { total }),
      audiencePageMock('s-1', 'WANT', []),
      audiencePageMock('s-1', 'LIKE', people.slice(STORY_AUDIENCE_PAGE_SIZE), { page: 2, total }),
    ]);

    const likes = await screen.findByRole('region', { name: 'Les gustó' });
    expect(await within(likes).findByRole('heading', { name: `Les gustó (${total})` })).toBeInTheDocument();
    expect(within(likes).getAllByRole('listitem')).toHaveLength(STORY_AUDIENCE_PAGE_SIZE);
    fireEvent.click(within(likes).getByRole('button', { name: 'Siguiente' }));

    expect(await within(likes).findByText(`fan${total}@example.com`)).toBeInTheDocument();
    expect(within(likes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(likes).getByText('Página 2 de 2')).toBeInTheDocument();
    // The other list has one page: no controls.
    expect(within(screen.getByRole('region', { name: 'Lo quieren' })).queryByRole('navigation')).toBeNull();
  });

  it("si la lista no carga ofrece 'Intentar de nuevo'", async () => {
    const [likes, wants] = audienceMock('s-1', [
      { email: 'ana@example.com', name: 'Ana Quispe', at: fromNow(-hours(1)) },
    ]);
    renderPreview([{ request: likes!.request, error: new Error('red') }, likes!, wants!]);

    expect(await screen.findByText('Error al cargar quién interactuó con la historia')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByText('Ana Quispe')).toBeInTheDocument();
  });
});
