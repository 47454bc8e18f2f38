import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import type { Product } from '../../domain/catalog/product';
import { NO_PROMOTION } from '../../domain/catalog/promotion';
import { Money } from '../../domain/money/money';

const EPOCH = new Date('2026-01-01T00:00:00Z');

export const aBrand = (fields: Partial<Brand> & Pick<Brand, 'id' | 'name'>): Brand => ({
  description: fields.name,
  logoKey: null,
  active: true,
  createdAt: EPOCH,
  updatedAt: EPOCH,
  ...fields,
});

export const aCategory = (fields: Partial<Category> & Pick<Category, 'id' | 'name'>): Category => ({
  description: '',
  active: true,
  createdAt: EPOCH,
  updatedAt: EPOCH,
  ...fields,
});

export const aProduct = (fields: Partial<Product> & Pick<Product, 'id'>): Product => ({
  name: 'Perfume',
  description: '',
  brandId: 'brand-1',
  categoryIds: [],
  originalPrice: Money.fromSoles(100),
  promotion: NO_PROMOTION,
  stock: 10,
  held: 0,
  active: true,
  carousel: false,
  position: 0,
  imageKeys: [],
  createdAt: EPOCH,
  updatedAt: EPOCH,
  ...fields,
});
