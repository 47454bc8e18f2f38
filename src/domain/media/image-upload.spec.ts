import {
  acceptedUploadFormat,
  checkUploadSize,
  IMAGE_UPLOAD_MESSAGES,
  imageUploadError,
  MAX_STORED_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_IMAGE_FILES,
  withinPixelLimit,
} from './image-upload';

describe('image uploads', () => {
  it('allows 5 MB and 24 megapixels, stored at most 2560 px on the longest side', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(MAX_UPLOAD_PIXELS).toBe(24_000_000);
    expect(MAX_STORED_SIDE).toBe(2560);
  });

  it('speaks Spanish, with the spec’s wording for the size', () => {
    expect(IMAGE_UPLOAD_MESSAGES).toEqual({
      missing: 'Selecciona una imagen',
      notAnImage: 'El archivo debe ser una imagen JPG, PNG o WebP',
      tooLarge: 'La imagen no puede ser mayor a 5MB',
      tooManyPixels: 'La imagen es demasiado grande',
      busy: 'Estamos procesando muchas imágenes en este momento. Intenta de nuevo en unos segundos.',
    });
  });

  describe('checkUploadSize', () => {
    it.each([[1], [1024], [MAX_UPLOAD_BYTES]])('accepts %i bytes', (size) => {
      expect(checkUploadSize(size)).toEqual({ ok: true, value: size });
    });

    it('refuses one byte over 5 MB', () => {
      expect(checkUploadSize(MAX_UPLOAD_BYTES + 1)).toEqual({
        ok: false,
        error: {
          code: 'IMAGE_TOO_LARGE',
          message: 'La imagen no puede ser mayor a 5MB',
          details: { maxBytes: MAX_UPLOAD_BYTES },
        },
      });
    });

    it.each([[null], [undefined], [0], [-1], [Number.NaN]])('asks for a file when the size is %p', (size) => {
      expect(checkUploadSize(size)).toEqual({
        ok: false,
        error: { code: 'IMAGE_MISSING', message: 'Selecciona una imagen' },
      });
    });
  });

  describe('imageUploadError.rejected maps the decoder’s reasons to stable codes', () => {
    it('a file that is not a JPEG, PNG or WebP', () => {
      expect(imageUploadError.rejected('NOT_AN_IMAGE')).toEqual({
        code: 'IMAGE_NOT_ALLOWED',
        message: 'El archivo debe ser una imagen JPG, PNG o WebP',
      });
    });

    it('too many pixels', () => {
      expect(imageUploadError.rejected('TOO_MANY_PIXELS')).toEqual({
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: 'La imagen es demasiado grande',
        details: { maxPixels: MAX_UPLOAD_PIXELS },
      });
    });

    it('busy: too many pictures wait to be decoded', () => {
      expect(imageUploadError.rejected('BUSY')).toEqual({
        code: 'IMAGE_UPLOADS_BUSY',
        message: 'Estamos procesando muchas imágenes en este momento. Intenta de nuevo en unos segundos.',
      });
    });
  });

  describe('withinPixelLimit', () => {
    it.each([
      [4000, 3000, true],
      [6000, 4000, true],
      [6000, 4001, false],
      [8000, 5000, false],
      [60000, 60000, false],
      [0, 100, false],
    ])('%i×%i → %s', (width, height, expected) => {
      expect(withinPixelLimit(width, height)).toBe(expected);
    });
  });

  describe('acceptedUploadFormat', () => {
    it.each([['jpeg'], ['png'], ['webp']])('accepts %s', (format) => {
      expect(acceptedUploadFormat(format)).toBe(format);
    });

    it.each([['gif'], ['svg'], ['heif'], ['tiff'], ['JPEG'], [undefined]])('refuses %p', (format) => {
      expect(acceptedUploadFormat(format)).toBeNull();
    });
  });

  it('stores each format with its own extension and content type', () => {
    expect(UPLOAD_IMAGE_FILES).toEqual({
      jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
      png: { extension: 'png', contentType: 'image/png' },
      webp: { extension: 'webp', contentType: 'image/webp' },
    });
  });
});
