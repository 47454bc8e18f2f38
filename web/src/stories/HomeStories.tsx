import { StoriesButton } from '@esencia/ui-kit';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../auth/SessionProvider';
import { StoriesDocument } from './stories.generated';
import { STORY_PARAM } from './storyParam';

// The viewer, its mutations and the player load only when a story is opened (not in the home's first load).
const StoriesDialog = lazy(async () => ({ default: (await import('./StoriesDialog')).StoriesDialog }));

/**
 * The home page's stories: the floating 'Historias' button (hidden when there are none) and the viewer,
 * opened by the button or by `/?story={id}`. The URL follows the story shown (replaced, not pushed) and
 * closing removes `story`. The browser's only (HomePage loads it once hydrated).
 */
export function HomeStories() {
  const { data, error, refetch } = useQuery(StoriesDocument);
  const { me, loading: checkingSession } = useSession();
  const [params, setParams] = useSearchParams();
  const storyId = params.get(STORY_PARAM);
  const [emptyOpen, setEmptyOpen] = useState(false);

  useEffect(() => {
    if (error) console.error('Error al cargar las historias', error);
  }, [error]);

  // Signing in (e.g. from the viewer's like) changes viewerLiked/viewerWanted: ask again as that person. The
  // first check of the session is not a change: the stories were asked with the same cookie (asking again then
  // was a wasted request, whose late answer could undo a like made meanwhile).
  const viewerId = checkingSession ? undefined : (me?.id ?? null);
  const askedAs = useRef(viewerId);
  useEffect(() => {
    if (viewerId === undefined || askedAs.current === viewerId) return;
    const first = askedAs.current === undefined;
    askedAs.current = viewerId;
    if (!first) {
      refetch().catch((failure: unknown) => {
        // Left before it answered (the shopper went on to another page): nothing failed.
        if (!(failure instanceof Error && failure.name === 'AbortError'))
          console.error('Error al cargar las historias', failure);
      });
    }
  }, [viewerId, refetch]);
  // A failed load shows no button; a shared link then says the story is not available.
  const stories = data?.stories ?? (error ? [] : null);

  const showStory = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(STORY_PARAM);
        else next.set(STORY_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const open = stories !== null && (storyId !== null || emptyOpen);

  return (
    <>
      {stories && stories.length > 0 && (
        <StoriesButton count={stories.length} onClick={() => showStory(stories[0]!.id)} />
      )}
      {open && (
        <Suspense fallback={null}>
          <StoriesDialog
            stories={stories}
            storyId={storyId}
            onShow={(id) => {
              setEmptyOpen(false);
              showStory(id);
            }}
            onShowEmpty={() => {
              setEmptyOpen(true);
              showStory(null);
            }}
            onClose={() => {
              setEmptyOpen(false);
              showStory(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
