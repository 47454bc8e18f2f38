import { EntitySchema } from 'typeorm';

export interface FavoriteRecord {
  accountId: string;
  productId: string;
  createdAt: Date;
}

export const FavoriteSchema = new EntitySchema<FavoriteRecord>({
  name: 'Favorite',
  tableName: 'favorites',
  columns: {
    accountId: { type: 'uuid', name: 'account_id', primary: true },
    productId: { type: 'uuid', name: 'product_id', primary: true },
    createdAt: { type: 'timestamptz', name: 'created_at' },
  },
});

export const favoriteSchemas = [FavoriteSchema];
