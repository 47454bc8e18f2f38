import { isOrderStatus, ORDER_STATUSES } from './order-status';

describe('order statuses', () => {
  it('recognises the four statuses', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
  });
});
