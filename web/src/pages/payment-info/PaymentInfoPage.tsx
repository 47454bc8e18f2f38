import {
  CHECKOUT_PAYMENT_METHODS,
  isCheckoutPaymentMethod,
  paymentMethodLabel,
  type CheckoutPaymentMethod,
} from '@esencia/domain/checkout/payment-method';
import { IZIPAY_COMMISSION_PERCENT } from '@esencia/domain/order/order-totals';
import { whatsAppLink } from '@esencia/domain/whatsapp/whatsapp-link';
import { ErrorState, InfoCard, LoadingState, PageHeader, type InfoCardIcon } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useStoreSettings } from '../../storeSettings/useStoreSettings';
import styles from './PaymentInfoPage.module.css';

const METHODS: Record<CheckoutPaymentMethod, { icon: InfoCardIcon; text: string }> = {
  yape: { icon: 'wallet', text: 'Escanea nuestro código QR y paga desde tu app, al instante.' },
  plin: { icon: 'wallet', text: 'Escanea nuestro código QR y paga desde la app de tu banco.' },
  transferencia: {
    icon: 'bank',
    text: 'Transfiere a una de nuestras cuentas bancarias, desde tu banca por internet o app.',
  },
  izipay: {
    icon: 'card',
    text: `Te enviamos un link de pago para pagar con tarjeta de crédito o débito. Incluye una comisión del ${IZIPAY_COMMISSION_PERCENT} % del subtotal.`,
  },
};

/** The first message of a chat that sends a payment receipt. */
export const RECEIPT_CHAT_MESSAGE = 'Hola, les envío el comprobante de pago de mi pedido #';

const walletName = (method: string) =>
  isCheckoutPaymentMethod(method) ? paymentMethodLabel(method) : method.charAt(0).toUpperCase() + method.slice(1);

/** /pago-info: the payment methods, the bank accounts and the QR wallets (store settings), and what to do after paying. */
export function PaymentInfoPage() {
  useDocumentTitle('Métodos de pago');
  const { settings, loading, error, refetch } = useStoreSettings();

  return (
    <>
      <PageHeader title="Métodos de pago" subtitle="Elige cómo pagar tu pedido: rápido, seguro y desde tu celular." />

      <section aria-labelledby="pago-metodos" className={styles.section}>
        <h2 id="pago-metodos" className={styles.sectionTitle}>
          Cómo puedes pagar
        </h2>
        <div className={styles.cards}>
          {CHECKOUT_PAYMENT_METHODS.map((method) => (
            <InfoCard key={method} title={paymentMethodLabel(method)} icon={METHODS[method].icon}>
              <p>{METHODS[method].text}</p>
            </InfoCard>
          ))}
        </div>
      </section>

      {!settings ? (
        error ? (
          <ErrorState
            message="No pudimos cargar nuestras cuentas de pago."
            onRetry={() => void refetch()}
            retrying={loading}
          />
        ) : (
          <LoadingState text="Cargando cuentas de pago..." />
        )
      ) : (
        <>
          <section aria-labelledby="pago-cuentas" className={styles.section}>
            <h2 id="pago-cuentas" className={styles.sectionTitle}>
              Cuentas bancarias
            </h2>
            <div className={styles.cards}>
              {settings.bankAccounts.map((account) => (
                <InfoCard key={`${account.bank}-${account.accountNumber}`} title={account.bank} icon="bank">
                  <dl className={styles.details}>
                    <dt>Titular</dt>
                    <dd>{account.holder}</dd>
                    <dt>Número de cuenta</dt>
                    <dd className={styles.number}>{account.accountNumber}</dd>
                    {account.cci && (
                      <>
                        <dt>CCI</dt>
                        <dd className={styles.number}>{account.cci}</dd>
                      </>
                    )}
                  </dl>
                </InfoCard>
              ))}
            </div>
          </section>

          <section aria-labelledby="pago-billeteras" className={styles.section}>
            <h2 id="pago-billeteras" className={styles.sectionTitle}>
              Billeteras digitales
            </h2>
            <div className={styles.cards}>
              {settings.wallets.map((wallet) => (
                <InfoCard key={`${wallet.method}-${wallet.number}`} title={walletName(wallet.method)} icon="wallet">
                  <dl className={styles.details}>
                    <dt>Titular</dt>
                    <dd>{wallet.holder}</dd>
                    <dt>Número</dt>
                    <dd className={styles.number}>{wallet.number}</dd>
                  </dl>
                  {wallet.qrImageUrl && (
                    <img
                      className={styles.qr}
                      src={wallet.qrImageUrl}
                      alt={`Código QR de ${walletName(wallet.method)}`}
                      width={180}
                      height={180}
                      loading="lazy"
                    />
                  )}
                </InfoCard>
              ))}
            </div>
          </section>

          <section aria-labelledby="pago-pasos" className={styles.section}>
            <h2 id="pago-pasos" className={styles.sectionTitle}>
              Después de pagar
            </h2>
            <ol className={styles.steps}>
              <li>Realiza tu pedido y elige el método de pago que prefieras.</li>
              <li>
                Cuando procesemos tu pedido verás en <Link to="/my-orders">Mis Pedidos</Link> el monto a pagar y los
                datos de pago (o tu link de Izipay).
              </li>
              <li>
                Envía la captura de tu comprobante junto con tu número de pedido a{' '}
                <a
                  href={whatsAppLink(settings.whatsappNumber, RECEIPT_CHAT_MESSAGE)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  nuestro WhatsApp
                </a>
                . Confirmamos tu pago y preparamos tu envío.
              </li>
            </ol>
          </section>
        </>
      )}
    </>
  );
}
