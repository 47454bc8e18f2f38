import { COPY_LINK_MESSAGES } from '../shared/copy-link';
import { DEFAULT_STORY_DURATION } from './story-validation';

/** The admin's preview starts playing 500 ms after the picture has loaded. */
export const STORY_PREVIEW_START_DELAY_MS = 500;
/** The viewer shows the story's description cut at 50 characters ('Ver más' shows it whole). */
export const STORY_DESCRIPTION_PREVIEW_LENGTH = 50;
/** The viewer shows the external link's address cut at 40 characters. */
export const STORY_LINK_PREVIEW_LENGTH = 40;
/** How many of the following stories' pictures the viewer loads ahead. */
export const STORY_PRELOAD_AHEAD = 2;

/** A story's time on screen in milliseconds; a missing or non-positive duration takes the default 10 s. */
export function storyDurationMs(durationSeconds: number | null | undefined): number {
  const seconds = durationSeconds && durationSeconds > 0 ? durationSeconds : DEFAULT_STORY_DURATION;
  return seconds * 1000;
}

/** Percentage (0–100, whole 0.1 steps) of a story played after `elapsedMs`. */
export function storyProgress(elapsedMs: number, durationSeconds: number | null | undefined): number {
  const ratio = Math.max(0, elapsedMs) / storyDurationMs(durationSeconds);
  return Math.min(100, Math.round(ratio * 1000) / 10);
}

/**
 * Where the viewer goes when a story reaches 100 %: the next one, or null to stay on the last
 * (the spec: "at 100 % it advances to the next story or stays on the last").
 */
export function storyAfterEnd(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

/** The storefront viewer's texts (storefront.md §8, 'Stories'); the want and copy texts are product decisions. */
export const STORY_VIEWER_MESSAGES = {
  likeFailed: 'Error al dar like',
  wantFailed: "Error al marcar 'Lo quiero'",
  shareFailed: 'Error al compartir',
  linkCopied: COPY_LINK_MESSAGES.copied,
  none: 'No hay historias disponibles',
  showAvailable: 'Ver historias disponibles',
} as const;
