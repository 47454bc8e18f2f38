import { STORY_UNAVAILABLE_MESSAGE } from '@esencia/domain/story/story-lifecycle';
import * as RadixDialog from '@radix-ui/react-dialog';
import {
  STORY_LINK_PREVIEW_LENGTH,
  STORY_PRELOAD_AHEAD,
  STORY_VIEWER_MESSAGES,
  storyAfterEnd,
} from '@esencia/domain/story/story-player';
import { useRef, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, HeartIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { truncateText } from '../../utils/truncate';
import { usePreloadImages } from '../../utils/usePreloadImages';
import { Button } from '../Button';
import { PriceTag } from '../PriceTag';
import { StoryPlayer } from '../StoryPlayer';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './StoryViewer.module.css';

export interface StoryViewerProduct {
  /** Product name. */
  name: string;
  /** Today's price, formatted ('S/ 99.90'). */
  price: string;
  /** Price before the discount, formatted; omit when there is none. */
  originalPrice?: string;
  /** Main picture; null = none. */
  imageUrl?: string | null;
  /** The product page; when given, the name links to it. */
  href?: string;
  /** No stock: 'Agotado' instead of 'Agregar al carrito'. */
  soldOut?: boolean;
}

export interface StoryViewerStory {
  /** Story id (also the player's key, so each story starts from 0). */
  id: string;
  /** Title, announced when the story changes. */
  title: string;
  /** Text under the picture, cut at 50 characters with 'Ver más'. */
  description: string;
  /** The story's picture. */
  imageUrl: string;
  /** Public URL of its audio, or null. */
  audioUrl?: string | null;
  /** Seconds on screen; missing = 10. */
  duration?: number | null;
  /** Optional external http(s) link, shown cut at 40 characters. */
  externalLink?: string | null;
  /** Like count. */
  likes: number;
  /** Whether the viewer has liked it (the like button's pressed state). */
  liked: boolean;
  /** Whether the viewer has marked it 'Lo quiero'. */
  wanted: boolean;
  /**
   * When given, 'Lo quiero' is a link (e.g. the WhatsApp chat about the product, for guests) instead
   * of a toggle button.
   */
  wantHref?: string | null;
  /** The linked product's card, or null. */
  product?: StoryViewerProduct | null;
}

export interface StoryViewerProps {
  /** Whether the viewer is open (controlled). */
  open: boolean;
  /** Called with false on Escape, the close button or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The visible stories, in order. Empty: 'No hay historias disponibles'. */
  stories: readonly StoryViewerStory[];
  /** Index of the story shown (controlled). */
  index: number;
  /** Called with the new index: previous/next (buttons, arrow keys) and the end of a story. */
  onIndexChange: (index: number) => void;
  /** The asked-for story is no longer visible: 'Esta historia ya no está disponible'. */
  unavailable?: boolean;
  /** 'Ver historias disponibles' in the unavailable state. */
  onShowAvailable?: () => void;
  /** Sound on (controlled by the owner, who may remember it for the session). */
  soundOn?: boolean;
  /** Called when the mute button or a tap on the picture changes the sound. */
  onSoundOnChange?: (soundOn: boolean) => void;
  /** Like toggle. */
  onLike?: (story: StoryViewerStory) => void;
  /** 'Lo quiero' toggle (when the story has no `wantHref`). */
  onWant?: (story: StoryViewerStory) => void;
  /** 'Compartir'. */
  onShare?: (story: StoryViewerStory) => void;
  /** 'Agregar al carrito' on the linked product. */
  onAddToCart?: (story: StoryViewerStory) => void;
  /** The add-to-cart button shows its busy state. */
  addingToCart?: boolean;
  /** Holds the player (e.g. while the login modal covers the viewer). */
  suspended?: boolean;
  /** Renders the product link (e.g. a router Link). Defaults to a plain <a>. */
  renderLink?: RenderLink;
  /** Class of the viewer panel. */
  className?: string;
}

/**
 * The storefront's stories, full screen (Radix Dialog): one story at a time in a `StoryPlayer`,
 * previous/next (buttons and ArrowLeft/ArrowRight), close (button, Escape); at 100 % the next story
 * opens, the last one stays. Like, 'Lo quiero', share, the linked product with 'Agregar al carrito',
 * the external link; the next pictures load ahead.
 */
export function StoryViewer({
  open,
  onOpenChange,
  stories,
  index,
  onIndexChange,
  unavailable = false,
  onShowAvailable,
  soundOn,
  onSoundOnChange,
  onLike,
  onWant,
  onShare,
  onAddToCart,
  addingToCart = false,
  suspended = false,
  renderLink = defaultRenderLink,
  className,
}: StoryViewerProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  const count = stories.length;
  const story = unavailable ? undefined : stories[index];

  usePreloadImages(
    open && story ? stories.slice(index + 1, index + 1 + STORY_PRELOAD_AHEAD).map((next) => next.imageUrl) : [],
  );

  const go = (target: number) => {
    if (target >= 0 && target < count && target !== index) onIndexChange(target);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!story) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };

  const closeButton = (
    <RadixDialog.Close asChild>
      <Button variant="ghost" size="icon" aria-label="Cerrar historias">
        <CloseIcon size={20} />
      </Button>
    </RadixDialog.Close>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, story && styles.playing, className)}
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <RadixDialog.Title asChild>
            <VisuallyHidden>Historias</VisuallyHidden>
          </RadixDialog.Title>
          {story ? (
            <StoryPlayer
              key={story.id}
              imageUrl={story.imageUrl}
              title={story.title}
              description={story.description}
              audioUrl={story.audioUrl ?? null}
              duration={story.duration ?? null}
              suspended={suspended}
              onEnded={() => {
                const next = storyAfterEnd(index, count);
                if (next !== null) onIndexChange(next);
              }}
              {...(soundOn === undefined ? {} : { soundOn })}
              {...(onSoundOnChange ? { onSoundOnChange } : {})}
              storyCount={count}
              storyIndex={index}
              fill
              actions={closeButton}
              stageOverlay={
                <>
                  {index > 0 && (
                    <Button
                      variant="secondary"
                      size="icon"
                      aria-label="Historia anterior"
                      className={cx(styles.nav, styles.previous)}
                      onClick={() => go(index - 1)}
                    >
                      <ChevronLeftIcon size={22} />
                    </Button>
                  )}
                  {index < count - 1 && (
                    <Button
                      variant="secondary"
                      size="icon"
                      aria-label="Historia siguiente"
                      className={cx(styles.nav, styles.next)}
                      onClick={() => go(index + 1)}
                    >
                      <ChevronRightIcon size={22} />
                    </Button>
                  )}
                </>
              }
            >
              <StoryDetails
                story={story}
                onLike={onLike}
                onWant={onWant}
                onShare={onShare}
                onAddToCart={onAddToCart}
                addingToCart={addingToCart}
                renderLink={renderLink}
              />
            </StoryPlayer>
          ) : (
            <div className={styles.message}>
              <div className={styles.messageClose}>{closeButton}</div>
              {unavailable ? (
                <>
                  <p role="status">{STORY_UNAVAILABLE_MESSAGE}</p>
                  <Button onClick={onShowAvailable}>{STORY_VIEWER_MESSAGES.showAvailable}</Button>
                </>
              ) : (
                <p role="status">{STORY_VIEWER_MESSAGES.none}</p>
              )}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface StoryDetailsProps {
  story: StoryViewerStory;
  onLike: ((story: StoryViewerStory) => void) | undefined;
  onWant: ((story: StoryViewerStory) => void) | undefined;
  onShare: ((story: StoryViewerStory) => void) | undefined;
  onAddToCart: ((story: StoryViewerStory) => void) | undefined;
  addingToCart: boolean;
  renderLink: RenderLink;
}

function StoryDetails({ story, onLike, onWant, onShare, onAddToCart, addingToCart, renderLink }: StoryDetailsProps) {
  const { product, externalLink } = story;
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-pressed={story.liked} onClick={() => onLike?.(story)}>
          <HeartIcon size={16} filled={story.liked} /> Me gusta <span className={styles.count}>{story.likes}</span>
        </Button>
        {story.wantHref ? (
          <Button variant="secondary" size="sm" asChild>
            <a href={story.wantHref} target="_blank" rel="noopener noreferrer">
              Lo quiero
            </a>
          </Button>
        ) : (
          <Button variant="secondary" size="sm" aria-pressed={story.wanted} onClick={() => onWant?.(story)}>
            Lo quiero
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => onShare?.(story)}>
          Compartir
        </Button>
      </div>
      {product && (
        <section className={styles.product} aria-label="Producto de la historia">
          {product.imageUrl ? (
            <img className={styles.productImage} src={product.imageUrl} alt="" loading="lazy" />
          ) : (
            <span className={styles.productImage} aria-hidden="true" />
          )}
          <div className={styles.productInfo}>
            <p className={styles.productName}>
              {product.href
                ? renderLink({ href: product.href, className: styles.productLink ?? '', children: product.name })
                : product.name}
            </p>
            <PriceTag
              size="sm"
              price={product.price}
              {...(product.originalPrice ? { originalPrice: product.originalPrice } : {})}
            />
          </div>
          <Button
            size="sm"
            disabled={product.soldOut}
            loading={addingToCart}
            loadingLabel="Agregando..."
            onClick={() => onAddToCart?.(story)}
          >
            {product.soldOut ? 'Agotado' : 'Agregar al carrito'}
          </Button>
        </section>
      )}
      {externalLink && (
        <p className={styles.link}>
          <a href={externalLink} target="_blank" rel="noopener noreferrer" title={externalLink}>
            {truncateText(externalLink, STORY_LINK_PREVIEW_LENGTH)}
          </a>
        </p>
      )}
    </>
  );
}
