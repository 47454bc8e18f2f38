import { STORY_DESCRIPTION_PREVIEW_LENGTH, storyDurationMs, storyProgress } from '@esencia/domain/story/story-player';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { truncateText } from '../../utils/truncate';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import styles from './StoryPlayer.module.css';

/** The progress bar moves every 50 ms (the spec's tick; a UI timing, not a rule). */
const STORY_TICK_MS = 50;

export interface StoryPlayerProps {
  /** The story's picture. */
  imageUrl: string;
  /** Alt text of the picture. Defaults to the title. */
  imageAlt?: string;
  /** The story's title, announced politely when it changes. */
  title: string;
  /** The story's text, shown cut at 50 characters with 'Ver más' (spec §9). */
  description?: string;
  /** Public URL of the story's audio; null or omitted = no audio and no mute button. */
  audioUrl?: string | null;
  /** Seconds on screen (3–30); missing or 0 takes the default 10 s. */
  duration?: number | null;
  /** Wait after the picture has loaded before playing, in ms (the admin preview uses 500). Defaults to 0. */
  startDelayMs?: number;
  /** Whether it plays by itself once loaded. Defaults to true. */
  autoPlay?: boolean;
  /**
   * Holds the timer and the audio without changing the play/pause button (e.g. while another
   * dialog covers the player). Defaults to false.
   */
  suspended?: boolean;
  /** Called once when the progress reaches 100 %. Without it the player simply stops at the end. */
  onEnded?: () => void;
  /** Sound on (controlled). Browsers only allow sound after a tap, so it starts off unless the owner remembers it. */
  soundOn?: boolean;
  /** Initial sound state when uncontrolled. Defaults to false. */
  defaultSoundOn?: boolean;
  /** Called when the mute button or a tap on the picture changes the sound. */
  onSoundOnChange?: (soundOn: boolean) => void;
  /** Number of progress segments (the viewer's stories). Defaults to 1. */
  storyCount?: number;
  /** Which segment is this story (earlier ones are full, later ones empty). Defaults to 0. */
  storyIndex?: number;
  /** Extra buttons at the end of the control row (e.g. the viewer's close button). */
  actions?: ReactNode;
  /** Content drawn over the picture (e.g. the viewer's previous / next buttons). */
  stageOverlay?: ReactNode;
  /** Content under the description (e.g. the viewer's like, share, product card and link). */
  children?: ReactNode;
  /**
   * Fills the height of its parent, a flex column of definite height (the storefront's full-screen viewer): the
   * picture takes the room the title, description and `children` leave, so they stay on screen. Defaults to false
   * (the picture at its own height, up to 60 % of the screen).
   */
  fill?: boolean;
  /** Class of the player's root. */
  className?: string;
}

/**
 * Plays one story: loads its picture (a loading state only while it really loads), then, after
 * `startDelayMs`, fills the progress bar every 50 ms over the story's duration and plays its audio.
 * Play/pause and mute buttons; a tap on the picture turns the sound on. At 100 % it stops, or calls
 * `onEnded`. Give it a `key` per story so a new story starts from 0.
 */
