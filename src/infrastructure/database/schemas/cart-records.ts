import { EntitySchema } from 'typeorm';

export interface SavedCartLineRecord {
  accountId: string;
  productId: string;
  quantity: number;
  /** Order of the line in the cart, from 0. */
  position: number;
  savedAt: Date;
}

export const SavedCartLineSchema = new EntitySchema<SavedCartLineRecord>({
  name: 'SavedCartLine',
  tableName: 'saved_cart_lines',
  columns: {
    accountId: { type: 'uuid', name: 'account_id', primary: true },
    productId: { type: 'uuid', name: 'product_id', primary: true },
    quantity: { type: 'integer' },
    position: { type: 'integer' },
    savedAt: { type: 'timestamptz', name: 'saved_at', createDate: true },
  },
});

export const cartSchemas = [SavedCartLineSchema];
