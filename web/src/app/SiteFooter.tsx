import { limaYear } from '@esencia/domain/shared/lima-date';
import { Link } from 'react-router';
import { telHref } from '../storeSettings/contactLinks';
import { socialNetworkName } from '../storeSettings/socialNetworks';
import { useStoreSettings } from '../storeSettings/useStoreSettings';
import styles from './SiteFooter.module.css';

const FOOTER_LINKS = [
  { to: '/faq', label: 'Preguntas frecuentes' },
  { to: '/pago-info', label: 'Métodos de pago' },
  { to: '/envio-info', label: 'Información de envío' },
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/contacto', label: 'Contacto' },
] as const;

/** Site footer: help and company links, and the store's contact and social networks (store settings). */
export function SiteFooter() {
  const { settings } = useStoreSettings();
  return (
    <div className={styles.footer}>
      <nav aria-label="Información de la tienda">
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {settings && (
        <>
          <address className={styles.contact}>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
            <span>Atención: {settings.supportHours}</span>
          </address>
          {settings.socialLinks.length > 0 && (
            <nav aria-label="Redes sociales">
              <ul className={styles.links}>
                {settings.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {socialNetworkName(link.network)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
      {/* The year in Lima, as the server that rendered the page counts it (not the browser's time zone). */}
      <p className={styles.copy}>© {limaYear(new Date())} Esencia — Perfumería. Lima, Perú.</p>
    </div>
  );
}
