import { Readable } from 'node:stream';
import sharp from 'sharp';
import { MAX_SOURCE_BYTES, SharpImageResizer } from './sharp-image-resizer';

const resizer = new SharpImageResizer();
const stream = (content: Buffer | string) => Readable.from([Buffer.from(content)]);

/** A 2000×1000 PNG: wine-red on the left half, transparent on the right half. */
function photo(): Promise<Buffer> {
  const [width, height] = [2000, 1000];
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width / 2; x++) pixels.set([110, 31, 63, 255], (y * width + x) * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

describe('SharpImageResizer', () => {
  it('renders a WebP of the requested width, keeping the aspect ratio', async () => {
    const resized = await resizer.resize(stream(await photo()), { width: 640, format: 'webp' });
    expect(resized?.contentType).toBe('image/webp');
    const meta = await sharp(resized!.content).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('flattens JPEG link previews on white', async () => {
    const resized = await resizer.resize(stream(await photo()), { width: 320, format: 'jpeg' });
    expect(resized?.contentType).toBe('image/jpeg');
    const { data, info } = await sharp(resized!.content).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 320, height: 160, channels: 3 });
    const lastPixel = data.subarray(data.length - 3);
    expect([...lastPixel].every((channel) => channel > 245)).toBe(true);
  });

  it('never enlarges a small bitmap', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const resized = await resizer.resize(stream(small), { width: 960, format: 'webp' });
    expect(await sharp(resized!.content).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('rasterizes SVG crisply at any width', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#6e1f3f"/></svg>';
    const resized = await resizer.resize(stream(svg), { width: 1280, format: 'jpeg' });
    expect(await sharp(resized!.content).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 1280 });
  });

  it('answers null for files that are not images, and for oversized ones', async () => {
    expect(await resizer.resize(stream('ID3 not an image'), { width: 320, format: 'webp' })).toBeNull();
    const huge = Readable.from(
      (function* () {
        for (let sent = 0; sent <= MAX_SOURCE_BYTES; sent += 1024 * 1024) yield Buffer.alloc(1024 * 1024);
      })(),
    );
    expect(await resizer.resize(huge, { width: 320, format: 'webp' })).toBeNull();
    expect(huge.destroyed).toBe(true);
  });
});
