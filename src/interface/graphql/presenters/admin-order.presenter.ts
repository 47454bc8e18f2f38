import type { AdminOrderView } from '../../../application/orders/GetAdminOrder';
import type { DomainError } from '../../../domain/shared/result';
import type { OrderStatus as DomainStatus } from '../../../domain/order/order-status';
import type { StockInsufficientError } from '../../../domain/stock/stock-validation';
import {
  AdminOrder,
  OrderStatusChange,
  OrderTransitionError,
  StockShortage,
  StockShortageError,
} from '../types/admin-order.types';
import { ErrorCode } from '../types/error-result.types';
import type { OrderStatus } from '../types/order.types';
import type { OrderPresenter } from './order.presenter';

/** The schema's enum values are the domain's strings. */
const status = (value: DomainStatus): OrderStatus => value as OrderStatus;

/** The admin's view of orders: the customer's order plus what only the shop sees. */
export class AdminOrderPresenter {
  constructor(private readonly orders: OrderPresenter) {}

  adminOrder({ order, history }: AdminOrderView, siteOrigin: string): AdminOrder {
    return Object.assign(new AdminOrder(), this.orders.order(order, siteOrigin), {
      statusHistory: history.map((event) =>
        Object.assign(new OrderStatusChange(), {
          from: status(event.from),
          to: status(event.to),
          at: event.at,
          adminEmail: event.adminEmail,
        }),
      ),
    });
  }

  transitionRefused(
    error: DomainError<'ORDER_TRANSITION_NOT_ALLOWED'> & { details?: { from?: unknown; to?: unknown } },
  ): OrderTransitionError {
    return Object.assign(new OrderTransitionError(), {
      errorCode: ErrorCode.ORDER_TRANSITION_NOT_ALLOWED,
      message: error.message,
      from: status(error.details?.from as DomainStatus),
      to: status(error.details?.to as DomainStatus),
    });
  }

  stockShortage(error: StockInsufficientError): StockShortageError {
    return Object.assign(new StockShortageError(), {
      errorCode: ErrorCode.STOCK_INSUFFICIENT,
      message: error.message,
      shortages: error.details.shortages.map((shortage) => Object.assign(new StockShortage(), shortage)),
    });
  }
}
