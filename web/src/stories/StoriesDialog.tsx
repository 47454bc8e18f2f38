import { limaDate } from '@esencia/domain/shared/lima-date';
import { LIKE_REQUIRES_LOGIN_MESSAGE } from '@esencia/domain/story/story-interactions';
import { RESTOCK_NOTICE_MESSAGES } from '@esencia/domain/stock/restock-notice';
import { StoryViewer, useToast, type StoryViewerStory } from '@esencia/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { renderRouterLink } from '../app/routerLink';
import { answered } from '../auth/graphqlErrors';
import { LoginModal } from '../auth/LoginModal';
import { useSession } from '../auth/SessionProvider';
import { useCart } from '../cart/CartProvider';
import { useStoreSettings } from '../storeSettings/useStoreSettings';
import { RecordStoryViewDocument, ToggleStoryLikeDocument, ToggleStoryWantDocument } from './stories.generated';
import {
  LIKE_ERROR_MESSAGE,
  rememberedSound,
  rememberSound,
  SHARE_COPIED_MESSAGE,
  SHARE_ERROR_MESSAGE,
  storyShareText,
  storyUrl,
  storyWantLink,
  viewerStory,
  WANT_ERROR_MESSAGE,
  type StoryData,
} from './storyView';

export interface StoriesDialogProps {
  /** The visible stories, in order. */
  stories: readonly StoryData[];
  /** The story asked for (`?story=`); null when the viewer was opened on the empty text. */
  storyId: string | null;
  /** Shows another story (the URL follows). */
  onShow: (storyId: string) => void;
  /** 'Ver historias disponibles' with no story left: the empty text. */
  onShowEmpty: () => void;
  /** Closes the viewer (the URL loses `story`). */
  onClose: () => void;
}

type Interaction = 'like' | 'want';

/**
 * The storefront's story viewer, loaded only when it opens: records one view per story shown, like and
 * 'Lo quiero' for signed-in shoppers (guests get the login prompt, or the WhatsApp chat for 'Lo quiero'),
 * share (system share, else the clipboard), add to cart, and the sound choice kept for the session.
 */
export function StoriesDialog({ stories, storyId, onShow, onShowEmpty, onClose }: StoriesDialogProps) {
  const { me } = useSession();
  const { settings } = useStoreSettings();
  const { addToCart } = useCart();
  const { toast } = useToast();
  const [loginOpen, setLoginOpen] = useState(false);
  const [soundOn, setSoundOn] = useState(rememberedSound);
  const [recordView] = useMutation(RecordStoryViewDocument);
  const [toggleLike] = useMutation(ToggleStoryLikeDocument);
  const [toggleWant] = useMutation(ToggleStoryWantDocument);

  const index = storyId === null ? -1 : stories.findIndex((story) => story.id === storyId);
  const current = index >= 0 ? stories[index] : undefined;
  const unavailable = storyId !== null && !current;

  // One view per story shown while the viewer is open; failures are only logged.
  const recorded = useRef(new Set<string>());
  const currentId = current?.id;
  useEffect(() => {
    if (!currentId || recorded.current.has(currentId)) return;
    recorded.current.add(currentId);
    recordView({ variables: { storyId: currentId } }).catch((error: unknown) =>
      console.error('No se pudo registrar la vista de la historia', error),
    );
  }, [currentId, recordView]);

  const origin = window.location.origin;
  const today = limaDate(new Date());
  const items: StoryViewerStory[] = stories.map((story) =>
    viewerStory(story, me ? null : storyWantLink(story, settings?.whatsappNumber ?? '', origin, today)),
  );
  const byId = new Map(stories.map((story) => [story.id, story]));

  const askToSignIn = (message: string) => {
    toast({ title: message, tone: 'info' });
    setLoginOpen(true);
  };

  const toggle = async (kind: Interaction, story: StoryData) => {
    const failure = kind === 'like' ? LIKE_ERROR_MESSAGE : WANT_ERROR_MESSAGE;
    if (!me) {
      askToSignIn(LIKE_REQUIRES_LOGIN_MESSAGE);
      return;
    }
    // Shown at once (Apollo's optimistic layer); the server's answer, which carries the story, then replaces it,
    // and a refusal or a failure takes the optimistic copy away.
    const optimistic = {
      __typename: 'StoryInteractionToggled' as const,
      story:
        kind === 'like'
          ? {
              ...story,
              viewerLiked: !story.viewerLiked,
              likes: Math.max(0, story.likes + (story.viewerLiked ? -1 : 1)),
            }
          : { ...story, viewerWanted: !story.viewerWanted },
    };
    try {
      const variables = { storyId: story.id };
      const result =
        kind === 'like'
          ? answered((await toggleLike({ variables, optimisticResponse: { toggleStoryLike: optimistic } })).data)
              .toggleStoryLike
          : answered((await toggleWant({ variables, optimisticResponse: { toggleStoryWant: optimistic } })).data)
              .toggleStoryWant;
      if (result.__typename === 'StoryLoginRequiredError') askToSignIn(result.message);
      else if (result.__typename !== 'StoryInteractionToggled') toast({ title: result.message, tone: 'error' });
      else if (kind === 'want' && !story.viewerWanted && story.product && story.product.stock < 1) {
        // The server also asked for the sold-out product's 'Avísame cuando vuelva' notice (issue 26), at once for
        // a signed-in shopper: its own answer's words.
        toast({ title: RESTOCK_NOTICE_MESSAGES.confirmed, tone: 'success' });
      }
    } catch (error) {
      console.error(failure, error);
      toast({ title: failure, tone: 'error' });
    }
  };

  const share = async (story: StoryData) => {
    const url = storyUrl(origin, story.id);
    const text = storyShareText(story);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: story.title, text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text}\n${url}`);
      toast({ title: SHARE_COPIED_MESSAGE, tone: 'success' });
    } catch (error) {
      // Closing the system share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error(SHARE_ERROR_MESSAGE, error);
      toast({ title: SHARE_ERROR_MESSAGE, tone: 'error' });
    }
  };

  const withStory = (action: (story: StoryData) => unknown) => (item: StoryViewerStory) => {
    const story = byId.get(item.id);
    if (story) void action(story);
  };

  return (
    <>
      <StoryViewer
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        stories={items}
        index={Math.max(index, 0)}
        onIndexChange={(next) => {
          const story = stories[next];
          if (story) onShow(story.id);
        }}
        unavailable={unavailable}
        onShowAvailable={() => {
          const first = stories[0];
          if (first) onShow(first.id);
          else onShowEmpty();
        }}
        soundOn={soundOn}
        onSoundOnChange={(on) => {
          setSoundOn(on);
          rememberSound(on);
        }}
        onLike={withStory((story) => toggle('like', story))}
        onWant={withStory((story) => toggle('want', story))}
        onShare={withStory(share)}
        onAddToCart={withStory((story) => {
          if (story.product) addToCart({ id: story.product.id, stock: story.product.stock }, 1);
        })}
        suspended={loginOpen}
        renderLink={renderRouterLink}
      />
      {!me && <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />}
    </>
  );
}
