import { EntitySchema } from 'typeorm';

/** Shapes of the jsonb columns (money in céntimos). */
export interface ShippingRateJson {
  zone: string;
  method: string;
  costCents: number;
  deliveryTime: string;
}

export interface StoreSettingsRecord {
  id: number;
  storeName: string;
  whatsappNumber: string;
  phone: string;
  email: string;
  phoneHours: string;
  chatHours: string;
  supportHours: string;
  socialLinks: { network: string; url: string }[];
  bankAccounts: { bank: string; holder: string; accountNumber: string; cci: string | null }[];
  wallets: { method: 'yape' | 'plin'; holder: string; number: string; qrImageKey: string | null }[];
  shippingRates: ShippingRateJson[];
  maintenanceEnabled: boolean;
  maintenanceOrderCreation: boolean;
  maintenanceStartsAt: Date | null;
  maintenanceEndsAt: Date | null;
  maintenanceTitle: string;
  maintenanceDescription: string;
  maintenanceType: 'warning' | 'info' | 'error';
  maintenanceDismissible: boolean;
  maintenancePersistent: boolean;
  maintenanceShowTimeInfo: boolean;
  freeShippingFromCents: number;
  flatShippingCents: number;
  /** Hours per checkout payment method; a missing method holds nothing. */
  stockHoldHours: Partial<Record<'yape' | 'plin' | 'transferencia' | 'izipay', number>>;
  /** Kinds of order e-mail turned on or off; a missing kind is on. */
  orderStatusEmails: Partial<Record<'processing' | 'paymentLink' | 'completed' | 'cancelled', boolean>>;
  updatedAt: Date;
}

export const StoreSettingsSchema = new EntitySchema<StoreSettingsRecord>({
  name: 'StoreSettings',
  tableName: 'store_settings',
  columns: {
    id: { type: 'smallint', primary: true },
    storeName: { type: 'text', name: 'store_name' },
    whatsappNumber: { type: 'text', name: 'whatsapp_number' },
    phone: { type: 'text' },
    email: { type: 'text' },
    phoneHours: { type: 'text', name: 'phone_hours' },
    chatHours: { type: 'text', name: 'chat_hours' },
    supportHours: { type: 'text', name: 'support_hours' },
    socialLinks: { type: 'jsonb', name: 'social_links' },
    bankAccounts: { type: 'jsonb', name: 'bank_accounts' },
    wallets: { type: 'jsonb' },
    shippingRates: { type: 'jsonb', name: 'shipping_rates' },
    maintenanceEnabled: { type: 'boolean', name: 'maintenance_enabled' },
    maintenanceOrderCreation: { type: 'boolean', name: 'maintenance_order_creation' },
    maintenanceStartsAt: { type: 'timestamptz', name: 'maintenance_starts_at', nullable: true },
    maintenanceEndsAt: { type: 'timestamptz', name: 'maintenance_ends_at', nullable: true },
    maintenanceTitle: { type: 'text', name: 'maintenance_title' },
    maintenanceDescription: { type: 'text', name: 'maintenance_description' },
    maintenanceType: { type: 'text', name: 'maintenance_type' },
    maintenanceDismissible: { type: 'boolean', name: 'maintenance_dismissible' },
    maintenancePersistent: { type: 'boolean', name: 'maintenance_persistent' },
    maintenanceShowTimeInfo: { type: 'boolean', name: 'maintenance_show_time_info' },
    freeShippingFromCents: { type: 'integer', name: 'free_shipping_from_cents' },
    flatShippingCents: { type: 'integer', name: 'flat_shipping_cents' },
    stockHoldHours: { type: 'jsonb', name: 'stock_hold_hours' },
    orderStatusEmails: { type: 'jsonb', name: 'order_status_emails' },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

export const storeSchemas = [StoreSettingsSchema];
