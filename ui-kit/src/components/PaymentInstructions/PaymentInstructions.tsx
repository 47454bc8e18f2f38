import { paymentMethodLabel } from '@esencia/domain/checkout/payment-method';
import type { CustomerOrderMessage, PaymentInstructions as Payment } from '@esencia/domain/order/customer-message';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { ProductImage } from '../ProductImage';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './PaymentInstructions.module.css';

/** A Yape or Plin account of the store. */
export interface WalletAccount {
  /** The QR code image to scan; left out when the store has none. */
  qrImageUrl?: string | null;
  /** Account holder's name. */
  holder: string;
  /** The wallet's phone number. */
  number: string;
}

/** A bank account of the store for transfers. */
export interface BankAccount {
  /** Bank name, e.g. 'BCP'. */
  bank: string;
  /** Account holder's name. */
  holder: string;
  /** Account number. */
  accountNumber: string;
  /** Interbank account code (CCI). */
  cci: string;
}

/** A link to one of the store's social networks. */
export interface SocialLink {
  /** Network name, also the link text, e.g. 'Instagram'. */
  label: string;
  /** Absolute URL of the profile. */
  href: string;
}

export interface PaymentInstructionsProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** What to tell the customer: `customerOrderMessage(order)` from `@esencia/domain/order/customer-message`. */
  message: CustomerOrderMessage;
  /** The store's Yape account (QR, holder, number), from the store settings. */
  yape?: WalletAccount | null;
  /** The store's Plin account (QR, holder, number), from the store settings. */
  plin?: WalletAccount | null;
  /** The store's bank accounts for transfers (usually three), from the store settings. */
  bankAccounts?: readonly BankAccount[];
  /** Social links shown with the thanks of a completed order. */
  socialLinks?: readonly SocialLink[];
  /** Rendered for pending and processing orders when given, e.g. the payment receipt upload once there is a payment. */
  receiptSlot?: ReactNode;
  /** Section heading. Defaults to 'Información de pago'. */
  title?: string;
  /** Level of the heading. Defaults to 3 (inside an order card). */
  headingLevel?: 2 | 3 | 4;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

function WalletInstructions({
  payment,
  account,
}: {
  payment: Extract<Payment, { kind: 'wallet' }>;
  account: WalletAccount | null | undefined;
}) {
  const label = paymentMethodLabel(payment.method);
  return (
    <div className={styles.wallet}>
      <p className={styles.text}>{payment.text}</p>
      {account?.qrImageUrl && (
        <ProductImage
          className={styles.qr}
          src={account.qrImageUrl}
          alt={`Código QR de ${label}`}
          sizes="200px"
          width={400}
          height={400}
        />
      )}
      <dl className={styles.details}>
        {account && <Detail term="Titular">{account.holder}</Detail>}
        {account && <Detail term={`Número de ${label}`}>{account.number}</Detail>}
        <Detail term="Monto a pagar">
          <strong>{payment.amount.format()}</strong>
        </Detail>
      </dl>
    </div>
  );
}

function TransferInstructions({
  payment,
  accounts,
  headingLevel,
}: {
  payment: Extract<Payment, { kind: 'transfer' }>;
  accounts: readonly BankAccount[];
  headingLevel: number;
}) {
  const Heading = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
  return (
    <div className={styles.transfer}>
      <p className={styles.text}>{payment.text}</p>
      <ul className={styles.accounts} aria-label="Cuentas bancarias">
        {accounts.map((account) => (
          <li key={`${account.bank}-${account.accountNumber}`} className={styles.account}>
            <Heading className={styles.bank}>{account.bank}</Heading>
            <dl className={styles.details}>
              <Detail term="Titular">{account.holder}</Detail>
              <Detail term="Cuenta">{account.accountNumber}</Detail>
              <Detail term="CCI">{account.cci}</Detail>
            </dl>
          </li>
        ))}
      </ul>
      <dl className={styles.details}>
        <Detail term="Monto a pagar">
          <strong>{payment.amount.format()}</strong>
        </Detail>
      </dl>
    </div>
  );
}

function ProcessingPayment({
  payment,
  store,
  headingLevel,
}: {
  payment: Payment;
  store: Pick<PaymentInstructionsProps, 'yape' | 'plin' | 'bankAccounts'>;
  headingLevel: number;
}) {
  switch (payment.kind) {
    case 'wallet':
      return <WalletInstructions payment={payment} account={payment.method === 'yape' ? store.yape : store.plin} />;
    case 'transfer':
      return <TransferInstructions payment={payment} accounts={store.bankAccounts ?? []} headingLevel={headingLevel} />;
    case 'payment-link-pending':
      return <p className={styles.text}>{payment.text}</p>;
    case 'payment-link-ready':
      return (
        <div className={styles.link}>
          <p className={cx(styles.text, styles.ready)}>{payment.text}</p>
          <Button asChild>
            <a href={payment.url} target="_blank" rel="noopener noreferrer">
              {payment.buttonLabel}
              <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
            </a>
          </Button>
        </div>
      );
    case 'none':
      return null;
  }
}

/**
 * The payment part of an order, per status (texts from the domain's `customerOrderMessage`): the
 * pending notice with how the order will be paid once confirmed; for processing orders the Yape/Plin QR with holder, number and amount, the bank
 * accounts for a transfer, or Izipay's payment link, always with the response time; the completed
 * text with thanks and social links; the cancelled text, dimmed.
 */
export function PaymentInstructions({
  message,
  yape,
  plin,
  bankAccounts,
  socialLinks = [],
  receiptSlot,
  title = 'Información de pago',
  headingLevel = 3,
  className,
  ...rest
}: PaymentInstructionsProps) {
  const Heading = `h${headingLevel}` as const;
  const open = message.status === 'pending' || message.status === 'processing';
  return (
    <section
      {...rest}
      aria-label={title}
      data-status={message.status}
      data-dimmed={message.status === 'cancelled' || undefined}
      className={cx(styles.payment, className)}
    >
      <Heading className={styles.title}>{title}</Heading>
      {message.status === 'pending' && (
        <>
          <p className={styles.text}>{message.text}</p>
          <p className={styles.text}>{message.nextStep}</p>
        </>
      )}
      {message.status === 'processing' && (
        <>
          <ProcessingPayment
            payment={message.payment}
            store={{ yape, plin, bankAccounts }}
            headingLevel={headingLevel}
          />
          <p className={styles.responseTime}>{message.responseTime}</p>
        </>
      )}
      {message.status === 'completed' && (
        <>
          <p className={cx(styles.text, styles.done)}>{message.text}</p>
          <p className={styles.thanks}>{message.thanks}</p>
          {socialLinks.length > 0 && (
            <ul className={styles.social} aria-label="Redes sociales">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    {link.label}
                    <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {message.status === 'cancelled' && <p className={styles.text}>{message.text}</p>}
      {open && receiptSlot && <div className={styles.receipt}>{receiptSlot}</div>}
    </section>
  );
}
