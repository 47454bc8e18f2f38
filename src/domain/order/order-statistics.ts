import { Money, roundHalfUp } from '../money/money';
import { limaDate } from '../shared/lima-date';
import type { OrderStatus } from './order-status';

type OrderFigures = { readonly status: OrderStatus; readonly total: Money };

export interface OrderStatistics {
  readonly total: number;
  readonly pending: number;
  readonly processing: number;
  readonly completed: number;
  readonly cancelled: number;
  /** Sum of completed orders' totals. */
  readonly revenue: Money;
  /** Revenue ÷ completed orders, half-up to the céntimo; 0 without completed orders. */
  readonly averageOrderValue: Money;
}

export function orderStatistics(orders: readonly OrderFigures[]): OrderStatistics {
  const count = (status: OrderStatus) => orders.filter((order) => order.status === status).length;
  const completed = orders.filter((order) => order.status === 'completed');
  const revenue = Money.sum(completed.map((order) => order.total));
  return {
    total: orders.length,
    pending: count('pending'),
    processing: count('processing'),
    completed: completed.length,
    cancelled: count('cancelled'),
    revenue,
    averageOrderValue: averageOrderValue(revenue, completed.length),
  };
}

/** Revenue ÷ completed orders, half-up to the céntimo; 0 without completed orders. */
export function averageOrderValue(revenue: Money, completedOrders: number): Money {
  return completedOrders === 0 ? Money.ZERO : Money.fromCents(roundHalfUp(revenue.cents / completedOrders));
}

/** The change from `previous` to `current` in %, one decimal (half-up); null when `previous` is 0. */
export function changePercent(current: number, previous: number): number | null {
  return previous === 0 ? null : roundHalfUp(((current - previous) * 1000) / previous) / 10;
}

export interface MonthFigures {
  /** `YYYY-MM` in Lima time. */
  readonly month: string;
  /** Completed orders' totals. */
  readonly sales: Money;
  /** Orders that are not cancelled. */
  readonly orderCount: number;
}

export interface MonthlySales {
  readonly current: MonthFigures;
  readonly previous: MonthFigures;
  /** Sales change against the previous month in %, one decimal; null when the previous month sold nothing. */
  readonly salesChangePercent: number | null;
}

/** The dashboard's month card: this Lima month against the one before. */
export function monthlySales(
  orders: readonly (OrderFigures & { readonly createdAt: Date })[],
  now: Date,
): MonthlySales {
  const currentMonth = limaDate(now).slice(0, 7);
  const current = monthFigures(orders, currentMonth);
  const previous = monthFigures(orders, previousMonthOf(currentMonth));
  return { current, previous, salesChangePercent: changePercent(current.sales.cents, previous.sales.cents) };
}

function monthFigures(orders: readonly (OrderFigures & { readonly createdAt: Date })[], month: string): MonthFigures {
  const inMonth = orders.filter((order) => limaDate(order.createdAt).startsWith(month));
  return {
    month,
    sales: Money.sum(inMonth.filter((order) => order.status === 'completed').map((order) => order.total)),
    orderCount: inMonth.filter((order) => order.status !== 'cancelled').length,
  };
}

function previousMonthOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

const SHORT_MONTHS = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'set.', 'oct.', 'nov.', 'dic.'];

/** A `YYYY-MM` month as es-PE writes it short ('nov. 2026', 'set. 2026'), without the host's ICU data. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${SHORT_MONTHS[Number(monthNumber) - 1]} ${year}`;
}
