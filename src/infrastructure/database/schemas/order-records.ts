import type { StockHoldState } from '../../../domain/order/stock-hold';
import { EntitySchema } from 'typeorm';

export interface OrderRecord {
  id: string;
  status: string;
  origin: string;
  firstName: string;
  lastName: string;
  email: string;
  documentType: string;
  documentNumber: string;
  phone: string;
  shippingMethod: string;
  paymentMethod: string;
  invoiceType: string;
  invoiceRuc: string | null;
  invoiceBusinessName: string | null;
  subtotalCents: number;
  shippingCents: number;
  commissionCents: number;
  totalCents: number;
  paymentLink: string | null;
  accountId: string | null;
  receiptKey: string | null;
  holdUntil: Date | null;
  holdState: StockHoldState | null;
  idempotencyKey: string | null;
  idempotencyFingerprint: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderLineRecord {
  orderId: string;
  position: number;
  productId: string;
  quantity: number;
  unitPriceCents: number;
  productName: string;
  brandName: string;
  imageKey: string | null;
  originalPriceCents: number;
  isPromoted: boolean;
  promotionType: string;
  discount: number;
  promotionStart: string | null;
  promotionEnd: string | null;
  discountApplied: boolean;
}

export interface OrderImageSnapshotRecord {
  productId: string;
  sourceKey: string;
  copyKey: string;
  createdAt: Date;
}

const text = (name: string, nullable = false) => ({ type: 'text' as const, name, nullable });
const int = (name: string) => ({ type: 'integer' as const, name });

export const OrderSchema = new EntitySchema<OrderRecord>({
  name: 'Order',
  tableName: 'orders',
  columns: {
    id: { type: 'text', primary: true },
    status: { type: 'text' },
    origin: { type: 'text' },
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: { type: 'text' },
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    phone: { type: 'text' },
    shippingMethod: text('shipping_method'),
    paymentMethod: text('payment_method'),
    invoiceType: text('invoice_type'),
    invoiceRuc: text('invoice_ruc', true),
    invoiceBusinessName: text('invoice_business_name', true),
    subtotalCents: int('subtotal_cents'),
    shippingCents: int('shipping_cents'),
    commissionCents: int('commission_cents'),
    totalCents: int('total_cents'),
    paymentLink: text('payment_link', true),
    accountId: { type: 'uuid', name: 'account_id', nullable: true },
    receiptKey: text('receipt_key', true),
    holdUntil: { type: 'timestamptz', name: 'hold_until', nullable: true },
    holdState: text('hold_state', true),
    idempotencyKey: text('idempotency_key', true),
    idempotencyFingerprint: text('idempotency_fingerprint', true),
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});

export const OrderLineSchema = new EntitySchema<OrderLineRecord>({
  name: 'OrderLine',
  tableName: 'order_lines',
  columns: {
    orderId: { type: 'text', name: 'order_id', primary: true },
    position: { type: 'integer', primary: true },
    productId: { type: 'uuid', name: 'product_id' },
    quantity: { type: 'integer' },
    unitPriceCents: int('unit_price_cents'),
    productName: text('product_name'),
    brandName: text('brand_name'),
    imageKey: text('image_key', true),
    originalPriceCents: int('original_price_cents'),
    isPromoted: { type: 'boolean', name: 'is_promoted' },
    promotionType: text('promotion_type'),
    discount: { type: 'integer' },
    promotionStart: { type: 'date', name: 'promotion_start', nullable: true },
    promotionEnd: { type: 'date', name: 'promotion_end', nullable: true },
    discountApplied: { type: 'boolean', name: 'discount_applied' },
  },
});

export const OrderImageSnapshotSchema = new EntitySchema<OrderImageSnapshotRecord>({
  name: 'OrderImageSnapshot',
  tableName: 'order_image_snapshots',
  columns: {
    productId: { type: 'uuid', name: 'product_id', primary: true },
    sourceKey: { type: 'text', name: 'source_key', primary: true },
    copyKey: { type: 'text', name: 'copy_key' },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});

export const orderSchemas = [OrderSchema, OrderLineSchema, OrderImageSnapshotSchema];
