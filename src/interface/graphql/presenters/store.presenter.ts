import type { FileStorage } from '../../../application/ports/file-storage';
import { CHECKOUT_PAYMENT_METHODS } from '../../../domain/checkout/payment-method';
import { isFeatureAvailable } from '../../../domain/store/maintenance';
import type { StoreSettings as DomainStoreSettings } from '../../../domain/store/store-settings';
import { Money } from '../types/money.type';
import type { PaymentMethod } from '../types/order.types';
import * as gql from '../types/store.types';

/** The store's settings → GraphQL; the maintenance verdict is the domain's rule (isFeatureAvailable). */
export class StorePresenter {
  constructor(private readonly storage: FileStorage) {}

  settings(settings: DomainStoreSettings): gql.StoreSettings {
    const { maintenance } = settings;
    return Object.assign(new gql.StoreSettings(), {
      storeName: settings.storeName,
      whatsappNumber: settings.whatsappNumber,
      phone: settings.phone,
      email: settings.email,
      phoneHours: settings.phoneHours,
      chatHours: settings.chatHours,
      supportHours: settings.supportHours,
      socialLinks: settings.socialLinks.map((link) => Object.assign(new gql.SocialLink(), link)),
      bankAccounts: settings.bankAccounts.map((account) => Object.assign(new gql.BankAccount(), account)),
      wallets: settings.wallets.map(({ qrImageKey, ...wallet }) =>
        Object.assign(new gql.Wallet(), {
          ...wallet,
          qrImageUrl: qrImageKey ? this.storage.publicUrl(qrImageKey) : null,
          qrImageKey,
        }),
      ),
      shippingRates: settings.shippingRates.map((rate) =>
        Object.assign(new gql.ShippingRate(), { ...rate, cost: Money.from(rate.cost) }),
      ),
      shipping: Object.assign(new gql.ShippingPolicy(), {
        freeFrom: Money.from(settings.shipping.freeFrom),
        flatFee: Money.from(settings.shipping.flatFee),
      }),
      stockHolds: CHECKOUT_PAYMENT_METHODS.map((method) =>
        Object.assign(new gql.StockHold(), {
          paymentMethod: method as PaymentMethod,
          hours: settings.stockHoldHours[method],
        }),
      ),
      maintenance: Object.assign(new gql.Maintenance(), {
        isEnabled: maintenance.isEnabled,
        orderCreation: maintenance.features.orderCreation,
        startsAt: maintenance.startsAt,
        endsAt: maintenance.endsAt,
        title: maintenance.title,
        description: maintenance.description,
        type: maintenance.type,
        dismissible: maintenance.dismissible,
        persistent: maintenance.persistent,
        showTimeInfo: maintenance.showTimeInfo,
        orderCreationAvailable: isFeatureAvailable(maintenance, 'orderCreation'),
      }),
    });
  }
}
