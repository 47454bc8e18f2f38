import type { OrderStatusEmailSettings } from '../../domain/order/order-status-emails';
import type { StoreSettingsRepository } from '../ports/store';

/**
 * An admin turns the e-mails that follow orders on or off, kind by kind (processing with how to pay, the
 * payment link, completed, cancelled). Their own switches, saved on their own: the settings form's other
 * fields are not touched. The changes sent by the next order moves read the settings as saved.
 */
export class UpdateOrderStatusEmails {
  constructor(private readonly settings: StoreSettingsRepository) {}

  async execute(changes: Partial<OrderStatusEmailSettings>): Promise<OrderStatusEmailSettings> {
    const current = await this.settings.get();
    const saved = await this.settings.update({
      ...current,
      orderStatusEmails: { ...current.orderStatusEmails, ...definedOnly(changes) },
    });
    return saved.orderStatusEmails;
  }
}

/** The kinds the request names (a switch left out keeps its value). */
function definedOnly(changes: Partial<OrderStatusEmailSettings>): Partial<OrderStatusEmailSettings> {
  return Object.fromEntries(Object.entries(changes).filter(([, on]) => typeof on === 'boolean'));
}