export function StoryPlayer({
  imageUrl,
  imageAlt,
  title,
  description,
  audioUrl = null,
  duration,
  startDelayMs = 0,
  autoPlay = true,
  suspended = false,
  onEnded,
  soundOn: soundOnProp,
  defaultSoundOn = false,
  onSoundOnChange,
  storyCount = 1,
  storyIndex = 0,
  actions,
  stageOverlay,
  children,
  fill = false,
  className,
}: StoryPlayerProps) {
  const [loaded, setLoaded] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(autoPlay);
  const [elapsed, setElapsed] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [ownSoundOn, setOwnSoundOn] = useState(defaultSoundOn);
  const soundOn = soundOnProp ?? ownSoundOn;
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  const totalMs = storyDurationMs(duration);
  const ended = elapsed >= totalMs;
  const progress = storyProgress(elapsed, duration);
  const running = started && playing && !ended && !suspended;

  // A picture already in the cache may be complete before React attaches onLoad.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded || started) return undefined;
    if (startDelayMs <= 0) {
      setStarted(true);
      return undefined;
    }
    const timer = setTimeout(() => setStarted(true), startDelayMs);
    return () => clearTimeout(timer);
  }, [loaded, started, startDelayMs]);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setElapsed((ms) => Math.min(ms + STORY_TICK_MS, totalMs)), STORY_TICK_MS);
    return () => clearInterval(timer);
  }, [running, totalMs]);

  useEffect(() => {
    if (!ended) return;
    setPlaying(false);
    onEndedRef.current?.();
  }, [ended]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = !soundOn;
    if (running) {
      try {
        // Refused without a user gesture (autoplay rules): the story goes on silently.
        void Promise.resolve(audio.play()).catch(() => undefined);
      } catch {
        /* jsdom and old browsers */
      }
    } else {
      try {
        audio.pause();
      } catch {
        /* jsdom */
      }
    }
  }, [running, soundOn, audioUrl]);

  const setSound = (on: boolean) => {
    if (soundOnProp === undefined) setOwnSoundOn(on);
    onSoundOnChange?.(on);
  };

  const togglePlaying = () => {
    if (ended) {
      setElapsed(0);
      setPlaying(true);
      return;
    }
    setPlaying((value) => !value);
  };

  const shownDescription =
    description && !expanded ? truncateText(description, STORY_DESCRIPTION_PREVIEW_LENGTH) : (description ?? '');
  const cut =
    Boolean(description) && truncateText(description ?? '', STORY_DESCRIPTION_PREVIEW_LENGTH) !== description?.trim();

  return (
    <div className={cx(styles.player, className)} data-playing={running || undefined} data-fill={fill || undefined}>
      <div className={styles.segments}>
        {Array.from({ length: Math.max(1, storyCount) }, (_, segment) =>
          segment === storyIndex ? (
            <div
              key={segment}
              className={styles.segment}
              role="progressbar"
              aria-label={storyCount > 1 ? `Historia ${storyIndex + 1} de ${storyCount}` : 'Progreso de la historia'}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
            >
              <span className={styles.fill} style={{ width: `${progress}%` }} />
            </div>
          ) : (
            <div key={segment} className={styles.segment} aria-hidden="true">
              <span className={styles.fill} style={{ width: segment < storyIndex ? '100%' : '0%' }} />
            </div>
          ),
        )}
      </div>
      <div className={styles.header}>
        <div className={styles.heading} aria-live="polite" aria-atomic="true">
          <h2 className={styles.title}>{title}</h2>
        </div>
        <div className={styles.controls}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={playing && !ended ? 'Pausar' : 'Reproducir'}
            onClick={togglePlaying}
          >
            {playing && !ended ? <PauseIcon /> : <PlayIcon />}
          </Button>
          {audioUrl && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={soundOn ? 'Silenciar' : 'Activar sonido'}
              onClick={() => setSound(!soundOn)}
            >
              <SoundIcon on={soundOn} />
            </Button>
          )}
          {actions}
        </div>
      </div>
      <div className={styles.stage}>
        {!loaded && <Spinner size="lg" label="Cargando historia..." className={styles.spinner} />}
        {imageFailed ? (
          <div className={styles.placeholder} role="img" aria-label={imageAlt ?? title}>
            Imagen no disponible
          </div>
        ) : (
          <img
            ref={imageRef}
            className={styles.image}
            src={imageUrl}
            alt={imageAlt ?? title}
            data-loaded={loaded || undefined}
            onLoad={() => setLoaded(true)}
            onError={() => {
              setImageFailed(true);
              setLoaded(true);
            }}
            onClick={() => {
              if (audioUrl && !soundOn) setSound(true);
            }}
          />
        )}
        {stageOverlay}
      </div>
      {audioUrl && <audio ref={audioRef} src={audioUrl} preload="auto" loop={false} muted={!soundOn} />}
      {description && (
        <p className={styles.description}>
          {shownDescription}{' '}
          {cut && (
            <button type="button" className={styles.more} onClick={() => setExpanded((value) => !value)}>
              {expanded ? 'Ver menos' : 'Ver más'}
            </button>
          )}
        </p>
      )}
      {children}
    </div>
  );
}

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M4 9v6h4l5 4V5L8 9z" strokeLinejoin="round" />
      {on ? (
        <path d="M16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" strokeLinecap="round" />
      ) : (
        <path d="M17 9l5 6M22 9l-5 6" strokeLinecap="round" />
      )}
    </svg>
  );
}
