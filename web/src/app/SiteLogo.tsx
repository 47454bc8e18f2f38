import { Link } from 'react-router';
import styles from './SiteLogo.module.css';

/** The 'Esencia' word mark, linking home. */
export function SiteLogo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Esencia, ir al inicio">
      Esencia
    </Link>
  );
}
