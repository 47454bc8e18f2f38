import {
  hasImageVariants,
  IMAGE_FORMAT_NOT_ALLOWED_MESSAGE,
  IMAGE_VARIANT_WIDTHS,
  IMAGE_WIDTH_NOT_ALLOWED_MESSAGE,
  imageSrcSet,
  imageVariantUrl,
  parseImageVariant,
} from './responsive-image';

describe('responsive images', () => {
  describe('parseImageVariant: only the allowed widths and formats', () => {
    it.each(IMAGE_VARIANT_WIDTHS.map((width) => [width]))('accepts w=%i, WebP by default', (width) => {
      expect(parseImageVariant({ w: String(width) })).toEqual({ ok: true, value: { width, format: 'webp' } });
    });

    it('accepts JPEG for link previews', () => {
      expect(parseImageVariant({ w: '1280', fmt: 'jpeg' })).toEqual({
        ok: true,
        value: { width: 1280, format: 'jpeg' },
      });
    });

    it.each([[undefined], ['321'], ['0640'], ['640.0'], ['-320'], ['abc'], [['320', '640']], ['']])(
      'refuses w=%p',
      (w) => {
        expect(parseImageVariant({ w })).toEqual({
          ok: false,
          error: { code: 'IMAGE_WIDTH_NOT_ALLOWED', message: IMAGE_WIDTH_NOT_ALLOWED_MESSAGE },
        });
      },
    );

    it.each([['png'], ['WEBP'], ['avif'], [['webp']]])('refuses fmt=%p', (fmt) => {
      expect(parseImageVariant({ w: '320', fmt })).toEqual({
        ok: false,
        error: { code: 'IMAGE_FORMAT_NOT_ALLOWED', message: IMAGE_FORMAT_NOT_ALLOWED_MESSAGE },
      });
    });

    it('says in Spanish which values exist', () => {
      expect(IMAGE_WIDTH_NOT_ALLOWED_MESSAGE).toBe('Ancho de imagen no permitido. Use 320, 640, 960 o 1280.');
      expect(IMAGE_FORMAT_NOT_ALLOWED_MESSAGE).toBe('Formato de imagen no permitido. Use webp o jpeg.');
    });
  });

  describe('hasImageVariants: stored bitmaps only', () => {
    it.each([
      ['/files/products/1-0-rosa.jpg', true],
      ['/files/products/1-0-rosa.PNG?v=2', true],
      ['/files/products/sin-extension', true],
      ['https://tienda.pe/files/products/1.webp', true],
      ['/files/products/1-0-rosa.svg', false],
      ['/files/brands/logo.SVG#x', false],
      ['/assets/logo.png', false],
      ['https://tienda.pe', false],
      ['//cdn.example.com/files/a.png', false],
      ['data:image/png;base64,AAAA', false],
      ['blob:https://tienda.pe/123', false],
      ['', false],
    ])('%s → %s', (url, expected) => {
      expect(hasImageVariants(url)).toBe(expected);
    });
  });

  describe('imageVariantUrl', () => {
    it('adds the width and format to the query', () => {
      expect(imageVariantUrl('/files/a.png', { width: 640, format: 'webp' })).toBe('/files/a.png?w=640&fmt=webp');
      expect(imageVariantUrl('/files/a.png?v=2#top', { width: 320, format: 'jpeg' })).toBe(
        '/files/a.png?v=2&w=320&fmt=jpeg',
      );
    });
  });

  describe('imageSrcSet', () => {
    it('lists one WebP per allowed width', () => {
      expect(imageSrcSet('/files/products/a.jpg')).toBe(
        '/files/products/a.jpg?w=320&fmt=webp 320w, /files/products/a.jpg?w=640&fmt=webp 640w, ' +
          '/files/products/a.jpg?w=960&fmt=webp 960w, /files/products/a.jpg?w=1280&fmt=webp 1280w',
      );
    });

    it('has none for SVG and foreign URLs', () => {
      expect(imageSrcSet('/files/products/a.svg')).toBeUndefined();
      expect(imageSrcSet('data:image/svg+xml,<svg/>')).toBeUndefined();
    });
  });
});
