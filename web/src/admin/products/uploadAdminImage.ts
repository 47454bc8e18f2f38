/** Where the back-office uploads its pictures (admin session cookie, same origin). */
export const ADMIN_IMAGE_UPLOAD_PATH = '/api/admin/images';

/** Where the back-office uploads a story's audio (MP3, WAV or AAC, stored unchanged). */
export const STORY_AUDIO_UPLOAD_PATH = '/api/admin/story-audio';

/** What a stored picture is for: it decides the storage folder (products/, brands/, store/, stories/). */
export type AdminImagePurpose = 'product' | 'brand' | 'wallet-qr' | 'story';

export interface UploadedImage {
  /** Storage key, e.g. 'products/1767225600000-0-sauvage.jpg': what the mutations take. */
  readonly key: string;
  /** Where the stored picture is shown. */
  readonly url: string;
}

export interface AdminImageUpload {
  readonly file: File;
  readonly purpose: AdminImagePurpose;
  /** A product picture's position (0–4). */
  readonly index?: number;
  /** Called with 0–100 while the file is sent. */
  readonly onProgress?: (percent: number) => void;
  /** Aborts the upload (the promise then rejects with an AdminImageUploadError). */
  readonly signal?: AbortSignal;
}

/** A refused or failed upload; `message` is the server's Spanish refusal or the caller's fallback. */
export class AdminImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminImageUploadError';
  }
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one picture to POST /api/admin/images with an XMLHttpRequest (fetch reports no upload
 * progress) and resolves with its storage key and address. The server checks the content, re-encodes
 * it and answers its refusals as `{ errorCode, message }` in Spanish, which become the error's message;
 * anything else (network, a proxy's page) rejects with `fallbackMessage`.
 */
export function uploadAdminImage(
  { file, purpose, index, onProgress, signal }: AdminImageUpload,
  fallbackMessage: string,
): Promise<UploadedImage> {
  const fields: [string, string][] = [['purpose', purpose]];
  if (index !== undefined) fields.push(['index', String(index)]);
  return sendAdminFile(ADMIN_IMAGE_UPLOAD_PATH, fields, { file, onProgress, signal }, fallbackMessage);
}

/** A story's audio to store: the file, and the same progress and abort hooks as a picture. */
export type StoryAudioUpload = Omit<AdminImageUpload, 'purpose' | 'index'>;

/**
 * Sends a story's audio to POST /api/admin/story-audio (the server recognises MP3, WAV or AAC by its
 * bytes, at most 10 MB, and stores it unchanged); same answers and refusals as `uploadAdminImage`.
 */
export function uploadStoryAudio(upload: StoryAudioUpload, fallbackMessage: string): Promise<UploadedImage> {
  return sendAdminFile(STORY_AUDIO_UPLOAD_PATH, [], upload, fallbackMessage);
}

function sendAdminFile(
  path: string,
  fields: readonly (readonly [string, string])[],
  { file, onProgress, signal }: StoryAudioUpload,
  fallbackMessage: string,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    // The file goes last: the server reads the fields before the file arrives.
    form.append('file', file);
    const request = new XMLHttpRequest();
    const fail = (status: number) => {
      const message = parse(request.responseText)?.['message'];
      reject(
        new AdminImageUploadError(typeof message === 'string' && message.trim() ? message : fallbackMessage, status),
      );
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      const body = parse(request.responseText);
      const key = body?.['key'];
      const url = body?.['url'];
      if (request.status >= 200 && request.status < 300 && typeof key === 'string' && typeof url === 'string') {
        onProgress?.(100);
        resolve({ key, url });
        return;
      }
      fail(request.status);
    };
    request.onerror = () => fail(0);
    request.onabort = () => reject(new AdminImageUploadError(fallbackMessage, 0));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    onProgress?.(0);
    request.send(form);
  });
}
