import { CHECKOUT_PAYMENT_METHODS, type CheckoutPaymentMethod } from '@esencia/domain/checkout/payment-method';
import { Money } from '@esencia/domain/money/money';
import type { MaintenanceNoticeType } from '@esencia/domain/store/maintenance';
import type { WalletMethod } from '@esencia/domain/store/store-settings';
import {
  validateStoreSettingsForm,
  WALLET_METHODS,
  type StoreSettingsFormInput,
} from '@esencia/domain/store/store-settings-form';
import type { AdminStoreSettingsFieldsFragment } from './settings.generated';
import type { PaymentMethod as ApiPaymentMethod, StoreSettingsInput } from '../../gql/graphql';
import type { SingleImage } from '../brands/SingleImageField';

export { WALLET_METHODS };

/** One wallet of the form: offered or not, with its holder, number and QR picture. */
export interface WalletValues {
  /** The store offers this wallet (only offered wallets are saved). */
  readonly enabled: boolean;
  readonly holder: string;
  readonly number: string;
  readonly qr: SingleImage | null;
}

/** One bank account row; `id` is only React's key. */
export interface BankAccountValues {
  readonly id: string;
  readonly bank: string;
  readonly holder: string;
  readonly accountNumber: string;
  readonly cci: string;
}

/** The maintenance notice as typed; the window is Lima wall-clock time ('YYYY-MM-DDTHH:mm' or ''). */
export interface MaintenanceValues {
  readonly isEnabled: boolean;
  readonly orderCreation: boolean;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly title: string;
  readonly description: string;
  readonly type: string;
  readonly dismissible: boolean;
  readonly persistent: boolean;
  readonly showTimeInfo: boolean;
}

/** The settings form as typed: amounts in soles stay text until they are checked. */
export interface StoreSettingsValues {
  readonly whatsappNumber: string;
  readonly phone: string;
  readonly email: string;
  readonly phoneHours: string;
  readonly chatHours: string;
  readonly supportHours: string;
  readonly wallets: { readonly [M in WalletMethod]: WalletValues };
  readonly bankAccounts: readonly BankAccountValues[];
  readonly maintenance: MaintenanceValues;
  /** Free shipping from this subtotal, in soles. */
  readonly freeFrom: string;
  /** What a smaller order pays, in soles. */
  readonly flatFee: string;
  /** Hours each payment method holds an order's units, as typed ('0': no hold). */
  readonly holdHours: { readonly [M in CheckoutPaymentMethod]: string };
}

/**
 * The form's errors by field. Keys are the domain's field names (store-settings-form.ts), except that a
 * wallet is named by its method instead of its place in the list: 'wallets.yape.number'.
 */
export type StoreSettingsErrors = Readonly<Record<string, string>>;

export const WALLET_LABELS: { readonly [M in WalletMethod]: string } = { yape: 'Yape', plin: 'Plin' };

export const MAINTENANCE_TYPE_LABELS: { readonly [T in MaintenanceNoticeType]: string } = {
  warning: 'Advertencia',
  info: 'Información',
  error: 'Error',
};

/** Lima is UTC−5 all year (Peru has had no daylight saving time since 1994). */
const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** An instant as Lima wall-clock time for a datetime-local input ('' for none). */
export function toLimaDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + LIMA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Lima wall-clock time (null for none or an unreadable value). */
export function fromLimaDateTimeInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}-05:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Soles as typed ('15', '15.50', '15,5') in céntimos; NaN when it is not an amount (the rule then refuses it). */
export function solesToCents(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Money.fromSoles(Number(trimmed)).cents;
}

const centsToSoles = (cents: number) => Money.fromCents(cents).toDecimalString();

let nextRowId = 0;

/** A new, empty bank account row. */
export function emptyBankAccount(): BankAccountValues {
  nextRowId += 1;
  return { id: `cuenta-${nextRowId}`, bank: '', holder: '', accountNumber: '', cci: '' };
}

/** The form filled with the stored settings. */
export function formFromSettings(settings: AdminStoreSettingsFieldsFragment): StoreSettingsValues {
  const wallet = (method: WalletMethod): WalletValues => {
    const stored = settings.wallets.find((candidate) => candidate.method === method);
    if (!stored) return { enabled: false, holder: '', number: '', qr: null };
    return {
      enabled: true,
      holder: stored.holder,
      number: stored.number,
      qr: stored.qrImageKey ? { key: stored.qrImageKey, url: stored.qrImageUrl ?? '', file: null } : null,
    };
  };
  const { maintenance } = settings;
  return {
    whatsappNumber: settings.whatsappNumber,
    phone: settings.phone,
    email: settings.email,
    phoneHours: settings.phoneHours,
    chatHours: settings.chatHours,
    supportHours: settings.supportHours,
    wallets: { yape: wallet('yape'), plin: wallet('plin') },
    bankAccounts: settings.bankAccounts.map((account) => ({
      ...emptyBankAccount(),
      bank: account.bank,
      holder: account.holder,
      accountNumber: account.accountNumber,
      cci: account.cci ?? '',
    })),
    maintenance: {
      isEnabled: maintenance.isEnabled,
      orderCreation: maintenance.orderCreation,
      startsAt: toLimaDateTimeInput(maintenance.startsAt),
      endsAt: toLimaDateTimeInput(maintenance.endsAt),
      title: maintenance.title,
      description: maintenance.description,
      type: maintenance.type,
      dismissible: maintenance.dismissible,
      persistent: maintenance.persistent,
      showTimeInfo: maintenance.showTimeInfo,
    },
    freeFrom: centsToSoles(settings.shipping.freeFrom.cents),
    flatFee: centsToSoles(settings.shipping.flatFee.cents),
    holdHours: holdHoursFromSettings(settings.stockHolds),
  };
}

