import { graphql } from '../gql';

/** The back-office's opening summary: this Lima month against the previous one, catalogue counts, low stock, 12 months of sales. */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      monthSales {
        cents
        formatted
      }
      previousMonthSales {
        cents
        formatted
      }
      salesChangePercent
      monthOrders
      previousMonthOrders
      ordersChangePercent
      activeProducts
      promotedProducts
      upcomingPromotions
      activePromotions
      lowStock {
        id
        name
        stock
        brand {
          id
          name
        }
      }
      salesByMonth {
        month
        label
        sales {
          cents
          formatted
        }
        orders
      }
    }
  }
`);
