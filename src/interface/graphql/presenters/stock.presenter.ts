import type { StockMovementPage as Page } from '../../../application/catalog-admin/ListProductStockMovements';
import { shortOrderId } from '../../../domain/order/short-id';
import {
  STOCK_MOVEMENT_LABELS,
  type ProductStockChangedError as StockChanged,
  type RecordedStockMovement,
  type StockMovementReason as DomainReason,
} from '../../../domain/stock/stock-movement';
import { ErrorCode } from '../types/error-result.types';
import * as gql from '../types/stock.types';

/** The domain's reasons as the schema's enum: a reason added to the domain without one here is a type error. */
const REASONS: { readonly [R in DomainReason]: gql.StockMovementReason } = {
  'opening-balance': gql.StockMovementReason.OPENING_BALANCE,
  'product-created': gql.StockMovementReason.PRODUCT_CREATED,
  'product-form': gql.StockMovementReason.PRODUCT_FORM,
  'admin-adjustment': gql.StockMovementReason.ADMIN_ADJUSTMENT,
  'order-completed': gql.StockMovementReason.ORDER_COMPLETED,
  'hold-placed': gql.StockMovementReason.HOLD_PLACED,
  'hold-converted': gql.StockMovementReason.HOLD_CONVERTED,
  'hold-released': gql.StockMovementReason.HOLD_RELEASED,
  'hold-expired': gql.StockMovementReason.HOLD_EXPIRED,
};

/** The stock ledger and its refusals → GraphQL. */
export const StockPresenter = {
  page(page: Page): gql.StockMovementPage {
    return Object.assign(new gql.StockMovementPage(), { ...page, items: page.items.map(StockPresenter.movement) });
  },

  movement(movement: RecordedStockMovement): gql.StockMovement {
    return Object.assign(new gql.StockMovement(), {
      ...movement,
      reason: REASONS[movement.reason],
      reasonLabel: STOCK_MOVEMENT_LABELS[movement.reason],
      orderShortId: movement.orderId ? shortOrderId(movement.orderId) : null,
    });
  },

  stockChanged(error: StockChanged): gql.ProductStockChangedError {
    return Object.assign(new gql.ProductStockChangedError(), {
      errorCode: ErrorCode.PRODUCT_STOCK_CHANGED,
      message: error.message,
      currentStock: error.details.currentStock,
    });
  },
};
