import { fieldError, validated, type FieldError, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';

export const MIN_STORY_DURATION = 3;
export const MAX_STORY_DURATION = 30;
export const DEFAULT_STORY_DURATION = 10;
export const MAX_STORY_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_STORY_AUDIO_BYTES = 10 * 1024 * 1024;

export const STORY_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  imageRequired: 'La imagen es obligatoria',
  imageTooLarge: 'La imagen no puede ser mayor a 5MB',
  audioTooLarge: 'El audio no puede ser mayor a 10MB',
  audioFormat: 'El audio debe estar en formato MP3, WAV o AAC',
  linkInvalid: 'Ingrese una URL válida',
  durationRange: `La duración debe estar entre ${MIN_STORY_DURATION} y ${MAX_STORY_DURATION} segundos`,
} as const;

const M = STORY_MESSAGES;

export interface UploadedFile {
  readonly name: string;
  readonly sizeBytes: number;
  readonly mimeType: string;
}

export interface StoryFormInput {
  readonly title: string;
  readonly description: string;
  /** The story's current image when editing. */
  readonly existingImageUrl: string | null;
  readonly image: UploadedFile | null;
  readonly audio: UploadedFile | null;
  readonly externalLink: string;
  /** Seconds; null takes the default of 10. */
  readonly duration: number | null;
}

export interface StoryFormValues {
  readonly title: string;
  readonly description: string;
  readonly externalLink: string | null;
  readonly duration: number;
}

export type StoryField = 'title' | 'description' | 'image' | 'audio' | 'externalLink' | 'duration';

export function validateStoryForm(
  input: StoryFormInput,
): Result<StoryFormValues, ValidationError<'STORY_INVALID', StoryField>> {
  const title = cleanText(input.title);
  const description = cleanText(input.description);
  const externalLink = input.externalLink.trim();
  const duration = input.duration ?? DEFAULT_STORY_DURATION;
  return validated(
    'STORY_INVALID',
    [
      title ? null : fieldError('title', 'REQUIRED', M.titleRequired),
      description ? null : fieldError('description', 'REQUIRED', M.descriptionRequired),
      imageError(input),
      audioError(input.audio),
      !externalLink || isWebUrl(externalLink) ? null : fieldError('externalLink', 'INVALID_URL', M.linkInvalid),
      isValidStoryDuration(duration) ? null : fieldError('duration', 'DURATION_OUT_OF_RANGE', M.durationRange),
    ],
    () => ({ title, description, externalLink: externalLink || null, duration }),
  );
}

/** 3 to 30 whole seconds. */
export function isValidStoryDuration(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= MIN_STORY_DURATION && seconds <= MAX_STORY_DURATION;
}

const WEB_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

export function isWebUrl(value: string): boolean {
  return WEB_URL.test(value);
}

const AUDIO_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/aac', 'audio/x-aac'];
const AUDIO_EXTENSIONS = /\.(mp3|wav|aac)$/i;

function imageError(input: StoryFormInput): FieldError<'image'> | null {
  if (!input.image) return input.existingImageUrl ? null : fieldError('image', 'REQUIRED', M.imageRequired);
  return input.image.sizeBytes > MAX_STORY_IMAGE_BYTES ? fieldError('image', 'FILE_TOO_LARGE', M.imageTooLarge) : null;
}

function audioError(audio: UploadedFile | null): FieldError<'audio'> | null {
  if (!audio) return null;
  if (!AUDIO_TYPES.includes(audio.mimeType.toLowerCase()) && !AUDIO_EXTENSIONS.test(audio.name)) {
    return fieldError('audio', 'UNSUPPORTED_FORMAT', M.audioFormat);
  }
  return audio.sizeBytes > MAX_STORY_AUDIO_BYTES ? fieldError('audio', 'FILE_TOO_LARGE', M.audioTooLarge) : null;
}
