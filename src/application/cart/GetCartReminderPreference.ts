import type { CartReminderPreferences } from '../ports/cart-statuses';

/** The signed-in shopper's 'Recordarme mi carrito guardado' (on unless they turned it off). */
export class GetCartReminderPreference {
  constructor(private readonly preferences: CartReminderPreferences) {}

  execute(accountId: string): Promise<boolean> {
    return this.preferences.remindersOn(accountId);
  }
}
