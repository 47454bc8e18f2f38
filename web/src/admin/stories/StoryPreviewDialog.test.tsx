import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@esencia/ui-kit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../apollo/cache';
import { AdminStoryAudienceDocument } from './stories.generated';
import { adminStory, audienceMock, fromNow, hours } from './storyFixtures';
import { StoryPreviewDialog } from './StoryPreviewDialog';

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
    renderPreview([audienceMock('s-1', [])]);
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
    renderPreview([
      audienceMock('s-1', [
        { email: 'ana@example.com', name: 'Ana Quispe', at: fromNow(-hours(1)) },
        { email: 'luis@example.com', name: null, at: fromNow(-hours(3)) },
      ]),
    ]);

    const likes = await screen.findByRole('region', { name: 'Les gustó' });
    expect(within(likes).getByRole('heading')).toHaveTextContent('Les gustó (2)');
    expect(
      within(likes)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Ana Quispe', 'luis@example.com']);
    const wants = screen.getByRole('region', { name: 'Lo quieren' });
    expect(within(wants).getByRole('heading')).toHaveTextContent('Lo quieren (0)');
    expect(within(wants).getByText('Nadie la ha marcado con «Lo quiero» todavía.')).toBeInTheDocument();
  });

  it("si la lista no carga ofrece 'Intentar de nuevo'", async () => {
    renderPreview([
      { request: { query: AdminStoryAudienceDocument, variables: { storyId: 's-1' } }, error: new Error('red') },
      audienceMock('s-1', [{ email: 'ana@example.com', name: 'Ana Quispe', at: fromNow(-hours(1)) }]),
    ]);

    expect(await screen.findByText('Error al cargar quién interactuó con la historia')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByText('Ana Quispe')).toBeInTheDocument();
  });
});
