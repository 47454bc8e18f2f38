import { checkStoryAudio, storyAudioKey, type AudioUploadError } from '../../domain/media/audio-upload';
import { ok, type Result } from '../../domain/shared/result';
import { isStored } from '../catalog-admin/product-input';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';

export interface StoryAudioUpload {
  readonly content: Buffer;
  /** The name the file had on the admin's device; only a safe version of it goes into the key. */
  readonly fileName: string | null;
}

export interface UploadedStoryAudio {
  readonly key: string;
  readonly url: string;
  readonly contentType: string;
}

/**
 * A story's audio, uploaded by an admin before saving the story form: at
 * most 10 MB, MP3, WAV or AAC recognised by its bytes (never its name or
 * declared type), stored unchanged under `stories/{timestamp}-audio-{file}`
 * with the extension and content type of what it is. The form then sends
 * the key.
 */
export class UploadStoryAudio {
  constructor(
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(upload: StoryAudioUpload): Promise<Result<UploadedStoryAudio, AudioUploadError>> {
    const audio = checkStoryAudio(upload.content);
    if (!audio.ok) return audio;
    const { extension, contentType } = audio.value;
    const key = await this.freeKey((at) => storyAudioKey(at, upload.fileName, extension));
    await this.storage.put(key, upload.content, contentType);
    return ok({ key, url: this.storage.publicUrl(key), contentType });
  }

  /** A key no file has yet: two uploads of the same name in the same millisecond never overwrite each other. */
  private async freeKey(keyAt: (at: Date) => string): Promise<string> {
    const now = this.clock.now().getTime();
    for (let offset = 0; ; offset++) {
      const key = keyAt(new Date(now + offset));
      if (!(await isStored(this.storage, key))) return key;
    }
  }
}
