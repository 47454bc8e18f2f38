import { Money } from '@esencia/domain/money/money';
import { shippingPolicySummary } from '@esencia/domain/order/order-totals';
import { ErrorState, InfoCard, LoadingState, PageHeader } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useStoreSettings, type StoreSettings } from '../../storeSettings/useStoreSettings';
import styles from './ShippingInfoPage.module.css';

type ShippingRate = StoreSettings['shippingRates'][number];

/** Each shipping method once, with the zones it reaches, in the table's order. */
function methodsOf(rates: readonly ShippingRate[]): { method: string; zones: string[] }[] {
  const methods = new Map<string, string[]>();
  for (const rate of rates) {
    const zones = methods.get(rate.method) ?? [];
    if (!zones.includes(rate.zone)) zones.push(rate.zone);
    methods.set(rate.method, zones);
  }
  return [...methods].map(([method, zones]) => ({ method, zones }));
}

/**
 * /envio-info: the shipping methods, what shipping costs (the store's policy, the one the checkout charges) with the
 * delivery times of the settings' table, and how to follow an order.
 */
export function ShippingInfoPage() {
  useDocumentTitle('Información de envío');
  const { settings, loading, error, refetch } = useStoreSettings();

  const header = (
    <PageHeader
      title="Información de envío"
      subtitle="Enviamos a todo el Perú. Conoce nuestros métodos, costos y plazos de entrega."
    />
  );
  if (!settings) {
    return (
      <>
        {header}
        {error ? (
          <ErrorState
            message="No pudimos cargar los costos de envío."
            onRetry={() => void refetch()}
            retrying={loading}
          />
        ) : (
          <LoadingState text="Cargando costos de envío..." />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <section aria-labelledby="envio-metodos" className={styles.section}>
        <h2 id="envio-metodos" className={styles.sectionTitle}>
          Métodos de envío
        </h2>
        <div className={styles.cards}>
          {methodsOf(settings.shippingRates).map(({ method, zones }) => (
            <InfoCard key={method} title={`Envío ${method}`} icon="truck">
              <p>Disponible en: {zones.join(', ')}.</p>
            </InfoCard>
          ))}
        </div>
      </section>

      <section aria-labelledby="envio-costos" className={styles.section}>
        <h2 id="envio-costos" className={styles.sectionTitle}>
          Costos y plazos
        </h2>
        {/* The checkout's rule, from the same settings (issue 27: the table's S/ 10.00 for Lima was never charged). */}
        <p className={styles.cost}>
          {shippingPolicySummary({
            freeFrom: Money.fromCents(settings.shipping.freeFrom.cents),
            flatFee: Money.fromCents(settings.shipping.flatFee.cents),
          })}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              Los plazos se cuentan en días hábiles, desde que confirmamos tu pago.
            </caption>
            <thead>
              <tr>
                <th scope="col">Zona</th>
                <th scope="col">Método</th>
                <th scope="col">Tiempo de entrega</th>
              </tr>
            </thead>
            <tbody>
              {settings.shippingRates.map((rate) => (
                <tr key={`${rate.zone}-${rate.method}`}>
                  <th scope="row">{rate.zone}</th>
                  <td>{rate.method}</td>
                  <td>{rate.deliveryTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="envio-seguimiento" className={styles.section}>
        <h2 id="envio-seguimiento" className={styles.sectionTitle}>
          Seguimiento de tu pedido
        </h2>
        <ul className={styles.tips}>
          <li>
            Revisa el estado de tu pedido en <Link to="/my-orders">Mis Pedidos</Link>, con el mismo correo que usaste al
            comprar.
          </li>
          <li>Te escribimos por WhatsApp cuando tu pedido sale y te compartimos los datos para seguir el envío.</li>
          <li>
            Verifica que tu dirección y tu celular sean correctos. Si necesitas cambiarlos,{' '}
            <Link to="/contacto">escríbenos</Link> antes del envío.
          </li>
        </ul>
      </section>
    </>
  );
}
