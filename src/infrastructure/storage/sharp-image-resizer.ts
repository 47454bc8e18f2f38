import type { ImageResizer, ResizedImage } from '../../application/ports/image-resizer';
import type { ImageVariant } from '../../domain/media/responsive-image';
import { IMAGE_WORK } from '../media/image-work-queue';
import { loadSharp, type SharpFunction } from '../media/load-sharp';
import { readAtMost } from '../media/read-at-most';

/** Originals larger than this are not converted (catalogue photos are a few MB at most). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Bitmaps above this many pixels are refused before decoding (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
const QUALITY = 80;

/**
 * Image variants with sharp (libvips): EXIF rotation applied, metadata
 * stripped, never enlarged beyond a bitmap's own width. SVG is rasterized at
 * the density that gives the requested width, so it stays crisp. JPEG (link
 * previews) is flattened on white, since it has no transparency.
 */
export class SharpImageResizer implements ImageResizer {
  async resize(source: NodeJS.ReadableStream, variant: ImageVariant): Promise<ResizedImage | null> {
    const input = await readAtMost(source, MAX_SOURCE_BYTES);
    if (!input) return null;
    const sharp = await loadSharp();
    return IMAGE_WORK.run(() => this.render(sharp, input, variant));
  }

  private async render(sharp: SharpFunction, input: Buffer, variant: ImageVariant): Promise<ResizedImage | null> {
    try {
      const { format, width } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      const vector = format === 'svg';
      const density = vector && width ? Math.min(2400, Math.max(1, (72 * variant.width) / width)) : undefined;
      let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
        .rotate()
        .resize({ width: variant.width, withoutEnlargement: !vector });
      image =
        variant.format === 'jpeg'
          ? image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true })
          : image.webp({ quality: QUALITY });
      return { content: await image.toBuffer(), contentType: `image/${variant.format}` };
    } catch {
      // Not an image libvips reads (audio, a truncated upload…): there is no variant to serve.
      return null;
    }
  }
}
