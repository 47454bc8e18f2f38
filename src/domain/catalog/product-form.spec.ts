import { Money } from '../money/money';
import { NO_PROMOTION, type PromotionTerms } from './promotion';
import {
  addImages,
  changePromotionType,
  formFinalPrice,
  makeMainImage,
  removeImage,
  selectableOptions,
  turnPromotionOff,
  validateProductForm,
  type ProductFormInput,
} from './product-form';

const promotion = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  isPromoted: true,
  type: 'percentage',
  discount: 10,
  startDate: '2025-03-10',
  endDate: '2025-03-20',
  ...overrides,
});

const input = (overrides: Partial<ProductFormInput> = {}): ProductFormInput => ({
  name: ' Acqua di Gio ',
  description: 'Eau de toilette',
  brandId: 'brand-1',
  categoryIds: ['cat-1'],
  originalPrice: Money.fromSoles(100),
  stock: 10,
  imageCount: 1,
  promotion: NO_PROMOTION,
  ...overrides,
});

const fieldErrors = (overrides: Partial<ProductFormInput>) => {
  const result = validateProductForm(input(overrides));
  if (result.ok) throw new Error('expected a failure');
  expect(result.error.code).toBe('PRODUCT_INVALID');
  return result.error.details.fieldErrors.map(({ field, code, message }) => ({ field, code, message }));
};

describe('validateProductForm', () => {
  it('accepts a valid product without promotion: trimmed name, final price = original', () => {
    const result = validateProductForm(input());
    expect(result.ok && result.value.name).toBe('Acqua di Gio');
    expect(result.ok && result.value.price.format()).toBe('S/ 100.00');
    expect(result.ok && result.value.promotion).toEqual(NO_PROMOTION);
  });

  it('reports every required field at once', () => {
    const errors = fieldErrors({
      name: ' ',
      description: '',
      brandId: null,
      categoryIds: [],
      originalPrice: null,
      stock: null,
      imageCount: 0,
    });
    expect(errors).toEqual([
      { field: 'name', code: 'REQUIRED', message: 'El nombre es obligatorio' },
      { field: 'description', code: 'REQUIRED', message: 'La descripción es obligatoria' },
      { field: 'brandId', code: 'BRAND_REQUIRED', message: 'Debes seleccionar una marca' },
      { field: 'categoryIds', code: 'CATEGORY_REQUIRED', message: 'Debes seleccionar al menos una categoría' },
      { field: 'originalPrice', code: 'REQUIRED', message: 'El precio original es obligatorio' },
      { field: 'stock', code: 'REQUIRED', message: 'El stock es obligatorio' },
      { field: 'images', code: 'IMAGE_REQUIRED', message: 'Debes agregar al menos una imagen del producto' },
    ]);
  });

  it('refuses a price above S/ 99,999.99 (issue 25: 2,147,483,647 céntimos made a 2-unit cart a 500)', () => {
    expect(fieldErrors({ originalPrice: Money.fromCents(2_147_483_647) })).toEqual([
      {
        field: 'originalPrice',
        code: 'PRICE_TOO_HIGH',
        message: 'El precio original no puede ser mayor a S/ 99,999.99',
      },
    ]);
    expect(validateProductForm(input({ originalPrice: Money.fromCents(9_999_999) })).ok).toBe(true);
  });

  it('refuses a negative price and a negative or fractional stock; stock 0 is fine', () => {
    expect(fieldErrors({ originalPrice: Money.fromCents(-1) })[0]?.code).toBe('NEGATIVE_PRICE');
    expect(fieldErrors({ stock: -1 })[0]?.message).toBe('El stock debe ser un número entero mayor o igual a 0');
    expect(fieldErrors({ stock: 1.5 })[0]?.code).toBe('INVALID_STOCK');
    expect(validateProductForm(input({ stock: 0 })).ok).toBe(true);
  });

  it('refuses a stock over 1,000,000 units (2,147,483,647 was saved, and + then overflowed the column: a 500)', () => {
    expect(validateProductForm(input({ stock: 1_000_000 })).ok).toBe(true);
    expect(fieldErrors({ stock: 1_000_001 })).toEqual([
      { field: 'stock', code: 'STOCK_TOO_HIGH', message: 'El stock no puede ser mayor a 1,000,000 unidades' },
    ]);
    expect(fieldErrors({ stock: 2_147_483_647 })[0]?.code).toBe('STOCK_TOO_HIGH');
  });

  it('images: 1 to 5 in total', () => {
    expect(validateProductForm(input({ imageCount: 5 })).ok).toBe(true);
    expect(fieldErrors({ imageCount: 6 })).toEqual([
      { field: 'images', code: 'TOO_MANY_IMAGES', message: 'Solo puedes tener máximo 5 imágenes en total' },
    ]);
  });

  it('keeps name and description composed (NFC)', () => {
    const result = validateProductForm(input({ name: 'Acqua di Gio\u0300 ', description: 'Cla\u0301sico' }));
    expect(result.ok && [result.value.name, result.value.description]).toEqual(['Acqua di Giò', 'Clásico']);
  });

  describe('promotion rules', () => {
    it('discount must be above 0', () => {
      expect(fieldErrors({ promotion: promotion({ discount: 0 }) })).toEqual([
        {
          field: 'discount',
          code: 'DISCOUNT_NOT_POSITIVE',
          message: 'Cuando se aplica una promoción, el descuento debe ser mayor a 0',
        },
      ]);
    });

    it('discount is a whole number', () => {
      expect(fieldErrors({ promotion: promotion({ discount: 10.5 }) })[0]?.code).toBe('DISCOUNT_NOT_WHOLE');
    });

    it('percentage at most 100: 100 passes, 101 fails', () => {
      expect(validateProductForm(input({ promotion: promotion({ discount: 100 }) })).ok).toBe(true);
      expect(fieldErrors({ promotion: promotion({ discount: 101 }) })[0]?.message).toBe(
        'El descuento porcentual no puede ser mayor a 100%',
      );
    });

    it('fixed at most the original price: equal passes, above fails', () => {
      const fixed = (discount: number) => promotion({ type: 'fixed', discount });
      const atOriginal = validateProductForm(input({ promotion: fixed(100) }));
      expect(atOriginal.ok && atOriginal.value.price.cents).toBe(0);
      expect(fieldErrors({ promotion: fixed(101) })[0]).toEqual({
        field: 'discount',
        code: 'FIXED_DISCOUNT_TOO_HIGH',
        message: 'El descuento fijo no puede ser mayor que el precio original',
      });
    });

    it('a fixed discount without an original price only reports the missing price', () => {
      expect(fieldErrors({ originalPrice: null, promotion: promotion({ type: 'fixed', discount: 5 }) })).toHaveLength(
        1,
      );
    });

    it('computes the final price of a percentage promotion', () => {
      const result = validateProductForm(input({ promotion: promotion({ discount: 15 }) }));
      expect(result.ok && result.value.price.format()).toBe('S/ 85.00');
    });

    it('end date not before start: end = start is a single day, end < start fails', () => {
      const single = validateProductForm(input({ promotion: promotion({ endDate: '2025-03-10' }) }));
      expect(single.ok).toBe(true);
      expect(fieldErrors({ promotion: promotion({ endDate: '2025-03-09' }) })).toEqual([
        {
          field: 'promotionEndDate',
          code: 'PROMOTION_END_BEFORE_START',
          message: 'La fecha de fin debe ser posterior a la fecha de inicio',
        },
      ]);
    });

    it('a promotion needs a start date; a missing end date makes it single-day', () => {
      expect(fieldErrors({ promotion: promotion({ startDate: null }) })[0]?.code).toBe('PROMOTION_START_REQUIRED');
      expect(fieldErrors({ promotion: promotion({ startDate: '2025-02-30' }) })[0]?.code).toBe(
        'PROMOTION_START_REQUIRED',
      );
      expect(fieldErrors({ promotion: promotion({ endDate: '20-03-2025' }) })[0]?.code).toBe('INVALID_DATE');
      const result = validateProductForm(input({ promotion: promotion({ endDate: null }) }));
      expect(result.ok && result.value.promotion.endDate).toBe('2025-03-10');
    });
  });
});

