import type { CartReminderPreferences } from '../ports/cart-statuses';

/** The profile's switch 'Recordarme mi carrito guardado', for the signed-in shopper's own account only. */
export class SetCartReminderPreference {
  constructor(private readonly preferences: CartReminderPreferences) {}

  async execute(accountId: string, on: boolean): Promise<boolean> {
    await this.preferences.setRemindersOn(accountId, on);
    return on;
  }
}
