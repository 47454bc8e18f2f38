import { isCheckoutPaymentMethod } from '../checkout/payment-method';
import { parseEmail } from '../identity/email-address';
import { Money } from '../money/money';
import { MAX_HOLD_HOURS, NO_STOCK_HOLDS, type StockHoldHours } from '../order/stock-hold';
import { fieldError, validated, type FieldError, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';
import {
  MAINTENANCE_NOTICE_TYPES,
  maintenanceWindowEnded,
  type Maintenance,
  type MaintenanceNoticeType,
} from './maintenance';
import type { BankAccount, StoreSettings, Wallet, WalletMethod } from './store-settings';
import { cleanText } from '../shared/text-characters';

/** What the admin's settings form sends (money in céntimos; the maintenance window as instants). */
export interface StoreSettingsFormInput {
  readonly whatsappNumber: string;
  readonly phone: string;
  readonly email: string;
  readonly phoneHours: string;
  readonly chatHours: string;
  readonly supportHours: string;
  readonly wallets: readonly {
    readonly method: string;
    readonly holder: string;
    readonly number: string;
    readonly qrImageKey: string | null;
  }[];
  readonly bankAccounts: readonly {
    readonly bank: string;
    readonly holder: string;
    readonly accountNumber: string;
    readonly cci: string | null;
  }[];
  readonly maintenance: {
    readonly isEnabled: boolean;
    readonly orderCreation: boolean;
    readonly startsAt: Date | null;
    readonly endsAt: Date | null;
    readonly title: string;
    readonly description: string;
    readonly type: string;
    readonly dismissible: boolean;
    readonly persistent: boolean;
    readonly showTimeInfo: boolean;
  };
  readonly shipping: { readonly freeFromCents: number; readonly flatFeeCents: number };
  /** Hours each payment method holds an order's units; omitted leaves them as they are. */
  readonly stockHoldHours?: readonly { readonly method: string; readonly hours: number }[] | null;
}

/**
 * The part of the settings the admin edits (the store's name, social links and rate table are not on this form,
 * the order e-mails have their own switches; the holds only when the form sends them).
 */
export type StoreSettingsChanges = Omit<
  StoreSettings,
  'storeName' | 'socialLinks' | 'shippingRates' | 'stockHoldHours' | 'orderStatusEmails'
> & {
  readonly stockHoldHours?: StockHoldHours;
};

export type StoreSettingsFormError = ValidationError<'STORE_SETTINGS_INVALID'>;

export const WALLET_METHODS: readonly WalletMethod[] = ['yape', 'plin'];
const WALLET_NAMES: { readonly [M in WalletMethod]: string } = { yape: 'Yape', plin: 'Plin' };

/**
 * The highest flat shipping fee: far above any courier's price in Peru (the spec's table tops at S/ 22), so a slip
 * of the keyboard (150000 for 1500) is refused before shoppers are charged it.
 */
export const MAX_FLAT_SHIPPING_FEE = Money.fromSoles(1_000);

export const STORE_SETTINGS_MESSAGES = {
  whatsappNumber:
    'El número de WhatsApp debe tener entre 8 y 15 dígitos, con el código de país y sin "+" (p. ej. 51987654321)',
  phone: 'El teléfono es obligatorio',
  email: 'Ingrese un email válido',
  phoneHours: 'El horario de atención telefónica es obligatorio',
  chatHours: 'El horario del chat es obligatorio',
  supportHours: 'El horario de atención es obligatorio',
  walletMethod: 'El método debe ser Yape o Plin',
  walletRepeated: (method: WalletMethod) => `Solo puede haber una billetera ${WALLET_NAMES[method]}`,
  walletHolder: 'El titular es obligatorio',
  walletNumber: 'El número debe tener 9 dígitos',
  /** The server's check: a new QR is an image uploaded under store/ (application/store/UpdateStoreSettings.ts). */
  walletQr: 'La imagen del QR no se subió correctamente. Súbela de nuevo.',
  bank: 'El banco es obligatorio',
  bankHolder: 'El titular es obligatorio',
  accountNumber: 'El número de cuenta es obligatorio',
  cci: 'El CCI debe tener 20 dígitos',
  maintenanceTitle: 'El título del aviso es obligatorio',
  maintenanceDescription: 'La descripción del aviso es obligatoria',
  maintenanceType: 'El tipo de aviso debe ser warning, info o error',
  maintenanceStartsAtInvalid: 'La fecha de inicio del aviso no es válida (p. ej. 2026-12-01T05:00:00Z)',
  maintenanceEndsAtInvalid: 'La fecha de fin del aviso no es válida (p. ej. 2026-12-01T05:00:00Z)',
  maintenanceWindow: 'La fecha de fin debe ser posterior a la fecha de inicio',
  maintenanceWindowEnded: 'El periodo del aviso ya terminó: elige una fecha de fin futura o deja las fechas vacías',
  freeShippingFrom: 'El monto para envío gratis debe ser 0 o más, en céntimos enteros',
  flatShippingFee: 'El costo de envío debe ser 0 o más, en céntimos enteros',
  flatShippingFeeTooHigh: `El costo de envío no puede ser mayor a ${MAX_FLAT_SHIPPING_FEE.format()}`,
  holdMethod: 'La reserva debe ser de Yape, Plin, Transferencia o Izipay, una vez cada uno',
  holdHours: `Las horas de reserva deben ser un número entero entre 0 y ${MAX_HOLD_HOURS}`,
} as const;

const M = STORE_SETTINGS_MESSAGES;
const text = cleanText;
/** Spaces, dashes and dots people type inside numbers. */
const digitsOnly = (value: string): string => value.replace(/[\s.-]/g, '');

const required = (field: string, value: string, message: string): FieldError | null =>
  text(value) ? null : fieldError(field, 'REQUIRED', message);

const isWholeCentsAtLeastZero = (cents: number): boolean => Number.isSafeInteger(cents) && cents >= 0;

function checkFlatFee(cents: number): FieldError | null {
  if (!isWholeCentsAtLeastZero(cents)) return fieldError('shipping.flatFeeCents', 'INVALID', M.flatShippingFee);
  return cents > MAX_FLAT_SHIPPING_FEE.cents
    ? fieldError('shipping.flatFeeCents', 'SHIPPING_FEE_TOO_HIGH', M.flatShippingFeeTooHigh)
    : null;
}

function checkWallets(wallets: StoreSettingsFormInput['wallets']): (FieldError | null)[] {
  const seen = new Set<string>();
  return wallets.flatMap((wallet, index) => {
    const at = `wallets.${index}`;
    const method = WALLET_METHODS.find((known) => known === wallet.method);
    const repeated = method !== undefined && seen.has(method);
    if (method) seen.add(method);
    return [
      method ? null : fieldError(`${at}.method`, 'INVALID', M.walletMethod),
      method && repeated ? fieldError(`${at}.method`, 'REPEATED', M.walletRepeated(method)) : null,
      required(`${at}.holder`, wallet.holder, M.walletHolder),
      /^[0-9]{9}$/.test(digitsOnly(wallet.number)) ? null : fieldError(`${at}.number`, 'INVALID', M.walletNumber),
    ];
  });
}

function checkBankAccounts(accounts: StoreSettingsFormInput['bankAccounts']): (FieldError | null)[] {
  return accounts.flatMap((account, index) => {
    const at = `bankAccounts.${index}`;
    const cci = account.cci === null ? '' : digitsOnly(account.cci);
    return [
      required(`${at}.bank`, account.bank, M.bank),
      required(`${at}.holder`, account.holder, M.bankHolder),
      required(`${at}.accountNumber`, account.accountNumber, M.accountNumber),
      cci === '' || /^[0-9]{20}$/.test(cci) ? null : fieldError(`${at}.cci`, 'INVALID', M.cci),
    ];
  });
}

function checkStockHolds(holds: StoreSettingsFormInput['stockHoldHours']): (FieldError | null)[] {
  const seen = new Set<string>();
  return (holds ?? []).flatMap((hold, index) => {
    const at = `stockHoldHours.${index}`;
    const repeated = seen.has(hold.method);
    seen.add(hold.method);
    return [
      isCheckoutPaymentMethod(hold.method) && !repeated ? null : fieldError(`${at}.method`, 'INVALID', M.holdMethod),
      Number.isInteger(hold.hours) && hold.hours >= 0 && hold.hours <= MAX_HOLD_HOURS
        ? null
        : fieldError(`${at}.hours`, 'INVALID', M.holdHours),
    ];
  });
}

/** The form's holds over the ones saved (a method the form leaves out keeps its hours). */
function stockHoldHours(
  holds: NonNullable<StoreSettingsFormInput['stockHoldHours']>,
  saved: StockHoldHours,
): StockHoldHours {
  const hours = { ...saved };
  for (const hold of holds) if (isCheckoutPaymentMethod(hold.method)) hours[hold.method] = hold.hours;
  return hours;
}

function checkMaintenance(maintenance: StoreSettingsFormInput['maintenance'], now: Date): (FieldError | null)[] {
  const { startsAt, endsAt } = maintenance;
  return [
    required('maintenance.title', maintenance.title, M.maintenanceTitle),
    required('maintenance.description', maintenance.description, M.maintenanceDescription),
    MAINTENANCE_NOTICE_TYPES.some((type) => type === maintenance.type)
      ? null
      : fieldError('maintenance.type', 'INVALID', M.maintenanceType),
    startsAt && endsAt && endsAt.getTime() < startsAt.getTime()
      ? fieldError('maintenance.endsAt', 'BEFORE_START', M.maintenanceWindow)
      : // Turned on, the notice would show shoppers past dates (issue 27: the install's 2024 demo window did).
        maintenance.isEnabled && maintenanceWindowEnded({ endsAt }, now)
        ? fieldError('maintenance.endsAt', 'ENDED', M.maintenanceWindowEnded)
        : null,
  ];
}

/**
 * The admin's store settings form: WhatsApp number as wa.me wants it (8 to 15
 * digits), contact texts and hours required, wallets Yape and Plin (one each)
 * with holder and a 9-digit number (the QR image is the server's check), bank accounts
 * with bank, holder and number (CCI optional, 20 digits), the maintenance
 * notice with its texts and a window that does not end before it starts (nor,
 * with maintenance on, before `now`), and the shipping policy in whole
 * céntimos, never negative (the flat fee at most
 * MAX_FLAT_SHIPPING_FEE), and when sent the hours each payment method holds
 * an order's units (whole hours from 0 to 168, each method once; over
 * `savedHolds`). Every failing field is reported at once; texts are trimmed,
 * numbers keep only their digits.
 */
export function validateStoreSettingsForm(
  input: StoreSettingsFormInput,
  now: Date,
  savedHolds: StockHoldHours = NO_STOCK_HOLDS,
): Result<StoreSettingsChanges, StoreSettingsFormError> {
  const whatsappNumber = digitsOnly(input.whatsappNumber).replace(/^\+/, '');
  const email = parseEmail(input.email);
  const { shipping } = input;
  return validated(
    'STORE_SETTINGS_INVALID',
    [
      /^[0-9]{8,15}$/.test(whatsappNumber) ? null : fieldError('whatsappNumber', 'INVALID', M.whatsappNumber),
      required('phone', input.phone, M.phone),
      email.ok ? null : fieldError('email', 'INVALID', M.email),
      required('phoneHours', input.phoneHours, M.phoneHours),
      required('chatHours', input.chatHours, M.chatHours),
      required('supportHours', input.supportHours, M.supportHours),
      ...checkWallets(input.wallets),
      ...checkBankAccounts(input.bankAccounts),
      ...checkMaintenance(input.maintenance, now),
      isWholeCentsAtLeastZero(shipping.freeFromCents)
        ? null
        : fieldError('shipping.freeFromCents', 'INVALID', M.freeShippingFrom),
      checkFlatFee(shipping.flatFeeCents),
      ...checkStockHolds(input.stockHoldHours),
    ],
    () => ({
      whatsappNumber,
      phone: text(input.phone),
      email: email.ok ? email.value : '',
      phoneHours: text(input.phoneHours),
      chatHours: text(input.chatHours),
      supportHours: text(input.supportHours),
      wallets: input.wallets.map((wallet): Wallet => ({
        method: wallet.method as WalletMethod,
        holder: text(wallet.holder),
        number: digitsOnly(wallet.number),
        qrImageKey: wallet.qrImageKey?.trim() || null,
      })),
      bankAccounts: input.bankAccounts.map((account): BankAccount => ({
        bank: text(account.bank),
        holder: text(account.holder),
        accountNumber: text(account.accountNumber),
        cci: account.cci === null || digitsOnly(account.cci) === '' ? null : digitsOnly(account.cci),
      })),
      maintenance: {
        isEnabled: input.maintenance.isEnabled,
        features: { orderCreation: input.maintenance.orderCreation },
        startsAt: input.maintenance.startsAt,
        endsAt: input.maintenance.endsAt,
        title: text(input.maintenance.title),
        description: text(input.maintenance.description),
        type: input.maintenance.type as MaintenanceNoticeType,
        dismissible: input.maintenance.dismissible,
        persistent: input.maintenance.persistent,
        showTimeInfo: input.maintenance.showTimeInfo,
      } satisfies Maintenance,
      shipping: { freeFrom: Money.fromCents(shipping.freeFromCents), flatFee: Money.fromCents(shipping.flatFeeCents) },
      ...(input.stockHoldHours ? { stockHoldHours: stockHoldHours(input.stockHoldHours, savedHolds) } : {}),
    }),
  );
}
