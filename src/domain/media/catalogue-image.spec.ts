import {
  CATALOGUE_IMAGE_MESSAGES,
  catalogueImageKey,
  catalogueImageTarget,
  isCatalogueImageKey,
  sanitizedFileName,
} from './catalogue-image';

const AT = new Date('2026-11-22T15:00:00.000Z');

describe('catalogue image keys', () => {
  it('makes file names safe: no accents, lower case, dashes, no claimed extension', () => {
    expect(sanitizedFileName('Ñandú Eau de Parfum (1).JPG')).toBe('nandu-eau-de-parfum-1');
    expect(sanitizedFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizedFileName('C:\\fotos\\Perfume.png')).toBe('perfume');
    expect(sanitizedFileName('.png')).toBe('imagen');
    expect(sanitizedFileName('💐💐.webp')).toBe('imagen');
    expect(sanitizedFileName(null)).toBe('imagen');
    expect(sanitizedFileName(`${'a'.repeat(59)}-b${'c'.repeat(10)}.jpg`)).toBe('a'.repeat(59));
  });

  it('builds the spec paths with the content extension', () => {
    expect(catalogueImageKey({ purpose: 'product', index: 2 }, AT, 'Sauvage.jpg', 'png')).toBe(
      `products/${AT.getTime()}-2-sauvage.png`,
    );
    expect(catalogueImageKey({ purpose: 'brand', index: 0 }, AT, 'Dior Logo.png', 'webp')).toBe(
      `brands/${AT.getTime()}-dior-logo.webp`,
    );
    expect(catalogueImageKey({ purpose: 'wallet-qr', index: 0 }, AT, 'yape qr.png', 'png')).toBe(
      `store/${AT.getTime()}-yape-qr.png`,
    );
    expect(catalogueImageKey({ purpose: 'story', index: 0 }, AT, 'Promo Navidad.JPG', 'jpg')).toBe(
      `stories/${AT.getTime()}-image-promo-navidad.jpg`,
    );
  });

  it('recognises only keys of the right folder and shape', () => {
    const product = catalogueImageKey({ purpose: 'product', index: 0 }, AT, 'a.jpg', 'jpg');
    expect(isCatalogueImageKey(product, 'product')).toBe(true);
    expect(isCatalogueImageKey(product, 'brand')).toBe(false);
    expect(isCatalogueImageKey(`brands/${AT.getTime()}-logo.png`, 'brand')).toBe(true);
    expect(isCatalogueImageKey(`store/${AT.getTime()}-qr.png`, 'wallet-qr')).toBe(true);
    expect(isCatalogueImageKey(`stories/${AT.getTime()}-image-promo.webp`, 'story')).toBe(true);
    expect(isCatalogueImageKey(`stories/${AT.getTime()}-audio-promo.mp3`, 'story')).toBe(false);
    expect(isCatalogueImageKey(`stories/${AT.getTime()}-promo.webp`, 'story')).toBe(false);
    for (const bad of [
      'order-images/1-x.jpg',
      `products/${AT.getTime()}-0-../x.jpg`,
      `products/${AT.getTime()}-0-x.svg`,
      `order-receipts/${AT.getTime()}-0-x.jpg`,
      '',
    ]) {
      expect(isCatalogueImageKey(bad, 'product')).toBe(false);
    }
  });

  it('reads the upload form fields', () => {
    expect(catalogueImageTarget('product', '3')).toEqual({ ok: true, value: { purpose: 'product', index: 3 } });
    expect(catalogueImageTarget('product', undefined)).toEqual({ ok: true, value: { purpose: 'product', index: 0 } });
    expect(catalogueImageTarget('brand', '9')).toEqual({ ok: true, value: { purpose: 'brand', index: 0 } });
    expect(catalogueImageTarget('wallet-qr', undefined)).toMatchObject({ ok: true });
    for (const index of ['5', '-1', '1.5', 'x', 7]) {
      expect(catalogueImageTarget('product', index)).toEqual({
        ok: false,
        error: { code: 'IMAGE_INDEX_INVALID', message: CATALOGUE_IMAGE_MESSAGES.indexInvalid },
      });
    }
    expect(catalogueImageTarget('story', '3')).toEqual({ ok: true, value: { purpose: 'story', index: 0 } });
    expect(catalogueImageTarget('stories', '0')).toEqual({
      ok: false,
      error: { code: 'IMAGE_PURPOSE_INVALID', message: CATALOGUE_IMAGE_MESSAGES.purposeInvalid },
    });
  });
});
