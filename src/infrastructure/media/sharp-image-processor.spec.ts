import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { jpegQuality, MAX_FIT_SOURCE_BYTES, SharpImageProcessor } from './sharp-image-processor';

const processor = new SharpImageProcessor();
const stream = (content: Buffer | string) => Readable.from([Buffer.from(content)]);

const WINE = { r: 110, g: 31, b: 63 };

/** A 200×100 JPEG whose EXIF says "rotate 90° clockwise", with an author and a GPS position (Lima). */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 100, channels: 3, background: WINE } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Cliente Secreto', Make: 'TelefonoX' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 1/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const png = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 4, background: { ...WINE, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** Whether a TIFF/EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
function hasGpsPointer(exif: Buffer): boolean {
  for (let i = 0; i < exif.length - 1; i++) {
    if ((exif[i] === 0x25 && exif[i + 1] === 0x88) || (exif[i] === 0x88 && exif[i + 1] === 0x25)) return true;
  }
  return false;
}

/** A PNG whose header claims `width`×`height` with one tiny compressed row: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('SharpImageProcessor.normalizeUpload', () => {
  it('turns a phone photo upright and drops its EXIF, GPS position included', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const result = await processor.normalizeUpload(original);

    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.image).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 100, height: 200 });
    const after = await sharp(result.image.content).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    const bytes = result.image.content.toString('latin1');
    expect(bytes).not.toContain('Exif\0\0');
    expect(bytes).not.toContain('Cliente Secreto');
    expect(bytes).not.toContain('TelefonoX');
  });

  it('keeps a PNG a PNG whatever it was called (the name is never read), transparency and all', async () => {
    const result = await processor.normalizeUpload(await png());
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.image).toMatchObject({ contentType: 'image/png', extension: 'png', width: 120, height: 80 });
    expect(await sharp(result.image.content).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('keeps a WebP a WebP', async () => {
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: WINE } })
      .webp()
      .toBuffer();
    const result = await processor.normalizeUpload(webp);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.image).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 64, height: 48 });
    expect((await sharp(result.image.content).metadata()).format).toBe('webp');
  });

  it('leaves behind whatever was appended after the image data', async () => {
    const smuggled = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
    const result = await processor.normalizeUpload(smuggled);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.image.content.toString('latin1')).not.toContain('<script>');
  });

  it.each([
    ['a text file', () => Promise.resolve(Buffer.from('Hola, esto no es una imagen.\n'))],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0))],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: WINE } })
          .gif()
          .toBuffer(),
    ],
    [
      'an SVG',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')),
    ],
    ['a truncated JPEG', async () => (await phoneJpeg()).subarray(0, 300)],
  ])('refuses %s as not an image', async (_name, make) => {
    expect(await processor.normalizeUpload(await make())).toEqual({ ok: false, reason: 'NOT_AN_IMAGE' });
  });

  it('refuses a decompression bomb (a few bytes claiming 60000×60000) before decoding it', async () => {
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(await processor.normalizeUpload(bomb)).toEqual({ ok: false, reason: 'TOO_MANY_PIXELS' });
  });

  it('refuses just over 24 megapixels and stores a large photo at most 2560 px on its longest side', async () => {
    expect(await processor.normalizeUpload(pngClaiming(6000, 4001))).toEqual({
      ok: false,
      reason: 'TOO_MANY_PIXELS',
    });
    const large = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: WINE } })
      .jpeg()
      .toBuffer();
    const result = await processor.normalizeUpload(large);
    expect(result.ok && result.image).toMatchObject({ width: 2560, height: 1707 });
    expect(await sharp(result.ok ? result.image.content : Buffer.alloc(0)).metadata()).toMatchObject({
      width: 2560,
      height: 1707,
    });
  });

  it('decodes one picture at a time in the process; past 8 waiting, an upload is refused as busy', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: WINE } })
      .jpeg()
      .toBuffer();
    const busiest = { process: 0 };
    const sample = setInterval(() => (busiest.process = Math.max(busiest.process, sharp.counters().process)), 1);
    // A second processor shares the process's queue: the limit is the process's, not an instance's.
    const other = new SharpImageProcessor();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? other : processor).normalizeUpload(photo)),
    );
    clearInterval(sample);
    expect(results.map((result) => (result.ok ? 'ok' : result.reason))).toEqual([
      ...Array<string>(9).fill('ok'),
      ...Array<string>(3).fill('BUSY'),
    ]);
    expect(busiest.process).toBe(1);
    // Once the queue has room again, uploads are taken.
    expect((await processor.normalizeUpload(photo)).ok).toBe(true);
  });
});

describe('SharpImageProcessor.fitJpeg', () => {
  it('fits inside the box keeping the aspect, flattened on white, as JPEG', async () => {
    const fitted = await processor.fitJpeg(stream(await png(2000, 1000)), { width: 400, height: 400 }, 0.8);
    expect(fitted).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 400, height: 200 });
    const meta = await sharp(fitted!.content).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 200, channels: 3 });
  });

  it('turns the photo upright first and never enlarges it', async () => {
    const fitted = await processor.fitJpeg(stream(await phoneJpeg()), { width: 400, height: 400 }, 80);
    expect(fitted).toMatchObject({ width: 100, height: 200 });
  });

  it('reads the quality as a fraction or as a percentage', async () => {
    const source = await png(600, 600);
    const asFraction = await processor.fitJpeg(stream(source), { width: 400, height: 400 }, 0.8);
    const asPercent = await processor.fitJpeg(stream(source), { width: 400, height: 400 }, 80);
    const low = await processor.fitJpeg(stream(source), { width: 400, height: 400 }, 0.1);
    expect(asFraction!.content.equals(asPercent!.content)).toBe(true);
    expect(low!.content.equals(asPercent!.content)).toBe(false);
    expect([jpegQuality(0.8), jpegQuality(80), jpegQuality(1), jpegQuality(250), jpegQuality(Number.NaN)]).toEqual([
      80, 80, 100, 100, 85,
    ]);
  });

  it('answers null for what is not an image, and for oversized sources', async () => {
    expect(await processor.fitJpeg(stream('no soy una imagen'), { width: 400, height: 400 }, 0.8)).toBeNull();
    const huge = Readable.from(
      (function* () {
        for (let sent = 0; sent <= MAX_FIT_SOURCE_BYTES; sent += 1024 * 1024) yield Buffer.alloc(1024 * 1024);
      })(),
    );
    expect(await processor.fitJpeg(huge, { width: 400, height: 400 }, 0.8)).toBeNull();
    expect(huge.destroyed).toBe(true);
  });
});
