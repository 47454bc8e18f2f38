import type { Money } from '../money/money';
import type { ShippingPolicy } from '../order/order-totals';
import type { OrderStatusEmailSettings } from '../order/order-status-emails';
import type { StockHoldHours } from '../order/stock-hold';
import type { Maintenance } from './maintenance';

/** A social network profile ('instagram', 'facebook', 'tiktok'…) and its address. */
export interface SocialLink {
  readonly network: string;
  readonly url: string;
}

/** An account shoppers pay into by transfer. */
export interface BankAccount {
  readonly bank: string;
  readonly holder: string;
  readonly accountNumber: string;
  /** Código de Cuenta Interbancario, when the store has one for this account. */
  readonly cci: string | null;
}

export type WalletMethod = 'yape' | 'plin';

/** A QR wallet shoppers pay with. */
export interface Wallet {
  readonly method: WalletMethod;
  readonly holder: string;
  readonly number: string;
  /** Storage key of the QR image, if the store uploaded one. */
  readonly qrImageKey: string | null;
}

/** A row of the shipping-information table (spec, section 9). */
export interface ShippingRate {
  readonly zone: string;
  readonly method: string;
  readonly cost: Money;
  readonly deliveryTime: string;
}

/** The store's own data: contact, opening hours, where to pay, shipping costs and the maintenance notice. */
export interface StoreSettings {
  readonly storeName: string;
  /** International format without '+' (e.g. '51987654321'), as wa.me links want it. */
  readonly whatsappNumber: string;
  readonly phone: string;
  readonly email: string;
  readonly phoneHours: string;
  readonly chatHours: string;
  readonly supportHours: string;
  readonly socialLinks: readonly SocialLink[];
  readonly bankAccounts: readonly BankAccount[];
  readonly wallets: readonly Wallet[];
  readonly shippingRates: readonly ShippingRate[];
  /** What storefront orders pay for shipping: free from `freeFrom`, otherwise `flatFee`. */
  readonly shipping: ShippingPolicy;
  /** Hours each payment method holds a new order's units (issue 24); 0 holds none. */
  readonly stockHoldHours: StockHoldHours;
  /** Which e-mails follow an order's changes (issue 26); the admin turns each kind off. */
  readonly orderStatusEmails: OrderStatusEmailSettings;
  readonly maintenance: Maintenance;
}
