import { removeStoredImages } from '../catalog-admin/stored-images';
import type { FileStorage } from '../ports/file-storage';

/** Files a story held: its picture and its audio (storage keys). */
export interface StoryFiles {
  readonly imageUrl: string | null;
  readonly audioUrl: string | null;
}

/**
 * Deletes a story's picture (with the responsive variants /files may have
 * rendered from it) and audio once no story uses them. Called after the commit
 * that dropped them; a failed delete only leaves an unreferenced file behind.
 */
export async function removeStoryFiles(storage: FileStorage, files: StoryFiles): Promise<void> {
  await Promise.all([
    files.imageUrl ? removeStoredImages(storage, [files.imageUrl]) : undefined,
    files.audioUrl ? storage.delete(files.audioUrl).catch(() => undefined) : undefined,
  ]);
}
