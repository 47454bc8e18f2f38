import { randomUUID } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import { shownTotal } from '../../src/interface/testing/shown-total';
import { graphql, signInAsNewAdmin } from './admin';
import { setStock } from './database';
import { expect, test } from './test';

/** A guest's order placed through the API (Izipay, regular delivery), each product given stock first; its id. */
export async function placeOrderByApi(
  shop: APIRequestContext,
  ordered: { name: string; quantity: number }[],
): Promise<string> {
  const { products } = await graphql<{ products: { items: { id: string; name: string }[] } }>(
    shop,
    '{ products(pageSize: 100) { items { id name } } }',
  );
  const lines = [];
  for (const { name, quantity } of ordered) {
    await setStock(name, 50);
    lines.push({ productId: products.items.find((product) => product.name === name)!.id, quantity });
  }
  const { placeOrder } = await graphql<{ placeOrder: { id: string } }>(
    shop,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { id } } }',
    {
      input: {
        idempotencyKey: randomUUID(),
        customer: {
          firstName: 'Paula',
          lastName: 'Quispe',
          email: `paula.${Date.now()}@correo.pe`,
          phone: '987654321',
          documentType: 'DNI',
          documentNumber: '45678912',
        },
        lines,
        expectedTotalCents: await shownTotal(String(test.info().project.use.baseURL), lines, 'izipay'),
        paymentMethod: 'izipay',
        shippingMethod: 'regular',
      },
    },
  );
  return placeOrder.id;
}

/** The shop takes an order through the admin API to `status` (COMPLETED passes through PROCESSING; it takes the stock). */
export async function moveOrderByApi(orderId: string, status: 'PROCESSING' | 'COMPLETED' | 'CANCELLED'): Promise<void> {
  const admin = await request.newContext({ baseURL: String(test.info().project.use.baseURL) });
  try {
    await signInAsNewAdmin(admin);
    for (const next of status === 'COMPLETED' ? ['PROCESSING', 'COMPLETED'] : [status]) {
      const { changeOrderStatus } = await graphql<{ changeOrderStatus: { __typename: string } }>(
        admin,
        'mutation ($id: ID!, $status: OrderStatus!) { changeOrderStatus(orderId: $id, status: $status) { __typename } }',
        { id: orderId, status: next },
      );
      expect(changeOrderStatus.__typename).toBe('Order');
    }
  } finally {
    await admin.dispose();
  }
}
