import { Link } from 'react-router';
import styles from './SiteFooter.module.css';

const FOOTER_LINKS = [
  { to: '/faq', label: 'Preguntas frecuentes' },
  { to: '/pago-info', label: 'Métodos de pago' },
  { to: '/envio-info', label: 'Información de envío' },
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/contacto', label: 'Contacto' },
] as const;

/** Site footer: help and company links. */
export function SiteFooter() {
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
      <p className={styles.copy}>© {new Date().getFullYear()} Esencia — Perfumería. Lima, Perú.</p>
    </div>
  );
}
