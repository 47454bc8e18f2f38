import type { EntityManager } from 'typeorm';
import type { CartLineRequest } from '../../domain/cart/cart-quote';
import type { SavedCartRepository } from '../../application/ports/cart';
import { SavedCartLineSchema } from '../database/schemas/cart-records';
import { isUuid } from '../../domain/shared/uuid';

export class TypeOrmSavedCartRepository implements SavedCartRepository {
  constructor(private readonly db: EntityManager) {}

  async lines(accountId: string): Promise<CartLineRequest[]> {
    if (!isUuid(accountId)) return [];
    const records = await this.db
      .getRepository(SavedCartLineSchema)
      .find({ where: { accountId }, order: { position: 'ASC' } });
    return records.map(({ productId, quantity }) => ({ productId, quantity }));
  }

  /** One DELETE and one multi-row INSERT, whatever the number of lines. */
  async replace(accountId: string, lines: readonly CartLineRequest[]): Promise<void> {
    const repository = this.db.getRepository(SavedCartLineSchema);
    await repository.delete({ accountId });
    const rows = lines
      .filter((line) => isUuid(line.productId))
      .map((line, position) => ({ accountId, productId: line.productId, quantity: line.quantity, position }));
    if (rows.length > 0) await repository.insert(rows);
  }
}
