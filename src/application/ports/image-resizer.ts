import type { ImageVariant } from '../../domain/media/responsive-image';

export interface ResizedImage {
  readonly content: Buffer;
  readonly contentType: string;
}

/**
 * Renders one variant of a stored image (bitmaps, and SVG rasterized), never
 * wider than the source bitmap. null when the source is not an image it can
 * read, or is too large to convert.
 */
export interface ImageResizer {
  resize(source: NodeJS.ReadableStream, variant: ImageVariant): Promise<ResizedImage | null>;
}
