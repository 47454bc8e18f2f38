import { isStoryAudioKey } from '../../domain/media/audio-upload';
import { isCatalogueImageKey } from '../../domain/media/catalogue-image';
import { fieldError, validated, type FieldError, type ValidationError } from '../../domain/shared/field-error';
import type { Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import type { Story } from '../../domain/story/story';
import { validateStoryForm, type StoryField } from '../../domain/story/story-validation';
import { isUploadedFile } from '../catalog-admin/product-input';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { FileStorage } from '../ports/file-storage';

/**
 * What the admin's story form sends. Never counters nor position: those are
 * the server's (the GraphQL input has no such fields, and nothing here would
 * take them).
 */
export interface StoryInput {
  readonly title: string;
  readonly description: string;
  /** A key from POST /api/admin/images (purpose=story), or the story's current one. */
  readonly imageKey: string;
  /** A key from POST /api/admin/story-audio, or the story's current one; null = no audio. */
  readonly audioKey: string | null;
  /** An http(s) URL; empty or null = none. */
  readonly externalLink: string | null;
  /** Seconds; null = 10. */
  readonly duration: number | null;
  /** An existing product; null = none. */
  readonly productId: string | null;
  /** Edit only: switch a running story off or on; null keeps it (a new story is always created active). */
  readonly active: boolean | null;
}

export type StoryAdminField = StoryField | 'productId';
export type StoryFormError = ValidationError<'STORY_INVALID', StoryAdminField>;

/** The checked content of a story form, with the domain's field names (`imageUrl`/`audioUrl` hold storage keys). */
export type StoryContent = Pick<
  Story,
  'title' | 'description' | 'imageUrl' | 'audioUrl' | 'externalLink' | 'productId' | 'duration'
>;

export interface StoryInputChecks {
  readonly storage: FileStorage;
  readonly products: ProductRepository;
}

const M = STORY_ADMIN_MESSAGES;

/**
 * The form's rules (domain/story/story-validation.ts) plus what only the
 * server can check: the picture and the audio are keys the upload routes made
 * under `stories/` and are in storage, and the linked product exists (active
 * or not; archived ones are gone). What the story already had (`saved`)
 * stays acceptable: its own picture and audio, and its product.
 */
export async function checkStoryInput(
  input: StoryInput,
  checks: StoryInputChecks,
  saved: Story | null = null,
): Promise<Result<StoryContent, StoryFormError>> {
  const imageKey = input.imageKey.trim();
  const audioKey = input.audioKey?.trim() || null;
  const productId = input.productId?.trim() || null;
  const form = validateStoryForm({
    title: input.title,
    description: input.description,
    existingImageUrl: imageKey || null,
    image: null,
    audio: null,
    externalLink: input.externalLink ?? '',
    duration: input.duration,
  });
  const extra: (FieldError<StoryAdminField> | null)[] = [
    imageKey ? await imageError(imageKey, checks.storage, saved) : null,
    audioKey ? await audioError(audioKey, checks.storage, saved) : null,
    productId ? await productError(productId, checks.products, saved) : null,
  ];
  return validated<StoryContent, 'STORY_INVALID', StoryAdminField>(
    'STORY_INVALID',
    [...(form.ok ? [] : form.error.details.fieldErrors), ...extra],
    () => {
      if (!form.ok) throw new Error('a story form with errors validated');
      return {
        title: form.value.title,
        description: form.value.description,
        externalLink: form.value.externalLink,
        duration: form.value.duration,
        imageUrl: imageKey,
        audioUrl: audioKey,
        productId,
      };
    },
  );
}

async function imageError(key: string, storage: FileStorage, saved: Story | null) {
  const isStoryImageKey = (k: string) => isCatalogueImageKey(k, 'story');
  return (await isUploadedFile(storage, key, isStoryImageKey, key === saved?.imageUrl))
    ? null
    : fieldError('image', 'IMAGE_NOT_UPLOADED', M.imageNotUploaded);
}

async function audioError(key: string, storage: FileStorage, saved: Story | null) {
  return (await isUploadedFile(storage, key, isStoryAudioKey, key === saved?.audioUrl))
    ? null
    : fieldError('audio', 'AUDIO_NOT_UPLOADED', M.audioNotUploaded);
}

async function productError(id: string, products: ProductRepository, saved: Story | null) {
  if (id === saved?.productId) return null;
  return (await products.findById(id)) ? null : fieldError('productId', 'PRODUCT_NOT_FOUND', M.productMissing);
}
