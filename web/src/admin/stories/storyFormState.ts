import {
  DEFAULT_STORY_DURATION,
  validateStoryForm,
  type StoryField,
  type StoryFormValues as CheckedStory,
} from '@esencia/domain/story/story-validation';
import type { SingleImage } from '../brands/SingleImageField';

/** The story's audio in the form: already stored (it has a key) or chosen now (sent on saving). */
export interface StoryAudio {
  /** What the form names: the chosen file's name, or 'Audio actual' for the stored one. */
  readonly name: string;
  /** Where it can be listened to: the stored audio's address, or a local copy of the chosen file. */
  readonly url: string;
  /** Storage key once the audio is stored. */
  readonly key: string | null;
  /** The chosen file while it is not stored yet. */
  readonly file: File | null;
}

/** The linked product as the form shows it (chosen by search, or the story's current one). */
export interface StoryProductChoice {
  readonly id: string;
  readonly name: string;
  /** Formatted price, e.g. 'S/ 120.00'. */
  readonly price: string;
  readonly imageUrl: string | null;
}

/** The story form as typed: the duration stays text until it is checked. */
export interface StoryFormState {
  readonly title: string;
  readonly description: string;
  readonly image: SingleImage | null;
  readonly audio: StoryAudio | null;
  readonly externalLink: string;
  /** Seconds, as typed ('' takes the default of 10). */
  readonly duration: string;
  readonly product: StoryProductChoice | null;
  /** Edit only: a running story switched off or on. */
  readonly active: boolean;
}

/** The fields the form shows, in order (the first one with an error takes the focus); productId is the server's. */
export type StoryFormField = StoryField | 'productId';
export const STORY_FIELD_ORDER: readonly StoryFormField[] = [
  'title',
  'description',
  'image',
  'audio',
  'duration',
  'externalLink',
  'productId',
];

export type StoryFormErrors = Partial<Record<StoryFormField, string>>;

export const EMPTY_STORY_FORM: StoryFormState = {
  title: '',
  description: '',
  image: null,
  audio: null,
  externalLink: '',
  duration: String(DEFAULT_STORY_DURATION),
  product: null,
  active: true,
};

/** What the form needs of a stored story (the admin list's row). */
export interface StoryFormSource {
  readonly title: string;
  readonly description: string;
  readonly imageKey: string;
  readonly imageUrl: string;
  readonly audioKey?: string | null;
  readonly audioUrl?: string | null;
  readonly externalLink?: string | null;
  readonly duration: number;
  readonly active: boolean;
  readonly product?: {
    readonly id: string;
    readonly name: string;
    readonly imageUrl?: string | null;
    readonly price: { readonly formatted: string };
  } | null;
}

export const STORED_AUDIO_NAME = 'Audio actual';

/** The form filled with a stored story. */
export function formFromStory(story: StoryFormSource): StoryFormState {
  return {
    title: story.title,
    description: story.description,
    image: { url: story.imageUrl, key: story.imageKey, file: null },
    audio:
      story.audioKey && story.audioUrl
        ? { name: STORED_AUDIO_NAME, url: story.audioUrl, key: story.audioKey, file: null }
        : null,
    externalLink: story.externalLink ?? '',
    duration: String(story.duration),
    product: story.product
      ? {
          id: story.product.id,
          name: story.product.name,
          price: story.product.price.formatted,
          imageUrl: story.product.imageUrl ?? null,
        }
      : null,
    active: story.active,
  };
}

const fileFacts = (file: File) => ({ name: file.name, sizeBytes: file.size, mimeType: file.type });

/** null when empty (the default of 10 applies); NaN or a fraction are kept so the rule refuses them. */
function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed) : null;
}

/**
 * The domain's story rules (the same the server runs, so the messages match): title, description, an
 * image (a stored one counts), the chosen files' size and audio format, the link and the duration.
 */
export function checkStoryForm(values: StoryFormState) {
  return validateStoryForm({
    title: values.title,
    description: values.description,
    existingImageUrl: values.image?.key ? values.image.url || values.image.key : null,
    image: values.image?.file ? fileFacts(values.image.file) : null,
    audio: values.audio?.file ? fileFacts(values.audio.file) : null,
    externalLink: values.externalLink,
    duration: parseDuration(values.duration),
  });
}

/** Every field's first message, or {} when the form passes. */
export function storyFormErrors(values: StoryFormState): StoryFormErrors {
  const result = checkStoryForm(values);
  const errors: StoryFormErrors = {};
  if (!result.ok) {
    for (const { field, message } of result.error.details.fieldErrors) errors[field] ??= message;
  }
  return errors;
}

/** The audio rule alone, for a file just chosen (size and format), or null when it is fine. */
export function audioFileError(file: File): string | null {
  const result = validateStoryForm({
    title: 'x',
    description: 'x',
    existingImageUrl: 'x',
    image: null,
    audio: fileFacts(file),
    externalLink: '',
    duration: null,
  });
  return result.ok ? null : (result.error.details.fieldErrors[0]?.message ?? null);
}

/** What createStory / updateStory receive (StoryInput): never counters nor position. */
export interface StoryInputValues {
  title: string;
  description: string;
  imageKey: string;
  audioKey: string | null;
  externalLink: string | null;
  duration: number;
  productId: string | null;
  active?: boolean;
}

/** The input, from the checked values and the stored files' keys; `active` only when editing. */
export function storyInput(
  checked: CheckedStory,
  values: StoryFormState,
  keys: { readonly imageKey: string; readonly audioKey: string | null },
  editing: boolean,
): StoryInputValues {
  return {
    title: checked.title,
    description: checked.description,
    imageKey: keys.imageKey,
    audioKey: keys.audioKey,
    externalLink: checked.externalLink,
    duration: checked.duration,
    productId: values.product?.id ?? null,
    ...(editing ? { active: values.active } : {}),
  };
}

/** The server's field errors for the form's fields (others are left to the form's alert). */
export function serverStoryErrors(fieldErrors: Readonly<Record<string, string>>): StoryFormErrors {
  const errors: StoryFormErrors = {};
  for (const field of STORY_FIELD_ORDER) {
    const message = fieldErrors[field] ?? (field === 'image' ? fieldErrors['imageKey'] : undefined);
    const audio = field === 'audio' ? fieldErrors['audioKey'] : undefined;
    if (message ?? audio) errors[field] = message ?? audio;
  }
  return errors;
}
