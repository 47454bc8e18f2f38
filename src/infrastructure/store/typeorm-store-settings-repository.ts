import type { EntityManager } from 'typeorm';
import type { StoreSettingsRepository } from '../../application/ports/store';
import { Money } from '../../domain/money/money';
import { ALL_ORDER_STATUS_EMAILS } from '../../domain/order/order-status-emails';
import { NO_STOCK_HOLDS } from '../../domain/order/stock-hold';
import type { StoreSettings } from '../../domain/store/store-settings';
import { StoreSettingsSchema, type StoreSettingsRecord } from '../database/schemas/store-records';

const ROW_ID = 1;

function toStoreSettings(record: StoreSettingsRecord): StoreSettings {
  return {
    storeName: record.storeName,
    whatsappNumber: record.whatsappNumber,
    phone: record.phone,
    email: record.email,
    phoneHours: record.phoneHours,
    chatHours: record.chatHours,
    supportHours: record.supportHours,
    socialLinks: record.socialLinks,
    bankAccounts: record.bankAccounts.map((account) => ({ ...account, cci: account.cci ?? null })),
    wallets: record.wallets.map((wallet) => ({ ...wallet, qrImageKey: wallet.qrImageKey ?? null })),
    shippingRates: record.shippingRates.map(({ costCents, ...rate }) => ({
      ...rate,
      cost: Money.fromCents(costCents),
    })),
    shipping: {
      freeFrom: Money.fromCents(record.freeShippingFromCents),
      flatFee: Money.fromCents(record.flatShippingCents),
    },
    // A method the column does not name holds nothing.
    stockHoldHours: { ...NO_STOCK_HOLDS, ...record.stockHoldHours },
    // A kind the column does not name is sent.
    orderStatusEmails: { ...ALL_ORDER_STATUS_EMAILS, ...record.orderStatusEmails },
    maintenance: {
      isEnabled: record.maintenanceEnabled,
      features: { orderCreation: record.maintenanceOrderCreation },
      startsAt: record.maintenanceStartsAt,
      endsAt: record.maintenanceEndsAt,
      title: record.maintenanceTitle,
      description: record.maintenanceDescription,
      type: record.maintenanceType,
      dismissible: record.maintenanceDismissible,
      persistent: record.maintenancePersistent,
      showTimeInfo: record.maintenanceShowTimeInfo,
    },
  };
}

function toRecord(settings: StoreSettings): Omit<StoreSettingsRecord, 'updatedAt'> {
  const { maintenance } = settings;
  return {
    id: ROW_ID,
    storeName: settings.storeName,
    whatsappNumber: settings.whatsappNumber,
    phone: settings.phone,
    email: settings.email,
    phoneHours: settings.phoneHours,
    chatHours: settings.chatHours,
    supportHours: settings.supportHours,
    socialLinks: settings.socialLinks.map((link) => ({ ...link })),
    bankAccounts: settings.bankAccounts.map((account) => ({ ...account })),
    wallets: settings.wallets.map((wallet) => ({ ...wallet })),
    shippingRates: settings.shippingRates.map(({ cost, ...rate }) => ({ ...rate, costCents: cost.cents })),
    maintenanceEnabled: maintenance.isEnabled,
    maintenanceOrderCreation: maintenance.features.orderCreation,
    maintenanceStartsAt: maintenance.startsAt,
    maintenanceEndsAt: maintenance.endsAt,
    maintenanceTitle: maintenance.title,
    maintenanceDescription: maintenance.description,
    maintenanceType: maintenance.type,
    maintenanceDismissible: maintenance.dismissible,
    maintenancePersistent: maintenance.persistent,
    maintenanceShowTimeInfo: maintenance.showTimeInfo,
    freeShippingFromCents: settings.shipping.freeFrom.cents,
    flatShippingCents: settings.shipping.flatFee.cents,
    stockHoldHours: { ...settings.stockHoldHours },
    orderStatusEmails: { ...settings.orderStatusEmails },
  };
}

/** The one row of store_settings, installed by its migration. */
export class TypeOrmStoreSettingsRepository implements StoreSettingsRepository {
  constructor(private readonly db: EntityManager) {}

  async get(): Promise<StoreSettings> {
    return toStoreSettings(await this.db.getRepository(StoreSettingsSchema).findOneByOrFail({ id: ROW_ID }));
  }

  async update(settings: StoreSettings): Promise<StoreSettings> {
    await this.db.getRepository(StoreSettingsSchema).save(toRecord(settings));
    return this.get();
  }
}
