import { whatsAppLink } from '@esencia/domain/whatsapp/whatsapp-link';
import { Accordion, Button, ErrorState, InfoCard, LoadingState, PageHeader } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { telHref } from '../../storeSettings/contactLinks';
import { socialNetworkName } from '../../storeSettings/socialNetworks';
import { useStoreSettings } from '../../storeSettings/useStoreSettings';
import { faqAccordionItems } from '../faq/FaqAnswer';
import { faqEntries } from '../faq/faqContent';
import styles from './ContactPage.module.css';

/** The questions the contact page answers before anyone has to write (the FAQ's own answers). */
const MINI_FAQ = ['tiempos-entrega', 'metodos-pago', 'modificar-pedido'];

/** The first message of a chat started from this page. */
export const CONTACT_CHAT_MESSAGE = 'Hola, tengo una consulta.';

/** /contacto: phone, e-mail and chat with their hours, social networks and a short FAQ (store settings). */
export function ContactPage() {
  useDocumentTitle('Contacto');
  const { settings, loading, error, refetch } = useStoreSettings();

  const header = (
    <PageHeader
      title="Contáctanos"
      subtitle="¿Tienes dudas sobre un perfume, tu pedido o un pago? Escríbenos o llámanos: te ayudamos encantados."
    />
  );
  if (!settings) {
    return (
      <>
        {header}
        {error ? (
          <ErrorState
            message="No pudimos cargar los datos de contacto."
            onRetry={() => void refetch()}
            retrying={loading}
          />
        ) : (
          <LoadingState text="Cargando datos de contacto..." />
        )}
      </>
    );
  }

  const miniFaq = faqEntries(settings).filter((entry) => MINI_FAQ.includes(entry.id));

  return (
    <>
      {header}
      <section aria-labelledby="contacto-canales" className={styles.section}>
        <h2 id="contacto-canales" className={styles.sectionTitle}>
          Canales de atención
        </h2>
        <div className={styles.cards}>
          <InfoCard title="Teléfono" icon="phone" footer={settings.phoneHours}>
            <p>
              <a href={telHref(settings.phone)} className={styles.value}>
                {settings.phone}
              </a>
            </p>
          </InfoCard>
          <InfoCard title="Email" icon="email" footer={`Atención al cliente: ${settings.supportHours}`}>
            <p>
              <a href={`mailto:${settings.email}`} className={styles.value}>
                {settings.email}
              </a>
            </p>
          </InfoCard>
          <InfoCard
            title="Chat por WhatsApp"
            icon="chat"
            footer={
              <Button asChild size="sm">
                <a
                  href={whatsAppLink(settings.whatsappNumber, CONTACT_CHAT_MESSAGE)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Escríbenos por WhatsApp
                </a>
              </Button>
            }
          >
            <p>{settings.chatHours}</p>
          </InfoCard>
        </div>
      </section>

      {settings.socialLinks.length > 0 && (
        <section aria-labelledby="contacto-redes" className={styles.section}>
          <h2 id="contacto-redes" className={styles.sectionTitle}>
            Síguenos
          </h2>
          <ul className={styles.social}>
            {settings.socialLinks.map((link) => (
              <li key={link.url}>
                <Button asChild variant="secondary" size="sm">
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {socialNetworkName(link.network)}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="contacto-faq" className={styles.section}>
        <h2 id="contacto-faq" className={styles.sectionTitle}>
          Preguntas frecuentes
        </h2>
        <Accordion items={faqAccordionItems(miniFaq)} />
        <p>
          <Link to="/faq">Ver todas las preguntas frecuentes</Link>
        </p>
      </section>
    </>
  );
}
