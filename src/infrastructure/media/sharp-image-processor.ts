import type { Sharp } from 'sharp';
import type { ImageProcessor, ImageRejection, ProcessedImage } from '../../application/ports/image-processor';
import {
  acceptedUploadFormat,
  MAX_STORED_SIDE,
  MAX_UPLOAD_PIXELS,
  UPLOAD_IMAGE_FILES,
  withinPixelLimit,
  type UploadImageFormat,
} from '../../domain/media/image-upload';
import { IMAGE_WORK } from './image-work-queue';
import { loadSharp } from './load-sharp';
import { readAtMost } from './read-at-most';

/** JPEG and WebP re-encoding quality of uploads: visually the same photo, a fraction of a phone's file. */
const UPLOAD_QUALITY = 85;
/** Sources of fitted copies (catalogue images) larger than this are not read. */
export const MAX_FIT_SOURCE_BYTES = 25 * 1024 * 1024;
/** Pixel budget of the catalogue images fitJpeg reads (same as the variant resizer's). */
const MAX_FIT_INPUT_PIXELS = 50_000_000;

type Rejected = { ok: false; reason: ImageRejection };

/**
 * Uploads and copies with sharp (libvips). The format comes from the bytes
 * (sharp's own detection), never from a name or a client's content type; the
 * dimensions are read from the header and checked before any pixel is
 * decoded; the image is turned upright (EXIF orientation), brought within
 * MAX_STORED_SIDE (JPEG and WebP decode shrunk: a 40 MP photo cost 240 MiB of
 * RSS whole, 40 shrunk) and re-encoded in its own family, which leaves every
 * metadata block behind (EXIF with GPS, XMP, IPTC, comments) and anything
 * appended after the image data. One picture at a time in the process
 * (IMAGE_WORK).
 */
export class SharpImageProcessor implements ImageProcessor {
  normalizeUpload(content: Buffer): Promise<{ ok: true; image: ProcessedImage } | Rejected> {
    return IMAGE_WORK.upload(() => this.normalize(content)) ?? Promise.resolve(rejected('BUSY'));
  }

  private async normalize(content: Buffer): Promise<{ ok: true; image: ProcessedImage } | Rejected> {
    const sharp = await loadSharp();
    let format: UploadImageFormat | null;
    try {
      const meta = await sharp(content, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
      format = acceptedUploadFormat(meta.format);
      if (!format) return rejected('NOT_AN_IMAGE');
      if (!meta.width || !meta.height) return rejected('NOT_AN_IMAGE');
      if (!withinPixelLimit(meta.width, meta.height)) return rejected('TOO_MANY_PIXELS');
    } catch (error) {
      // libvips reads the header only here; it already refuses dimensions over the limit.
      return rejected(isPixelLimitError(error) ? 'TOO_MANY_PIXELS' : 'NOT_AN_IMAGE');
    }
    try {
      // First frame only (an animated WebP becomes a still); a truncated or corrupt file fails here.
      const pipeline = sharp(content, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
      const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
      const file = UPLOAD_IMAGE_FILES[format];
      return {
        ok: true,
        image: {
          content: data,
          contentType: file.contentType,
          extension: file.extension,
          width: info.width,
          height: info.height,
        },
      };
    } catch (error) {
      return rejected(isPixelLimitError(error) ? 'TOO_MANY_PIXELS' : 'NOT_AN_IMAGE');
    }
  }

  async fitJpeg(
    source: NodeJS.ReadableStream,
    box: { readonly width: number; readonly height: number },
    quality: number,
  ): Promise<ProcessedImage | null> {
    const input = await readAtMost(source, MAX_FIT_SOURCE_BYTES);
    if (!input) return null;
    const sharp = await loadSharp();
    return IMAGE_WORK.run(async () => {
      try {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_FIT_INPUT_PIXELS })
          .rotate()
          .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: jpegQuality(quality), mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return { content: data, contentType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
      } catch {
        // Not an image libvips reads, or too many pixels: there is no copy to make.
        return null;
      }
    });
  }
}

function encode(pipeline: Sharp, format: UploadImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: UPLOAD_QUALITY, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'webp':
      return pipeline.webp({ quality: UPLOAD_QUALITY });
  }
}

/** The quality as a fraction (0.8, as the spec writes it) or in sharp's 1–100 scale (80). */
export function jpegQuality(quality: number): number {
  const percent = quality > 0 && quality <= 1 ? quality * 100 : quality;
  return Math.min(100, Math.max(1, Math.round(Number.isFinite(percent) ? percent : UPLOAD_QUALITY)));
}

const rejected = (reason: ImageRejection): Rejected => ({ ok: false, reason });

const isPixelLimitError = (error: unknown): boolean => error instanceof Error && /pixel limit/i.test(error.message);
