import { shownTotal } from './shown-total';
import type { TestStore } from './test-store';

/** A guest's checkout form as the storefront sends it (Lima, DNI, a mobile). */
export const GUEST_CUSTOMER = {
  firstName: 'Lucía',
  lastName: 'Quispe',
  email: 'lucia@correo.pe',
  documentType: 'DNI',
  documentNumber: '45678912',
  phone: '987654321',
} as const;

let keys = 0;

/**
 * A `PlaceOrderInput` of one line paid by Yape (or `paymentMethod`), with a fresh idempotency key unless one is
 * given, and the total the checkout shows for it now (shownTotal).
 */
export async function guestOrderInput(
  api: Pick<TestStore, 'url'>,
  options: { productId: string; quantity?: number; email?: string; idempotencyKey?: string; paymentMethod?: string },
): Promise<Record<string, unknown>> {
  const lines = [{ productId: options.productId, quantity: options.quantity ?? 1 }];
  const paymentMethod = options.paymentMethod ?? 'yape';
  return {
    idempotencyKey: options.idempotencyKey ?? `pedido-de-prueba-${process.pid}-${++keys}-abcdef`,
    customer: { ...GUEST_CUSTOMER, ...(options.email !== undefined ? { email: options.email } : {}) },
    shippingMethod: 'regular',
    paymentMethod,
    lines,
    expectedTotalCents: await shownTotal(api.url, lines, paymentMethod),
  };
}

/** The id of an active product of the (seeded) catalogue with at least `stock` units. */
export async function productInStock(api: TestStore, stock = 1): Promise<string> {
  const { body } = await api.graphql<{ products: { items: { id: string; stock: number }[] } }>(
    '{ products(pageSize: 50, active: true) { items { id stock } } }',
  );
  const found = body.data?.products.items.find((product) => product.stock >= stock);
  if (!found) throw new Error(`no active product with ${stock} units in stock`);
  return found.id;
}
