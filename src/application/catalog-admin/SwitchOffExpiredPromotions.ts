import { expiredPromotionsNotice } from '../../domain/catalog/expired-promotions';
import { limaDate } from '../../domain/shared/lima-date';
import type { Clock } from '../ports/clock';
import type { ProductWrites } from '../ports/product-writes';

export interface ExpiredPromotionsSwitchedOff {
  readonly count: number;
  /** 'Se han desactivado N promociones expiradas'. */
  readonly message: string;
}

/**
 * The admin's bulk action: every promotion that ended before today in Lima
 * is switched off (isPromoted false, discount 0, so the price is the
 * original again), in one statement.
 */
export class SwitchOffExpiredPromotions {
  constructor(
    private readonly products: ProductWrites,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ExpiredPromotionsSwitchedOff> {
    const now = this.clock.now();
    const count = await this.products.switchOffExpiredPromotions(limaDate(now), now);
    return { count, message: expiredPromotionsNotice(count) };
  }
}
