import { NO_PROMOTION, type PromotionTerms } from '../catalog/promotion';
import { Money } from '../money/money';
import { productPageUrl, productShareLink, productShareMessage, type ProductForShare } from './product-share';

const TODAY = '2026-03-10';
const ORIGIN = 'https://esencia.pe';

const product = (
  promotion: Partial<PromotionTerms> = {},
  overrides: Partial<ProductForShare> = {},
): ProductForShare => ({
  id: 'p-1',
  name: 'Sauvage EDT 100 ml',
  brandName: 'Dior',
  originalPrice: Money.fromSoles(120),
  promotion: { ...NO_PROMOTION, ...promotion },
  ...overrides,
});

const promoted = (terms: Partial<PromotionTerms>) =>
  product({
    isPromoted: true,
    type: 'percentage',
    discount: 25,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    ...terms,
  });

describe('productShareMessage', () => {
  it('a product without promotion: name, brand, price and link', () => {
    expect(productShareMessage(product(), ORIGIN, TODAY)).toBe(
      [
        '*Sauvage EDT 100 ml*',
        'Marca: Dior',
        'Precio: S/ 120.00',
        '',
        'Míralo aquí: https://esencia.pe/product/p-1',
      ].join('\n'),
    );
  });

  it('an active promotion: today’s price, the original one and until when', () => {
    const text = productShareMessage(promoted({}), ORIGIN, TODAY);
    expect(text).toContain('Precio: S/ 90.00 (antes S/ 120.00)');
    expect(text).toContain('¡EN PROMOCIÓN! -25% · Hasta 31/03/2026');
  });

  it('a fixed discount on a single day', () => {
    const text = productShareMessage(
      promoted({ type: 'fixed', discount: 20, startDate: TODAY, endDate: TODAY }),
      ORIGIN,
      TODAY,
    );
    expect(text).toContain('Precio: S/ 100.00 (antes S/ 120.00)');
    expect(text).toContain('¡SOLO POR HOY! -S/20');
  });

  it('an upcoming promotion sells at the original price and announces the discount', () => {
    const text = productShareMessage(promoted({ startDate: '2026-04-01', endDate: '2026-04-05' }), ORIGIN, TODAY);
    expect(text).toContain('Precio: S/ 120.00\n');
    expect(text).not.toContain('antes');
    expect(text).toContain('Próximamente en promoción: -25% desde el 01/04/2026');
  });

  it('an expired promotion is not mentioned', () => {
    const text = productShareMessage(promoted({ startDate: '2026-02-01', endDate: '2026-03-09' }), ORIGIN, TODAY);
    expect(text).toContain('Precio: S/ 120.00\n');
    expect(text).not.toMatch(/PROMOCI|Próximamente|antes/);
  });

  it('leaves the brand line out when the product has none', () => {
    expect(productShareMessage(product({}, { brandName: null }), ORIGIN, TODAY)).not.toContain('Marca');
  });
});

describe('productPageUrl', () => {
  it('joins the origin and the encoded id, without a double slash', () => {
    expect(productPageUrl('https://esencia.pe/', 'a b')).toBe('https://esencia.pe/product/a%20b');
  });
});

describe('productShareLink', () => {
  it('is a WhatsApp share without a recipient, carrying the message URL-encoded', () => {
    const link = productShareLink(promoted({}), ORIGIN, TODAY);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(
      productShareMessage(promoted({}), ORIGIN, TODAY),
    );
  });
});
