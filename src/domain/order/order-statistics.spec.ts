import { Money } from '../money/money';
import type { OrderStatus } from './order-status';
import { averageOrderValue, changePercent, monthLabel, monthlySales, orderStatistics } from './order-statistics';

const order = (status: OrderStatus, soles: number, createdAt = '2025-03-15T12:00:00Z') => ({
  status,
  total: Money.fromSoles(soles),
  createdAt: new Date(createdAt),
});

describe('orderStatistics', () => {
  it('counts per status; revenue and average order value over completed orders only', () => {
    const stats = orderStatistics([
      order('pending', 10),
      order('processing', 20),
      order('completed', 100),
      order('completed', 50.01),
      order('cancelled', 999),
    ]);
    expect({ ...stats, revenue: stats.revenue.format(), averageOrderValue: stats.averageOrderValue.format() }).toEqual({
      total: 5,
      pending: 1,
      processing: 1,
      completed: 2,
      cancelled: 1,
      revenue: 'S/ 150.01',
      averageOrderValue: 'S/ 75.01', // 75.005 half-up
    });
  });

  it('average is 0 without completed orders', () => {
    expect(orderStatistics([order('pending', 10)]).averageOrderValue.isZero()).toBe(true);
  });
});

describe('monthlySales (Lima months)', () => {
  const now = new Date('2025-03-20T15:00:00Z');

  it('sales of completed orders, count of non-cancelled orders, change against the previous month', () => {
    const sales = monthlySales(
      [
        order('completed', 300, '2025-03-02T12:00:00Z'),
        order('pending', 40, '2025-03-03T12:00:00Z'),
        order('cancelled', 90, '2025-03-04T12:00:00Z'),
        order('completed', 200, '2025-02-10T12:00:00Z'),
        order('completed', 1000, '2025-01-10T12:00:00Z'),
      ],
      now,
    );
    expect(sales.current).toEqual({ month: '2025-03', sales: Money.fromSoles(300), orderCount: 2 });
    expect(sales.previous).toEqual({ month: '2025-02', sales: Money.fromSoles(200), orderCount: 1 });
    expect(sales.salesChangePercent).toBe(50);
  });

  it('counts an order at 23:59 Lima on the last day in that month (04:59 UTC next day)', () => {
    const sales = monthlySales([order('completed', 100, '2025-03-01T04:59:00Z')], now);
    expect(sales.previous.sales.format()).toBe('S/ 100.00');
    expect(sales.current.sales.isZero()).toBe(true);
    expect(sales.salesChangePercent).toBe(-100);
  });

  it('counts an order at 00:01 Lima on the first day in the new month (05:01 UTC)', () => {
    const sales = monthlySales([order('completed', 100, '2025-03-01T05:01:00Z')], now);
    expect(sales.current.sales.format()).toBe('S/ 100.00');
    expect(sales.salesChangePercent).toBeNull();
  });

  it('January compares with December of the previous year; change has one decimal', () => {
    const sales = monthlySales(
      [order('completed', 100, '2025-01-05T12:00:00Z'), order('completed', 300, '2024-12-05T12:00:00Z')],
      new Date('2025-01-20T12:00:00Z'),
    );
    expect(sales.previous.month).toBe('2024-12');
    expect(sales.salesChangePercent).toBe(-66.7);
  });
});

describe('changePercent and averageOrderValue (the rules the SQL aggregates are finished with)', () => {
  it('gives the change in % with one decimal, half away from zero; null against 0', () => {
    expect(changePercent(12, 8)).toBe(50);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(1, 8)).toBe(-87.5);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });

  it('averages revenue over completed orders to the céntimo; 0 without completed orders', () => {
    expect(averageOrderValue(Money.fromCents(15001), 2).cents).toBe(7501);
    expect(averageOrderValue(Money.ZERO, 0).isZero()).toBe(true);
  });
});

describe('monthLabel', () => {
  it("writes a month the es-PE way ('set.' for September)", () => {
    expect(monthLabel('2026-11')).toBe('nov. 2026');
    expect(monthLabel('2026-09')).toBe('set. 2026');
    expect(monthLabel('2027-01')).toBe('ene. 2027');
  });
});