describe('promotion form changes', () => {
  it('switching promotion type resets the discount to 0', () => {
    expect(changePromotionType(promotion({ discount: 30 }), 'fixed')).toEqual(
      promotion({ type: 'fixed', discount: 0 }),
    );
  });

  it('turning the promotion off resets the discount and the price back to the original', () => {
    const off = turnPromotionOff(promotion({ discount: 30 }));
    expect(off.isPromoted).toBe(false);
    expect(off.discount).toBe(0);
    expect(formFinalPrice(Money.fromSoles(80), off).format()).toBe('S/ 80.00');
  });

  it('formFinalPrice: fixed = original − discount, never below 0', () => {
    expect(formFinalPrice(Money.fromSoles(80), promotion({ type: 'fixed', discount: 30 })).format()).toBe('S/ 50.00');
    expect(formFinalPrice(Money.fromSoles(80), promotion({ type: 'fixed', discount: 90 })).cents).toBe(0);
  });
});

describe('image list', () => {
  it('the last remaining image cannot be removed', () => {
    expect(removeImage(['a'], 0)).toEqual({
      ok: false,
      error: { code: 'PRODUCT_LAST_IMAGE_REQUIRED', message: 'Debe haber al menos una imagen del producto' },
    });
    expect(removeImage(['a', 'b', 'c'], 1)).toEqual({ ok: true, value: ['a', 'c'] });
  });

  it('at most 5 images in total', () => {
    expect(addImages(['a', 'b'], ['c', 'd', 'e'])).toEqual({ ok: true, value: ['a', 'b', 'c', 'd', 'e'] });
    const tooMany = addImages(['a', 'b', 'c', 'd', 'e'], ['f']);
    expect(!tooMany.ok && tooMany.error.message).toBe('Solo puedes tener máximo 5 imágenes en total');
    expect(!tooMany.ok && tooMany.error.code).toBe('PRODUCT_TOO_MANY_IMAGES');
  });

  it('choosing an image as main moves it to the front', () => {
    expect(makeMainImage(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
  });

  it('a wrong index is a programmer error', () => {
    expect(() => makeMainImage(['a'], 1)).toThrow(RangeError);
    expect(() => removeImage(['a'], -1)).toThrow(RangeError);
  });
});

describe('selectableOptions', () => {
  it('only active brands and categories can be chosen', () => {
    expect(
      selectableOptions([
        { id: 1, active: true },
        { id: 2, active: false },
      ]),
    ).toEqual([{ id: 1, active: true }]);
  });
});
