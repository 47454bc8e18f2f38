import { aBrand, aCategory } from './catalog-fixtures';
import { inMemoryIdentity } from './in-memory-identity';
import { InMemoryFileStorage } from './in-memory-product-writes';

/**
 * A shop for the admin's product use cases: an active and an inactive brand
 * and category, two uploaded product photos, a unit of work over the fakes.
 */
export function adminCatalogueFixture(now = new Date('2026-11-22T15:00:00Z')) {
  const { services, clock } = inMemoryIdentity(now);
  const products = services.products;
  const storage = new InMemoryFileStorage();
  products.addBrand(aBrand({ id: 'brand-dior', name: 'Dior' }));
  products.addBrand(aBrand({ id: 'brand-old', name: 'Antigua', active: false }));
  products.addCategory(aCategory({ id: 'cat-women', name: 'Mujer' }));
  products.addCategory(aCategory({ id: 'cat-old', name: 'Descontinuados', active: false }));
  const photos = ['products/1764000000000-0-sauvage.webp', 'products/1764000000000-1-sauvage.webp'] as const;
  for (const key of photos) storage.files.set(key, { content: Buffer.from('webp'), contentType: 'image/webp' });
  return {
    uow: services.uow,
    products,
    stock: services.stock,
    restock: services.restockRequests,
    brands: products.brandRepository(),
    categories: products.categoryRepository(),
    storage,
    clock,
    photos,
  };
}
