import type { OrderStatus } from '../../domain/order/order-status';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { TypeOrmOrderRepository } from '../../infrastructure/orders/typeorm-order-repository';
import type { TestStore } from './test-store';

/** 32 base32 characters, like the ids PlaceOrder makes; each test gets its own order. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
let sequence = 0;
export const newOrderId = (): string => {
  const n = ++sequence;
  return `${'receiptsreceiptsreceipts'}${[3, 2, 1, 0].map((i) => BASE32[(n >> (5 * i)) % 32]).join('')}aaaa`;
};

/** A one-line order paid by Yape, stored as it is (`processing`: it takes a payment receipt); its id. */
export async function storedOrder(
  api: TestStore,
  status: OrderStatus = 'processing',
  at = new Date(),
): Promise<string> {
  const id = newOrderId();
  await new TypeOrmOrderRepository(api.store.dataSource.manager).insert(anOrder({ id, status, createdAt: at }), {
    key: `key-${id}`,
    fingerprint: 'f',
  });
  return id;
}
