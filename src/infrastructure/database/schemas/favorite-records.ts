import { EntitySchema } from 'typeorm';

export interface FavoriteRecord {
  accountId: string;
  productId: string;
  createdAt: Date;
  /** The product's price the day it was hearted, promotion included; null before prices were kept. */
  priceCents: number | null;
}

export const FavoriteSchema = new EntitySchema<FavoriteRecord>({
  name: 'Favorite',
  tableName: 'favorites',
  columns: {
    accountId: { type: 'uuid', name: 'account_id', primary: true },
    productId: { type: 'uuid', name: 'product_id', primary: true },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    priceCents: { type: 'integer', name: 'price_cents', nullable: true },
  },
});

export const favoriteSchemas = [FavoriteSchema];