/** The saved holds as the form types them (a method the server does not list holds nothing). */
function holdHoursFromSettings(
  holds: AdminStoreSettingsFieldsFragment['stockHolds'],
): StoreSettingsValues['holdHours'] {
  const hours = (method: CheckoutPaymentMethod) =>
    String(holds.find((hold) => hold.paymentMethod.toLowerCase() === method)?.hours ?? 0);
  return Object.fromEntries(
    CHECKOUT_PAYMENT_METHODS.map((method) => [method, hours(method)]),
  ) as StoreSettingsValues['holdHours'];
}

/** Hours as typed ('2'); NaN when it is not a number (the rule then refuses it). */
const typedHours = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The offered wallets, in the order they are sent (their place is what the rules' field names count). */
export function offeredWallets(values: StoreSettingsValues): WalletMethod[] {
  return WALLET_METHODS.filter((method) => values.wallets[method].enabled);
}

/** What the domain's rules check. `qrKeys` are the stored QR keys (a new picture has none until it is sent). */
export function settingsFormInput(
  values: StoreSettingsValues,
  qrKeys: Partial<Record<WalletMethod, string | null>> = {},
): StoreSettingsFormInput {
  const { maintenance } = values;
  return {
    whatsappNumber: values.whatsappNumber,
    phone: values.phone,
    email: values.email,
    phoneHours: values.phoneHours,
    chatHours: values.chatHours,
    supportHours: values.supportHours,
    wallets: offeredWallets(values).map((method) => ({
      method,
      holder: values.wallets[method].holder,
      number: values.wallets[method].number,
      qrImageKey: qrKeys[method] ?? values.wallets[method].qr?.key ?? null,
    })),
    bankAccounts: values.bankAccounts.map((account) => ({
      bank: account.bank,
      holder: account.holder,
      accountNumber: account.accountNumber,
      cci: account.cci.trim() ? account.cci : null,
    })),
    maintenance: {
      isEnabled: maintenance.isEnabled,
      orderCreation: maintenance.orderCreation,
      startsAt: fromLimaDateTimeInput(maintenance.startsAt),
      endsAt: fromLimaDateTimeInput(maintenance.endsAt),
      title: maintenance.title,
      description: maintenance.description,
      type: maintenance.type,
      dismissible: maintenance.dismissible,
      persistent: maintenance.persistent,
      showTimeInfo: maintenance.showTimeInfo,
    },
    shipping: { freeFromCents: solesToCents(values.freeFrom), flatFeeCents: solesToCents(values.flatFee) },
    // Every method, in CHECKOUT_PAYMENT_METHODS' order (the rules' field names count their place).
    stockHoldHours: CHECKOUT_PAYMENT_METHODS.map((method) => ({ method, hours: typedHours(values.holdHours[method]) })),
  };
}

/** The mutation's input (the window as ISO instants). */
export function settingsInput({ stockHoldHours, ...form }: StoreSettingsFormInput): StoreSettingsInput {
  return {
    ...form,
    stockHolds: stockHoldHours?.map(({ method, hours }) => ({
      paymentMethod: method.toUpperCase() as ApiPaymentMethod,
      hours,
    })),
    wallets: form.wallets.map((wallet) => ({ ...wallet })),
    bankAccounts: form.bankAccounts.map((account) => ({ ...account })),
    maintenance: {
      ...form.maintenance,
      startsAt: form.maintenance.startsAt?.toISOString() ?? null,
      endsAt: form.maintenance.endsAt?.toISOString() ?? null,
    },
  };
}

/**
 * Field names of the rules ('wallets.0.number', 'stockHoldHours.1.hours') as the form names them
 * ('wallets.yape.number', 'stockHoldHours.plin.hours').
 */
export function formErrors(
  values: StoreSettingsValues,
  fieldErrors: readonly { readonly field: string; readonly message: string }[],
): StoreSettingsErrors {
  const wallets = offeredWallets(values);
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors) {
    const key = field
      .replace(/^wallets\.(\d+)\./, (whole, index: string) => {
        const method = wallets[Number(index)];
        return method ? `wallets.${method}.` : whole;
      })
      .replace(/^stockHoldHours\.(\d+)\./, (whole, index: string) => {
        const method = CHECKOUT_PAYMENT_METHODS[Number(index)];
        return method ? `stockHoldHours.${method}.` : whole;
      });
    errors[key] ??= message;
  }
  return errors;
}

/** Every rule of the store settings form (the domain's, at `now`), as the form names its fields. */
export function settingsErrors(values: StoreSettingsValues, now = new Date()): StoreSettingsErrors {
  const result = validateStoreSettingsForm(settingsFormInput(values), now);
  return result.ok ? {} : formErrors(values, result.error.details.fieldErrors);
}
