import { ALL_ORDER_STATUS_EMAILS } from '../../domain/order/order-status-emails';
import { aStoreSettings, inMemoryStoreSettings } from '../testing/store-settings-fixture';
import { UpdateOrderStatusEmails } from './UpdateOrderStatusEmails';

describe('UpdateOrderStatusEmails', () => {
  it('turns the named kinds on or off and keeps the others and every other setting', async () => {
    const settings = inMemoryStoreSettings(aStoreSettings({ phone: '+51 999 888 777' }));
    const update = new UpdateOrderStatusEmails(settings);

    expect(await update.execute({ completed: false, cancelled: undefined })).toEqual({
      ...ALL_ORDER_STATUS_EMAILS,
      completed: false,
    });
    expect(await update.execute({ paymentLink: false, completed: true })).toEqual({
      ...ALL_ORDER_STATUS_EMAILS,
      paymentLink: false,
    });
    expect(settings.current.phone).toBe('+51 999 888 777');
  });
});
