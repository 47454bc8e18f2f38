/** Why an uploaded file was refused (the Spanish texts are in domain/media/image-upload.ts). */
export type ImageRejection = 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS' | 'BUSY';

export interface ProcessedImage {
  readonly content: Buffer;
  readonly contentType: string;
  /** File extension matching the content: 'jpg', 'png' or 'webp'. */
  readonly extension: string;
  readonly width: number;
  readonly height: number;
}

/** Image work done with a real decoder (sharp): never trusts a file's name or declared type. */
export interface ImageProcessor {
  /**
   * An upload checked by its content, decoded (refusing decompression bombs by
   * pixel count) and re-encoded without metadata, upright, within
   * MAX_STORED_SIDE; BUSY when too many pictures already wait to be decoded.
   */
  normalizeUpload(
    content: Buffer,
  ): Promise<{ ok: true; image: ProcessedImage } | { ok: false; reason: ImageRejection }>;
  /** A JPEG copy fitted inside the box, aspect kept, never enlarged; null when the source is not a readable image. */
  fitJpeg(
    source: NodeJS.ReadableStream,
    box: { readonly width: number; readonly height: number },
    quality: number,
  ): Promise<ProcessedImage | null>;
}
