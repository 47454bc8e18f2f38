import type { AdminDashboard as Dashboard } from '../../../application/orders/GetAdminDashboard';
import {
  monthLabel,
  type MonthFigures,
  type OrderStatistics as Statistics,
} from '../../../domain/order/order-statistics';
import * as gql from '../types/admin-dashboard.types';
import { Money } from '../types/money.type';
import type { CatalogPresenter } from './catalog.presenter';

/** The back office's figures as GraphQL objects; every figure and label comes from the use case or the domain. */
export class AdminDashboardPresenter {
  constructor(private readonly catalog: CatalogPresenter) {}

  orderStatistics(statistics: Statistics): gql.OrderStatistics {
    return Object.assign(new gql.OrderStatistics(), {
      ...statistics,
      revenue: Money.from(statistics.revenue),
      averageOrderValue: Money.from(statistics.averageOrderValue),
    });
  }

  dashboard(dashboard: Dashboard): gql.AdminDashboard {
    return Object.assign(new gql.AdminDashboard(), {
      monthSales: Money.from(dashboard.month.sales),
      previousMonthSales: Money.from(dashboard.previousMonth.sales),
      salesChangePercent: dashboard.salesChangePercent,
      monthOrders: dashboard.month.orderCount,
      previousMonthOrders: dashboard.previousMonth.orderCount,
      ordersChangePercent: dashboard.ordersChangePercent,
      activeProducts: dashboard.products.active,
      promotedProducts: dashboard.products.promoted,
      upcomingPromotions: dashboard.products.upcomingPromotions,
      activePromotions: dashboard.products.activePromotions,
      lowStockCount: dashboard.products.lowStock,
      lowStock: this.catalog.products(dashboard.lowStock, dashboard.today),
      mostWished: this.mostWished(dashboard),
      salesByMonth: dashboard.salesByMonth.map((month) => this.month(month)),
      abandonedCarts: dashboard.carts.abandoned,
      recoveredCarts: dashboard.carts.recovered,
    });
  }

  private mostWished({ mostWished, today }: Dashboard): gql.WishedProduct[] {
    const products = this.catalog.products(
      mostWished.map((wished) => wished.product),
      today,
    );
    return mostWished.map((wished, index) =>
      Object.assign(new gql.WishedProduct(), { product: products[index]!, favorites: wished.favorites }),
    );
  }

  private month(month: MonthFigures): gql.MonthSales {
    return Object.assign(new gql.MonthSales(), {
      month: month.month,
      label: monthLabel(month.month),
      sales: Money.from(month.sales),
      orders: month.orderCount,
    });
  }
}
