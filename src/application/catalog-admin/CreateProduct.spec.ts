import { PRODUCT_FORM_MESSAGES } from '../../domain/catalog/product-form';
import { PROMOTION_START_IN_PAST_MESSAGE } from '../../domain/catalog/promotion-start';
import { CATALOGUE_IMAGE_MESSAGES } from '../../domain/media/catalogue-image';
import { Money } from '../../domain/money/money';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { CreateProduct } from './CreateProduct';
import { PRODUCT_CHOICE_MESSAGES, type ProductInput } from './product-input';

function setup() {
  const shop = adminCatalogueFixture();
  const useCase = new CreateProduct(shop.uow, shop.brands, shop.categories, shop.storage, shop.clock);
  const create = { execute: (product: ProductInput) => useCase.execute(product, { email: 'duena@esencia.pe' }) };
  const input = (changes: Partial<ProductInput> = {}): ProductInput => ({
    name: ' Sauvage ',
    description: 'Fresco y especiado',
    brandId: 'brand-dior',
    categoryIds: ['cat-women'],
    originalPrice: Money.fromSoles(350),
    stock: 8,
    imageKeys: [...shop.photos],
    promotion: { isPromoted: true, type: 'percentage', discount: 20, startDate: '2026-11-22', endDate: '2026-11-30' },
    active: true,
    carousel: false,
    ...changes,
  });
  const fieldErrors = async (changes: Partial<ProductInput>) => {
    const result = await create.execute(input(changes));
    if (result.ok) throw new Error('expected a refusal');
    expect(result.error.code).toBe('PRODUCT_INVALID');
    return result.error.details.fieldErrors.map(({ field, message }) => ({ field, message }));
  };
  return { shop, create, input, fieldErrors };
}

describe('CreateProduct', () => {
  it('stores a valid product with its categories, after the others, and its final price from the domain', async () => {
    const { shop, create, input } = setup();
    const first = await create.execute(input());
    const second = await create.execute(
      input({ name: 'J’adore', promotion: { ...input().promotion, isPromoted: false } }),
    );

    expect(first).toMatchObject({
      ok: true,
      value: { name: 'Sauvage', brandId: 'brand-dior', categoryIds: ['cat-women'], imageKeys: [...shop.photos] },
    });
    if (!first.ok || !second.ok) throw new Error('not created');
    expect(second.value.position).toBeGreaterThan(first.value.position);
    expect(shop.products.products.get(first.value.id)?.promotion).toEqual(input().promotion);
    // Not promoted: the domain resets the terms, whatever was sent.
    expect(second.value.promotion).toMatchObject({ isPromoted: false, discount: 0 });
    // Its stock is the ledger's first movement for it, with the admin.
    expect(first.value.stock).toBe(8);
    expect(shop.stock.movements.filter((m) => m.productId === first.value.id)).toMatchObject([
      { reason: 'product-created', stockDelta: 8, stockAfter: 8, adminEmail: 'duena@esencia.pe' },
    ]);
  });

  it('refuses an inactive or unknown brand and inactive categories', async () => {
    const { fieldErrors } = setup();
    expect(await fieldErrors({ brandId: 'brand-old' })).toEqual([
      { field: 'brandId', message: PRODUCT_CHOICE_MESSAGES.brandInactive },
    ]);
    expect(await fieldErrors({ brandId: 'nope' })).toEqual([
      { field: 'brandId', message: PRODUCT_CHOICE_MESSAGES.brandMissing },
    ]);
    expect(await fieldErrors({ brandId: null, categoryIds: ['cat-old'] })).toEqual([
      { field: 'brandId', message: PRODUCT_FORM_MESSAGES.brandRequired },
      { field: 'categoryIds', message: PRODUCT_CHOICE_MESSAGES.categoryInactive },
    ]);
  });

  it('needs 1 to 5 images, each uploaded under products/ and stored', async () => {
    const { shop, fieldErrors } = setup();
    expect(await fieldErrors({ imageKeys: [] })).toEqual([
      { field: 'images', message: PRODUCT_FORM_MESSAGES.imageRequired },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => `products/1764000000000-${i % 5}-x${i}.webp`);
    six.forEach((key) => shop.storage.files.set(key, { content: Buffer.from('x'), contentType: 'image/webp' }));
    expect(await fieldErrors({ imageKeys: six })).toContainEqual({
      field: 'images',
      message: PRODUCT_FORM_MESSAGES.tooManyImages,
    });
    for (const keys of [
      ['products/1764000000000-0-never-uploaded.webp'],
      ['order-images/1-x.jpg'],
      ['../etc/passwd'],
    ]) {
      expect(await fieldErrors({ imageKeys: keys })).toEqual([
        { field: 'images', message: CATALOGUE_IMAGE_MESSAGES.notUploaded },
      ]);
    }
    expect(await fieldErrors({ imageKeys: [shop.photos[0], shop.photos[0]] })).toEqual([
      { field: 'images', message: PRODUCT_CHOICE_MESSAGES.imageRepeated },
    ]);
  });

  it('checks discounts and dates: over 100 %, fixed over the price, end before start, start before today', async () => {
    const { input, fieldErrors } = setup();
    const promotion = input().promotion;
    expect(await fieldErrors({ promotion: { ...promotion, discount: 101 } })).toEqual([
      { field: 'discount', message: PRODUCT_FORM_MESSAGES.percentTooHigh },
    ]);
    expect(await fieldErrors({ promotion: { ...promotion, type: 'fixed', discount: 351 } })).toEqual([
      { field: 'discount', message: PRODUCT_FORM_MESSAGES.fixedTooHigh },
    ]);
    expect(await fieldErrors({ promotion: { ...promotion, startDate: '2026-11-25', endDate: '2026-11-24' } })).toEqual([
      { field: 'promotionEndDate', message: PRODUCT_FORM_MESSAGES.endBeforeStart },
    ]);
    expect(await fieldErrors({ promotion: { ...promotion, startDate: '2026-11-21' } })).toEqual([
      { field: 'promotionStartDate', message: PROMOTION_START_IN_PAST_MESSAGE },
    ]);
  });

  it('writes nothing when refused', async () => {
    const { shop, create, input } = setup();
    await create.execute(input({ name: '' }));
    expect(shop.products.products.size).toBe(0);
  });
});
