import { NO_PROMOTION } from '../../domain/catalog/promotion';
import { Money } from '../../domain/money/money';
import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import { TypeOrmOrderRepository } from '../../infrastructure/orders/typeorm-order-repository';
import type { TestStore } from './test-store';

/** 32 base32 characters, like the ids PlaceOrder makes; each test gets its own order. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
let sequence = 0;
export const newOrderId = (): string => {
  const n = ++sequence;
  return `${'receiptsreceiptsreceipts'}${[3, 2, 1, 0].map((i) => BASE32[(n >> (5 * i)) % 32]).join('')}aaaa`;
};

function order(id: string, status: OrderStatus, at: Date): Order {
  const price = Money.fromSoles(120);
  const created = at;
  return {
    id,
    status,
    origin: 'storefront',
    customer: {
      firstName: 'Ana',
      lastName: 'Quispe',
      email: 'ana@example.pe',
      documentType: 'DNI',
      documentNumber: '12345678',
      phone: '987654321',
    },
    shippingMethod: 'regular',
    paymentMethod: 'yape',
    invoice: { type: 'boleta' },
    lines: [
      {
        productId: '00000000-0000-4000-8000-000000000001',
        quantity: 1,
        unitPrice: price,
        snapshot: {
          name: 'Eau de Rosa',
          brandName: 'Maison',
          imageKey: null,
          originalPrice: price,
          promotion: NO_PROMOTION,
          discountApplied: false,
        },
      },
    ],
    totals: { subtotal: price, shipping: Money.fromSoles(15), commission: Money.ZERO, total: Money.fromSoles(135) },
    paymentLink: null,
    accountId: null,
    receiptKey: null,
    stockHold: null,
    createdAt: created,
    updatedAt: created,
  };
}

/** A one-line order paid by Yape, stored as it is (`processing`: it takes a payment receipt); its id. */
export async function storedOrder(
  api: TestStore,
  status: OrderStatus = 'processing',
  at = new Date(),
): Promise<string> {
  const id = newOrderId();
  await new TypeOrmOrderRepository(api.store.dataSource.manager).insert(order(id, status, at), {
    key: `key-${id}`,
    fingerprint: 'f',
  });
  return id;
}
