import type { Viewer } from '../identity/viewer';
import { aBrand, aProduct } from './catalog-fixtures';
import { inMemoryIdentity } from './in-memory-identity';

export const HOUR = 60 * 60 * 1000;

/** A signed-in shopper as a request carries one. */
export const aViewer = (email = 'ana@correo.pe'): Viewer => ({
  accountId: `account-${email}`,
  sessionId: `session-${email}`,
  email,
  role: 'user',
});

/**
 * The shoppers' side of stories over the in-memory fakes: a product on sale,
 * one switched off and one of an inactive brand; the transaction sees the
 * same stories as the reads.
 */
export function storyPublicFixture(now = new Date('2026-11-22T15:00:00Z')) {
  const { services, clock } = inMemoryIdentity(now);
  const catalogue = services.products.catalogue;
  catalogue.brands.set('brand-1', aBrand({ id: 'brand-1', name: 'Dior' }));
  catalogue.brands.set('brand-off', aBrand({ id: 'brand-off', name: 'Antigua', active: false }));
  catalogue.products.set('product-1', aProduct({ id: 'product-1', name: 'Sauvage' }));
  catalogue.products.set('product-off', aProduct({ id: 'product-off', name: 'Retirado', active: false }));
  catalogue.products.set('product-brand-off', aProduct({ id: 'product-brand-off', brandId: 'brand-off' }));
  return {
    uow: services.uow,
    stories: services.stories,
    products: catalogue,
    clock,
    restock: services.restockRequests,
  };
}
